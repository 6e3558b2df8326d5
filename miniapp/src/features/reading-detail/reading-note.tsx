/**
 * A private note on the reading (a journal), kept on the server and shown only to its owner. Inside
 * Telegram the field is a borderless row that grows with the note, and "Save note" the section's last
 * row, in the accent colour (ADR 0086).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../lib/api.js';
import { inTelegram } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { useAutoGrow } from '../../lib/use-auto-grow.js';
import { Button } from '../../ui/button.js';
import './detail-sections.css';

export const NOTE_MAX = 2000;

export function ReadingNote({
  id,
  note,
  onSaved,
}: {
  id: string;
  note: string | null;
  onSaved(note: string | null): void;
}) {
  const { t } = useTranslation('detail');
  const [value, setValue] = useState(note ?? '');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const telegram = inTelegram();
  useAutoGrow(field, value, telegram);
  const unchanged = value === (note ?? '');
  const left = <span className="muted">{t('note.private', { count: NOTE_MAX - value.length })}</span>;

  const save = async () => {
    setBusy(true);
    try {
      const saved = await call(rpc.readings[':id'].note.$put({ param: { id }, json: { note: value } }));
      onSaved(saved.note);
      toast({ title: t('note.saved') });
    } catch (e) {
      toast({
        title: t('note.failed'),
        description: e instanceof Error ? e.message : '',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="detail-note panel detail-section" aria-labelledby="detail-note-title">
      <h2 id="detail-note-title" className="detail-section__title">
        {t('note.title')}
      </h2>
      <div className="detail-section__box">
        <label className="visually-hidden" htmlFor="detail-note">
          {t('note.title')}
        </label>
        <textarea
          id="detail-note"
          className="field__input detail-note__input"
          maxLength={NOTE_MAX}
          rows={4}
          placeholder={t('note.placeholder')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          ref={field}
        />
        {telegram ? (
          <>
            <p className="detail-note__left">{left}</p>
            <button
              type="button"
              className="detail-row detail-row--accent"
              disabled={busy || unchanged}
              aria-busy={busy || undefined}
              onClick={() => void save()}
            >
              {t('note.save')}
            </button>
          </>
        ) : (
          <div className="detail-note__foot">
            {left}
            <Button small variant="secondary" busy={busy} disabled={unchanged} onClick={() => void save()}>
              {t('note.save')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
