/**
 * A reading in full (/reading/{id} and /reading-detail/{id}): the date, the question and the spread laid
 * out; then the reading told once, card by card (each with its position, orientation, keywords, its
 * part of the text and, folded, its general meaning); follow-up questions; save, share, a private note
 * and delete. From 1024 px the spread stands in a pane beside the reading, as in the reveal (ADR 0092).
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { call, rpc } from '../../lib/api.js';
import { confirmAction } from '../../lib/confirm.js';
import { formatDate, toLocale } from '../../lib/locales.js';
import { inTelegram } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { useDeck, useSpreads } from '../../shared/spread/deck.js';
import { SpreadLayout } from '../../shared/spread/spread-layout.js';
import { SupportAnswer } from '../../shared/support/support-answer.js';
import { Button, buttonClass } from '../../ui/button.js';
import { DetailActions } from './detail-actions.js';
import { DetailPane } from './detail-pane.js';
import { Followups } from './followups.js';
import { ReadingBody } from './reading-body.js';
import { ReadingNote } from './reading-note.js';
import { useReadingDetail } from './use-reading-detail.js';
import './reading-detail.css';
import { errorMessage } from '../../lib/error-message.js';
import { usePathsSubject } from '../../shared/spread/paths-subject.js';
import { readingPositions } from '../../shared/spread/position-names.js';

export default function ReadingDetailPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('detail');
  const locale = toLocale(i18n.language);
  const [, navigate] = useLocation();
  const { state, update } = useReadingDetail(id);
  const spreads = useSpreads(locale);
  const deck = useDeck(locale);
  const pathsSubject = usePathsSubject();
  const telegram = inTelegram();

  if (state.kind === 'loading') {
    return (
      <div className="detail__loading" role="status">
        <span className="spinner" aria-hidden />
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );
  }
  if (state.kind !== 'ready') {
    return (
      <section className="detail__missing">
        <h1>{state.kind === 'missing' ? t('missing.title') : t('error')}</h1>
        <p className="muted">{state.kind === 'missing' ? t('missing.body') : state.message}</p>
        <Link href="/history" className={buttonClass('primary')}>
          {t('missing.action')}
        </Link>
      </section>
    );
  }

  const { reading, text, writing } = state;
  // The safety layer's answer is not a reading: no spread, cards, note or sharing, only the answer.
  if (reading.support) {
    return (
      <section className="detail">
        <SupportAnswer
          heading="h1"
          support={reading.support}
          actions={
            <Link href="/reading" className={buttonClass('secondary')}>
              {t('ask_question')}
            </Link>
          }
        />
      </section>
    );
  }
  const spread = spreads?.find((s) => s.id === reading.spread_id);
  const named = readingPositions(spread, reading.position_names);
  const cards = reading.cards.map((c) => ({
    position: c.position,
    positionName: named(c.position).name,
    positionLabel: named(c.position).label,
    positionShort: named(c.position).short,
    cardId: c.card_id,
    cardName: deck.get(c.card_id)?.name,
    reversed: c.reversed,
  }));

  const remove = async () => {
    const confirmed = await confirmAction({
      title: t('confirm_delete.title'),
      message: t('confirm_delete.body'),
      action: t('confirm_delete.action'),
    });
    if (!confirmed) return;
    try {
      await call(rpc.readings[':id'].$delete({ param: { id } }));
      toast({ title: t('deleted') });
      navigate('/history', { replace: true });
    } catch (e) {
      toast({ title: errorMessage(e), variant: 'destructive' });
    }
  };

  const actions = (rows: boolean) => (
    <DetailActions
      id={id}
      saved={reading.saved}
      hasQuestion={!!reading.question}
      onSaved={(saved) => update({ saved })}
      rows={rows}
    />
  );

  return (
    <article className="detail page-wide">
      <DetailPane>
        <header className="detail__head">
          <p className="detail__date">
            <time dateTime={reading.created_at}>{formatDate(reading.created_at, locale)}</time>
          </p>
          <h1>{spread?.name ?? reading.spread_id}</h1>
          {/* A card of the day asks nothing: no line says what it did not ask (design review 10). */}
          {reading.question || reading.cards.length > 1 ? (
            <p className="detail__question">
              {reading.question
                ? `“${reading.question}”`
                : (pathsSubject(reading.path_names) ?? t('no_question'))}
            </p>
          ) : null}
          {telegram ? null : actions(false)}
        </header>

        <SpreadLayout
          spreadId={reading.spread_id}
          cards={cards}
          revealed={cards.length}
          label={t('spread')}
          reversedLabel={t('reversed')}
          maxCardWidth={cards.length > 5 ? 110 : 140}
        />
        {telegram ? actions(true) : null}
      </DetailPane>

      <ReadingBody
        reading={reading}
        text={text}
        writing={writing}
        cards={cards.map((c, i) => ({
          position: c.position,
          n: i + 1,
          positionName: c.positionName,
          explanation: named(c.position).explanation,
          cardId: c.cardId,
          reversed: c.reversed,
          info: deck.get(c.cardId),
        }))}
      />

      {/* What the person adds to the reading; in Telegram, its grouped sections on the secondary background. */}
      <div className="detail__after">
        {reading.status === 'complete' ? <Followups key={reading.id} reading={reading} deck={deck} /> : null}

        <ReadingNote id={id} note={reading.note ?? null} onSaved={(note) => update({ note })} />

        {/* Destructive and rare: apart from Save and Share, at the end of the page, and quieter than they
            are; in Telegram a one-row section of its own, in the client's destructive colour (ADR 0086). */}
        <footer className="detail__danger">
          {telegram ? (
            <button
              type="button"
              className="detail-row detail-row--destructive"
              onClick={() => void remove()}
            >
              {t('delete')}
            </button>
          ) : (
            <Button variant="ghost" small className="detail__delete" onClick={() => void remove()}>
              {t('delete')}
            </Button>
          )}
        </footer>
      </div>
    </article>
  );
}
