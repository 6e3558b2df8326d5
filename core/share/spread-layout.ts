/**
 * Where each card of a spread lies on a share image: [across, down] in card widths and heights from
 * the top-left, plus a quarter turn for the Celtic Cross's crossing card. The same traditional
 * shapes as the mini-app's spread view (miniapp/src/shared/spread/layouts.ts); a spread not listed
 * lies in a row.
 */
import { findSpread } from '../tarot/spreads.js';

export interface ImageSlot {
  across: number;
  down: number;
  quarterTurn: boolean;
}

type Shape = readonly (readonly [number, number, 1?])[];

/** Positions in the order core/tarot/spreads.ts lists them. */
const SHAPES: Record<string, Shape> = {
  // You and them side by side, what lives between you above and between them.
  'two-people': [
    [0, 1.08],
    [2.2, 1.08],
    [1.1, 0],
  ],
  relationship: [
    [0, 0],
    [2.2, 0],
    [1.1, 0],
    [0.55, 1.08],
    [1.65, 1.08],
  ],
  career: [
    [0, 1.08],
    [1.1, 1.08],
    [2.2, 1.08],
    [0.55, 0],
    [1.65, 0],
  ],
  // where you stand between path A (left) and path B (right), each with what it brings above it.
  decision: [
    [1.1, 1.08],
    [0, 1.08],
    [0, 0],
    [2.2, 1.08],
    [2.2, 0],
    [1.1, 0],
  ],
  // The theme above the four weeks.
  'month-ahead': [
    [1.65, 0],
    [0, 1.08],
    [1.1, 1.08],
    [2.2, 1.08],
    [3.3, 1.08],
  ],
  // An arc opening upward: down from the past, along the bottom, up to the outcome.
  horseshoe: [
    [0, 0],
    [0.55, 1.08],
    [1.1, 2.16],
    [2.2, 2.16],
    [3.3, 2.16],
    [3.85, 1.08],
    [4.4, 0],
  ],
  // The shadow at the centre: its root below, how it shows and its gift beside it, integration above.
  'shadow-work': [
    [1.1, 1.08],
    [1.1, 2.16],
    [0, 1.08],
    [2.2, 1.08],
    [1.1, 0],
  ],
  // present, challenge (across it), foundation, past, crown, near future, then the staff upwards.
  'celtic-cross': [
    [1.1, 1.62],
    [1.1, 1.62, 1],
    [1.1, 2.7],
    [0, 1.62],
    [1.1, 0.54],
    [2.2, 1.62],
    [3.65, 3.24],
    [3.65, 2.16],
    [3.65, 1.08],
    [3.65, 0],
  ],
  // The year's theme above its twelve months, a season of three to a row.
  'year-ahead': [
    [1.1, 0],
    ...Array.from({ length: 12 }, (_, i) => [(i % 3) * 1.1, Math.floor(i / 3) * 1.08 + 1.08] as const),
  ],
};

export function imageSlots(spreadId: string, count: number): ImageSlot[] {
  const shape = SHAPES[spreadId];
  if (shape && shape.length === count && findSpread(spreadId)) {
    return shape.map(([across, down, turn]) => ({ across, down, quarterTurn: turn === 1 }));
  }
  return Array.from({ length: count }, (_, i) => ({ across: i * 1.1, down: 0, quarterTurn: false }));
}

/** The shape's size in card widths and heights (a turned card is as wide as a card is tall). */
export function shapeSize(slots: readonly ImageSlot[]): { across: number; down: number } {
  return {
    across: Math.max(...slots.map((s) => s.across + 1)),
    down: Math.max(...slots.map((s) => s.down + 1)),
  };
}
