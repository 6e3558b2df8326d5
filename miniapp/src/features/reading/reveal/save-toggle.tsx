/**
 * Save as a ☆/★ toggle (design review 2, problem 2): a secondary action beside the full reading; in
 * Telegram a row of the actions' grouped list (design review 8, problem 5).
 */
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSaveReading } from '../../../shared/spread/use-save-reading.js';
import { Button } from '../../../ui/button.js';
import { Icon } from '../../../ui/icon.js';

interface Props {
  readingId: string;
  saved: boolean;
  onSaved(saved: boolean): void;
  /** A row of a grouped list (Telegram) rather than a button. */
  row?: boolean;
}

export function SaveToggle({ readingId, saved, onSaved, row }: Props) {
  const { t } = useTranslation('reading');
  const { busy: saving, toggle } = useSaveReading(readingId, saved, onSaved, (now) =>
    now ? t('saved') : t('unsaved'),
  );
  const label = (
    <>
      <Icon icon={Star} filled={saved} />
      {saved ? t('saved') : t('save')}
    </>
  );
  if (row)
    return (
      <button
        type="button"
        className="settings-row reading-actions__row"
        disabled={saving}
        aria-busy={saving}
        onClick={toggle}
        aria-pressed={saved}
      >
        {label}
      </button>
    );
  return (
    <Button variant="secondary" busy={saving} onClick={toggle} aria-pressed={saved}>
      {label}
    </Button>
  );
}
