/**
 * What of a reading may be read now, slot by slot (ADR 0041, 0069): the opening at once, a card's part
 * once that card has turned, the synthesis once every card has. The slots stand from the start, so the
 * text fills them in place instead of re-flowing when it is done.
 */
import type { SectionMark } from '../../../shared/reading-stream.js';
import { byCard, type Part, partsFromMarks, shownParts } from '../../../shared/spread/reading-parts.js';

export interface RevealSlots {
  opening: string;
  /** Each card's part, in the spread's order; empty until the card has turned and its text arrived. */
  cards: string[];
  synthesis: string;
  /** Everything written so far is on screen (the text is not held back for a face-down card). */
  caughtUp: boolean;
}

interface Source {
  text: string;
  marks: SectionMark[];
  /** The server's parts of a finished reading. */
  sections: Part[];
  complete: boolean;
  positions: string[];
  revealed: number;
}

const joined = (parts: Part[]) =>
  parts
    .map((p) => p.text)
    .filter(Boolean)
    .join('\n\n');

export function revealSlots({ text, marks, sections, complete, positions, revealed }: Source): RevealSlots {
  const allUp = revealed >= positions.length;
  const parts = complete
    ? sections.length
      ? sections
      : [{ position: null, text }]
    : partsFromMarks(text, marks);
  // A text the server could not place by card is read whole, in the opening's place, once all are up.
  if (complete && !byCard(parts))
    return {
      opening: allUp ? joined(parts) : '',
      cards: positions.map(() => ''),
      synthesis: '',
      caughtUp: allUp,
    };
  const shown = shownParts(parts, positions, revealed);
  const first = shown.findIndex((p) => p.position !== null);
  const opening = first < 0 ? shown : shown.slice(0, first);
  const rest = first < 0 ? [] : shown.slice(first);
  return {
    opening: joined(opening),
    cards: positions.map((position) => joined(rest.filter((p) => p.position === position))),
    synthesis: joined(rest.filter((p) => p.position === null)),
    caughtUp: shown.length === parts.length,
  };
}
