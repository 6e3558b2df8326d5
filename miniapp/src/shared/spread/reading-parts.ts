/**
 * A reading's text in parts (ADR 0041): the server places each part (a card's, or the opening and the
 * synthesis); the client shows a card's part only once that card is face up, and never skips ahead.
 */
import type { SectionMark } from '../reading-stream.js';

export interface Part {
  position: string | null;
  text: string;
}

/** The parts of a text being written, cut where the server placed them; the rest is not placed yet. */
export function partsFromMarks(text: string, marks: SectionMark[]): Part[] {
  let start = 0;
  return marks.map((mark) => {
    const part = { position: mark.position, text: text.slice(start, mark.end).trim() };
    start = mark.end;
    return part;
  });
}

/**
 * The parts that may be read with `revealed` cards face up, in order: the opening at once, a card's
 * part once that card has turned, the synthesis once every card has.
 */
export function shownParts(parts: Part[], positions: string[], revealed: number): Part[] {
  const shown: Part[] = [];
  let seenCard = false;
  for (const part of parts) {
    const index = part.position === null ? -1 : positions.indexOf(part.position);
    if (index >= 0) seenCard = true;
    const open = index >= 0 ? index < revealed : !seenCard || revealed >= positions.length;
    if (!open) break;
    shown.push(part);
  }
  return shown;
}

/** Whether the parts are one card's part each (so they read as blocks per card), not one whole text. */
export const byCard = (parts: Part[]) => parts.some((p) => p.position !== null);
