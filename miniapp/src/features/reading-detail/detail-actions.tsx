/**
 * Save and Share for a reading: two small outlined buttons under the title in a browser; inside
 * Telegram two rows of a short inset list under the spread, in the link colour, as the reveal's Save
 * and "New reading" rows are (ADR 0086, 0092).
 */
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSaveReading } from '../../shared/spread/use-save-reading.js';
import { Button } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { ShareButton } from './share-button.js';

interface Props {
  id: string;
  saved: boolean;
  hasQuestion: boolean;
  onSaved(saved: boolean): void;
  /** Rows of a grouped list (Telegram) rather than buttons. */
  rows?: boolean;
}

export function DetailActions({ id, saved, hasQuestion, onSaved, rows }: Props) {
  const { t } = useTranslation('detail');
  const { busy, toggle } = useSaveReading(id, saved, onSaved);
  const label = (
    <>
      <Icon icon={Star} filled={saved} />
      {saved ? t('saved') : t('save')}
    </>
  );

  if (rows)
    return (
      <div className="detail__band">
        <div className="detail__rows">
          <button
            type="button"
            className="detail-row detail-row--accent"
            disabled={busy}
            aria-busy={busy || undefined}
            aria-pressed={saved}
            onClick={toggle}
          >
            {label}
          </button>
          <ShareButton id={id} hasQuestion={hasQuestion} row />
        </div>
      </div>
    );
  return (
    <div className="detail__actions">
      <Button variant="secondary" small busy={busy} aria-pressed={saved} onClick={toggle}>
        {label}
      </Button>
      <ShareButton id={id} hasQuestion={hasQuestion} />
    </div>
  );
}
