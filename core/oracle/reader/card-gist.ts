/**
 * What the spread shows, said in the opening before any card has turned (blind review 30: "opens with
 * disclaimers and a definition instead of a reading"): the state each of the story's three cards names
 * (locales/<lang>/card-gist.json), where the matter comes from, where it turns and where it leads, in one
 * sentence that names no card and no place.
 */
import { namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { OracleCard } from '../oracle.js';
import type { Phrasebook } from './phrasebook.js';
import { AHEAD, isCalendar, roleOf } from './roles.js';
import { storyCards } from './story.js';

type Gists = Record<string, Partial<Record<'upright' | 'reversed', string>>>;

/** The card's gist on the side drawn, a noun phrase ("an old sorrow loosening its grip"); '' where none is written. */
export function gistOf(locale: Locale, card: Pick<OracleCard, 'cardId' | 'reversed'>): string {
  const gists = namespace<Gists | undefined>(locale, 'card-gist');
  return gists?.[card.cardId]?.[card.reversed ? 'reversed' : 'upright'] ?? '';
}

/**
 * The sentence, or '' for a spread under three cards, for Two Paths and the Year Ahead (their openings
 * weigh roads and months), and where a phrase is missing or one `say` refuses (a tender place's harsh words).
 */
export function gistLine(
  book: Phrasebook,
  cards: OracleCard[],
  say: (phrase: string, card: OracleCard) => boolean,
): string {
  if (isCalendar(cards) || cards.some((c) => roleOf(c.position) === 'path')) return '';
  const three = storyCards(cards);
  if (!three) return '';
  const [a, b, c] = three.map((card) => gistOf(book.locale, card));
  if (!a || !b || !c || ![a, b, c].every((phrase, i) => say(phrase, three[i] as OracleCard))) return '';
  const ahead = AHEAD.has(roleOf(three[2].position));
  return book.line(ahead ? 'gist_ahead' : 'gist_plain', { a, b, c });
}
