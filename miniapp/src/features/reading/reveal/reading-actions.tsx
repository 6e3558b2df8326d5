/**
 * What to do once every card is up and the text is written (design review 2, problem 2): "Open the full
 * reading" is the one primary (inside Telegram, the MainButton, so not here), Save (a ☆/★ toggle) and
 * "New reading" two equal secondary buttons under it (design review 10, problem 7); in Telegram both are
 * rows of one grouped list. After a failed reading (no reading to open), trying again with the same
 * question and spread leads, "New reading" under it; in Telegram the MainButton tries again and "New
 * reading" is a row (design review 10, problem 4).
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
  /** After a failure: the same question and spread again, with its price ("Try again · 2 tokens"). */
  retry: { label: string; onRetry(): void };
  onSaved(saved: boolean): void;
}

export function ReadingActions({ readingId, saved, failed, onNew, retry, onSaved }: Props) {
  const { t } = useTranslation('reading');
  const telegram = inTelegram();
  const open = `/reading/${readingId}`;
  // In Telegram: one grouped list of rows under the text (ADR 0086), Save and a link-coloured "New
  // reading"; after a failed reading the MainButton tries again, so the list holds "New reading" alone.
  if (telegram)
    return (
      <div className="reading-actions__band">
        <div
          className="reading-view__actions reading-actions--rows settings-group__list"
          data-state={failed ? 'failed' : 'done'}
        >
          {failed ? null : <SaveToggle readingId={readingId} saved={saved} onSaved={onSaved} row />}
          <button type="button" className="settings-row reading-actions__row" onClick={onNew}>
            {t('new_reading')}
          </button>
        </div>
      </div>
    );
  if (failed)
    return (
      <div className="reading-view__actions" data-state="failed">
        <Button onClick={retry.onRetry}>{retry.label}</Button>
        <Button variant="secondary" onClick={onNew}>
          {t('new_reading')}
        </Button>
      </div>
    );
  return (
    <div className="reading-view__actions" data-state="done">
      <Link href={open} className={buttonClass('primary')}>
        {t('open_details')}
      </Link>
      <div className="reading-view__minor">
        <SaveToggle readingId={readingId} saved={saved} onSaved={onSaved} />
        <Button variant="secondary" onClick={onNew}>
          {t('new_reading')}
        </Button>
      </div>
    </div>
  );
}
