/**
 * What to do once every card is up and the text is written (design review 2, problem 2): "Open the full
 * reading" is the one primary (inside Telegram, the MainButton, so not here), Save a ☆/★ toggle beside
 * it, "New reading" a quiet link; in Telegram both are rows of one grouped list. After a failed reading, a
 * new reading leads instead (in Telegram, the MainButton, with the full reading a row of the list).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { inTelegram } from '../../../lib/telegram.js';
import { Button, buttonClass } from '../../../ui/button.js';
import '../../profile/settings.css';
import { SaveToggle } from './save-toggle.js';
import './reading-actions.css';

interface Props {
  readingId: string;
  saved: boolean;
  failed: boolean;
  onNew(): void;
  onSaved(saved: boolean): void;
}

export function ReadingActions({ readingId, saved, failed, onNew, onSaved }: Props) {
  const { t } = useTranslation('reading');
  const telegram = inTelegram();
  const open = `/reading/${readingId}`;
  // In Telegram: one grouped list of rows under the text (ADR 0086), Save and a link-coloured "New
  // reading"; after a failed reading the MainButton says "New reading", so the list holds only the way to
  // the full reading, a row too, not a web button (design review 9, ADR 0091).
  if (telegram)
    return (
      <div className="reading-actions__band">
        <div
          className="reading-view__actions reading-actions--rows settings-group__list"
          data-state={failed ? 'failed' : 'done'}
        >
          {failed ? (
            <Link href={open} className="settings-row reading-actions__row">
              {t('open_details')}
            </Link>
          ) : (
            <>
              <SaveToggle readingId={readingId} saved={saved} onSaved={onSaved} row />
              <button type="button" className="settings-row reading-actions__row" onClick={onNew}>
                {t('new_reading')}
              </button>
            </>
          )}
        </div>
      </div>
    );
  if (failed)
    return (
      <div className="reading-view__actions">
        <Link href={open} className={buttonClass('secondary')}>
          {t('open_details')}
        </Link>
        <Button onClick={onNew}>{t('new_reading')}</Button>
      </div>
    );
  return (
    <div className="reading-view__actions" data-state="done">
      <Link href={open} className={`${buttonClass('primary')} reading-view__open`}>
        {t('open_details')}
      </Link>
      <div className="reading-view__minor">
        <SaveToggle readingId={readingId} saved={saved} onSaved={onSaved} />
        <button type="button" className="reading-view__new" onClick={onNew}>
          {t('new_reading')}
        </button>
      </div>
    </div>
  );
}
