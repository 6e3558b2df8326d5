/** Turns a follow-up, its reading and the follow-ups before it into what the oracle needs. */
import type { FollowupRow, ReadingRow, UserRow } from '../../db/schema.js';
import { namespace } from '../i18n.js';
import type { Locale } from '../locales.js';
import type { FollowupRequest, OracleCard } from '../oracle/oracle.js';
import { oracleCards, readingRequest } from '../readings/oracle-request.js';
import { questionLanguage } from '../safety/question-language.js';
import type { CardId } from '../tarot/deck.js';

/** The clarifier as the oracle reads it: a card in the position "Clarifier", in the reading's language. */
function clarifierCard(locale: Locale, spreadId: string, row: FollowupRow): OracleCard | null {
  if (!row.cardId) return null;
  const [card] = oracleCards(locale, spreadId, [
    { position: 'clarifier', card_id: row.cardId as CardId, reversed: row.reversed },
  ]);
  const names = namespace<{ names?: Record<string, string> }>(locale, 'oracle').names ?? {};
  return card ? { ...card, positionName: names.clarifier ?? 'Clarifier', positionHint: '' } : null;
}

export function followupRequest(
  reading: ReadingRow,
  user: UserRow,
  followup: FollowupRow,
  earlier: readonly FollowupRow[],
): FollowupRequest {
  const locale = reading.locale as Locale;
  const card = clarifierCard(locale, reading.spreadId, followup);
  if (!card) throw new Error(`follow-up ${followup.id} has no clarifier card`);
  return {
    reading: readingRequest(reading, user),
    interpretation: reading.interpretation,
    // Only what the cards answered is context; the safety layer's answers and failures are not.
    earlier: earlier.flatMap((f) => {
      const c = f.status === 'complete' ? clarifierCard(locale, reading.spreadId, f) : null;
      return c ? [{ question: f.question, card: c, answer: f.answer }] : [];
    }),
    question: followup.question,
    card,
    questionLocale: questionLanguage(followup.question, locale),
    thirdParty: followup.safety === 'third_party',
  };
}
