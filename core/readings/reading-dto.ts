/** A reading as callers see it (DESIGN §6a). */
import type { ReadingRow } from '../../db/schema.js';
import type { PathNames } from '../inputs/path-names.js';
import { declinedAnswer } from '../safety/declined-answer.js';
import type { SupportAnswer } from '../safety/support-answer.js';
import type { DrawnCard } from '../tarot/draw.js';
import { type PositionName, storedPathNames } from '../tarot/position-names.js';
import { interpretationSections } from './interpretation-sections.js';
import { positionNamesOf } from './reading-positions.js';
import type { Section } from './reading-sections.js';

export interface ReadingDto {
  id: string;
  spread_id: string;
  question: string | null;
  cards: DrawnCard[];
  interpretation: string;
  /** The finished interpretation in parts: each card's, then the synthesis (ADR 0041); [] until then. */
  sections: Section[];
  status: ReadingRow['status'];
  /** `reading`, or the safety layer's `support` (care and helplines) or `reframed` answer. */
  kind: ReadingRow['kind'];
  /** The safety layer's answer, structured for tappable numbers; null for a reading. */
  support: SupportAnswer | null;
  failure_reason: string | null;
  /** `drawn` by the app, or `own_deck`: the person's own cards (DESIGN §6b). */
  source: ReadingRow['source'];
  cost: number;
  locale: string;
  saved: boolean;
  note: string | null;
  /** Two Paths: the two paths as the person named them (ADR 0072); null when not named. */
  path_names: PathNames | null;
  /** The reading's own names for some positions (named paths, dated weeks, months); the rest keep the spread's. */
  position_names: Record<string, PositionName>;
  created_at: string;
}

export function toReadingDto(row: ReadingRow): ReadingDto {
  const cards = JSON.parse(row.cards) as DrawnCard[];
  return {
    id: row.id,
    spread_id: row.spreadId,
    question: row.question,
    cards,
    interpretation: row.interpretation,
    sections: interpretationSections(row, cards),
    status: row.status,
    kind: row.kind,
    support: declinedAnswer(row),
    failure_reason: row.failureReason,
    source: row.source,
    cost: row.cost,
    locale: row.locale,
    saved: row.savedAt !== null,
    note: row.note,
    path_names: storedPathNames(row.pathNames),
    position_names: positionNamesOf(row),
    created_at: new Date(row.createdAt).toISOString(),
  };
}
