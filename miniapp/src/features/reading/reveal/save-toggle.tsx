/** Save as a ☆/★ toggle (design review 2, problem 2): a secondary action beside the full reading. */
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../../lib/api.js';
import { errorMessage } from '../../../lib/error-message.js';
import { toast } from '../../../lib/toasts.js';
import { Button } from '../../../ui/button.js';
import { Icon } from '../../../ui/icon.js';

interface Props {
  readingId: string;
  saved: boolean;
  onSaved(saved: boolean): void;
}

export function SaveToggle({ readingId, saved, onSaved }: Props) {
  const { t } = useTranslation('reading');
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    try {
      const next = saved
        ? await call(rpc.readings[':id'].save.$delete({ param: { id: readingId } }))
        : await call(rpc.readings[':id'].save.$post({ param: { id: readingId } }));
      onSaved(next.saved);
      toast({ title: next.saved ? t('saved') : t('unsaved') });
    } catch (e) {
      toast({ title: errorMessage(e), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className="reading-view__save"
      busy={saving}
      onClick={() => void toggle()}
      aria-pressed={saved}
    >
      <Icon icon={Star} filled={saved} />
      {saved ? t('saved') : t('save')}
    </Button>
  );
}
