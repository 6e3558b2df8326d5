/** A stored reading's interpretation in parts, with its cards named in the reading's language (ADR 0041). */
import type { ReadingRow } from '../../db/schema.js';
import type { Locale } from '../locales.js';
import type { OracleCard } from '../oracle/oracle.js';
import { cardText } from '../tarot/card-texts.js';
import type { DrawnCard } from '../tarot/draw.js';
import { spreadText } from '../tarot/spreads.js';
import { positionNamesOf } from './reading-positions.js';
import { readingSections, type Section, type SectionCard } from './reading-sections.js';

/** The cards as the section finder needs them, from what the oracle was given. */
export const sectionCardsOf = (cards: OracleCard[]): SectionCard[] =>
  cards.map((c) => ({ position: c.position, cardName: c.name, positionName: c.positionName }));

/** A stored reading's cards as the section finder needs them. */
export const storedSectionCards = (row: ReadingRow): SectionCard[] =>
  sectionCards(row, JSON.parse(row.cards) as DrawnCard[]);

/** The cards named as the reading's text names them, its own position names included. */
function sectionCards(row: ReadingRow, drawn: DrawnCard[]): SectionCard[] {
  const locale = row.locale as Locale;
  const positions = spreadText(locale, row.spreadId).positions;
  const own = positionNamesOf(row);
  return drawn.map((d) => ({
    position: d.position,
    cardName: cardText(locale, d.card_id).name,
    positionName: own[d.position]?.name ?? positions[d.position] ?? d.position,
  }));
}

/** Only a finished reading has parts; a pending one has no text, a declined one is not read by card. */
export function interpretationSections(row: ReadingRow, drawn: DrawnCard[]): Section[] {
  if (row.status !== 'complete' || !row.interpretation) return [];
  try {
    return readingSections(row.interpretation, sectionCards(row, drawn));
  } catch {
    // A spread or card the locale no longer names: the text as one part still reads.
    return [{ position: null, text: row.interpretation.trim() }];
  }
}
