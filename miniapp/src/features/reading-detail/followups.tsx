/**
 * "Ask the cards more" under a finished reading (DESIGN §6b): the conversation so far (each question,
 * its clarifier card and the answer as it streams in), then the question field with the price and how
 * many questions are left. Inside Telegram the MainButton asks once the field has text, and the field is
 * a borderless row of its section that grows with the question (ADR 0086).
 */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH } from '../../../../core/inputs/question.js';
import { inTelegram } from '../../lib/telegram.js';
import { useAutoGrow } from '../../lib/use-auto-grow.js';
import { useMainButton } from '../../lib/use-bottom-buttons.js';
import { useClosingConfirmation } from '../../lib/use-closing-confirmation.js';
import { PurchaseSheet } from '../../shared/purchase/purchase-sheet.js';
import type { Card } from '../../shared/spread/deck.js';
import { InterpretationText } from '../../shared/spread/interpretation-text.js';
import { SupportAnswer } from '../../shared/support/support-answer.js';
import { Button } from '../../ui/button.js';
import { CardImage } from '../../ui/card-image.js';
import { type Followup, useFollowups } from './use-followups.js';
import type { Reading } from './use-reading-detail.js';
import './followups.css';
import './detail-sections.css';

function FollowupItem({ followup, deck }: { followup: Followup; deck: Map<string, Card> }) {
  const { t } = useTranslation('detail');
  const card = followup.card;
  const name = card ? (deck.get(card.card_id)?.name ?? card.card_id) : null;
  return (
    <li className="followup" data-testid="followup">
      <p className="followup__question">
        <span className="visually-hidden">{t('followups.you_asked')} </span>“{followup.question}”
      </p>
      {followup.support ? (
        <SupportAnswer support={followup.support} heading="h2" />
      ) : (
        <div className="followup__answer">
          {card && name ? (
            <figure className="followup__card">
              <CardImage cardId={card.card_id} reversed={card.reversed} alt={name} size="s" />
              <figcaption>
                <span className="followup__card-label">{t('followups.clarifier')}</span>
                {/* The name and its side on lines of their own: "The Hanged Man · reversed" broke in three
                    at the card's 88 px (design review 10, problem 10). */}
                <span>{name}</span>
                <span className="followup__card-side">{card.reversed ? t('reversed') : t('upright')}</span>
              </figcaption>
            </figure>
          ) : null}
          <div className="followup__text">
            {followup.status === 'failed' ? (
              <div className="alert" role="alert">
                {t('followups.failed', { count: followup.cost })}
              </div>
            ) : (
              <InterpretationText text={followup.answer} writing={followup.status === 'pending'} />
            )}
          </div>
        </div>
      )}
    </li>
  );
}

export function Followups({ reading, deck }: { reading: Reading; deck: Map<string, Card> }) {
  const { t } = useTranslation('detail');
  const session = useFollowups(reading);
  const [question, setQuestion] = useState('');
  // Asking with an empty field says what is missing, instead of a disabled button with no reason.
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const price = t('common:tokens_count', { count: reading.followup_cost });
  const busy = session.asking || session.writing;
  const canAsk = question.trim() !== '' && !busy;
  const telegram = inTelegram();
  useAutoGrow(field, question, telegram);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!question.trim()) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    if (await session.ask(question.trim())) setQuestion('');
  };
  useClosingConfirmation(session.asking || session.writing);
  useMainButton(
    session.left > 0 && question.trim() ? t('followups.ask', { price }) : null,
    () => void submit(),
    { enabled: canAsk },
  );

  return (
    <section
      className="followups panel detail-section"
      aria-labelledby="followups-title"
      data-testid="followups"
    >
      <h2 id="followups-title" className="detail-section__title">
        {t('followups.title')}
      </h2>
      <div className="followups__body detail-section__box">
        {session.items.length > 0 ? (
          <ol className="followups__list">
            {session.items.map((f) => (
              <FollowupItem key={f.id} followup={f} deck={deck} />
            ))}
          </ol>
        ) : (
          <p className="muted">{t('followups.intro')}</p>
        )}
        {session.left > 0 ? (
          <form className="followups__form" onSubmit={(e) => void submit(e)}>
            <label htmlFor="followup-question" className="followups__label">
              {t('followups.label')}
            </label>
            <textarea
              id="followup-question"
              className="field__input followups__input"
              maxLength={QUESTION_MAX_LENGTH}
              rows={2}
              placeholder={t('followups.placeholder')}
              value={question}
              onChange={(e) => {
                setQuestion(e.target.value);
                setEmpty(false);
              }}
              ref={field}
              aria-invalid={empty || undefined}
              aria-describedby={empty ? 'followups-empty followups-left' : 'followups-left'}
            />
            {empty ? (
              <p id="followups-empty" className="field__error" role="alert">
                {t('followups.empty')}
              </p>
            ) : null}
            <div className="followups__foot">
              <span id="followups-left" className="muted" aria-live="polite">
                {t('followups.left', { count: session.left })}
              </span>
              {telegram ? null : (
                <Button type="submit" small busy={session.asking} disabled={session.writing}>
                  {t('followups.ask', { price })}
                </Button>
              )}
            </div>
            {session.error ? (
              <div className="alert" role="alert">
                {session.error}
              </div>
            ) : null}
          </form>
        ) : (
          <p className="muted" data-testid="followups-limit">
            {t('followups.limit')}
          </p>
        )}
      </div>
      <PurchaseSheet open={session.insufficient} reason="insufficient" onClose={session.closeInsufficient} />
    </section>
  );
}
