/**
 * Where each card of a spread lies on a share image: [across, down] in card widths and heights from
 * the top-left, plus a quarter turn for the Celtic Cross's crossing card. The same traditional
 * shapes as the mini-app's spread view (miniapp/src/shared/spread/layouts.ts); a spread not listed
 * lies in a row. `placeShape` sizes a shape to the room an image gives it.
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
  // Top-down: where you stand, each path a column (what it asks over what it brings), advice at the foot.
  decision: [
    [1.1, 0],
    [0, 1.08],
    [0, 2.16],
    [2.2, 1.08],
    [2.2, 2.16],
    [1.1, 3.24],
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
  // present, challenge (across it), foundation, past, crown, near future, then the staff upwards. The
  // cross is wide enough that the turned challenge (5/3 of a card across) clears past and near future.
  'celtic-cross': [
    [1.4, 1.62],
    [1.4, 1.62, 1],
    [1.4, 2.7],
    [0, 1.62],
    [1.4, 0.54],
    [2.8, 1.62],
    [4.25, 3.24],
    [4.25, 2.16],
    [4.25, 1.08],
    [4.25, 0],
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

/** A card's height in card widths (the art is 300 × 500). */
export const CARD_ASPECT = 5 / 3;

/** A card as drawn: its centre in pixels from the shape's top-left, its turn in degrees, its layer. */
export interface PlacedCard {
  x: number;
  y: number;
  rotate: number;
  /** Drawn over the cards of a lower layer (the middle card of a fan). */
  layer: number;
}

export interface PlacedShape {
  cardWidth: number;
  width: number;
  height: number;
  /** In the order of the slots. */
  cards: PlacedCard[];
}

/** A fan's cards overlap by at most a quarter of a card; the outer ones tilt out and sit a little lower. */
const FAN = { minStep: 0.75, step: 1.1, tilt: 3, drop: 0.02 } as const;

/** Centres and turns at a card width of 1, a row's cards `step` apart (the fan's when `fan`). */
function unitCards(slots: readonly ImageSlot[], fan: boolean, step: number): PlacedCard[] {
  if (!fan) {
    return slots.map((s) => ({
      x: s.across + 0.5,
      y: (s.down + 0.5) * CARD_ASPECT,
      rotate: s.quarterTurn ? 90 : 0,
      layer: 0,
    }));
  }
  const middle = (slots.length - 1) / 2;
  return slots.map((_, i) => {
    const side = Math.sign(i - middle);
    return {
      x: i * step + 0.5,
      y: (0.5 + (side === 0 ? 0 : FAN.drop)) * CARD_ASPECT,
      rotate: side * FAN.tilt,
      layer: side === 0 ? 1 : 0,
    };
  });
}

/** The box around the cards at a card width of 1, each turned card's corners included. */
function bounds(cards: readonly PlacedCard[]) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const card of cards) {
    const a = (card.rotate * Math.PI) / 180;
    const halfW = (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)) * CARD_ASPECT) / 2;
    const halfH = (Math.abs(Math.sin(a)) + Math.abs(Math.cos(a)) * CARD_ASPECT) / 2;
    xs.push(card.x - halfW, card.x + halfW);
    ys.push(card.y - halfH, card.y + halfH);
  }
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

function scaled(cards: readonly PlacedCard[], cardWidth: number): PlacedShape {
  const box = bounds(cards);
  return {
    cardWidth,
    width: box.width * cardWidth,
    height: box.height * cardWidth,
    cards: cards.map((c) => ({ ...c, x: (c.x - box.left) * cardWidth, y: (c.y - box.top) * cardWidth })),
  };
}

/**
 * The shape at the largest card width that fits the room (at most `maxCardWidth`). A row of two or
 * three cards that the room's width would keep shorter than its height allows is laid as a fan: the
 * cards draw closer, up to a quarter of a card over each other, the middle one on top.
 */
export function placeShape(
  slots: readonly ImageSlot[],
  room: { width: number; height: number },
  maxCardWidth: number,
): PlacedShape {
  const widest = (cards: PlacedCard[]) => {
    const box = bounds(cards);
    return Math.min(maxCardWidth, room.width / box.width, room.height / box.height);
  };
  const flat = unitCards(slots, false, FAN.step);
  const width = widest(flat);
  const row = slots.length >= 2 && slots.length <= 3 && slots.every((s) => s.down === 0 && !s.quarterTurn);
  if (!row) return scaled(flat, width);
  const tallest = Math.min(maxCardWidth, room.height / bounds(unitCards(slots, true, 0)).height);
  if (tallest <= width) return scaled(flat, width);
  // The step at which the fan is as wide as the room with its cards as tall as the room.
  const reach = bounds(unitCards(slots, true, 0)).width;
  const step = Math.max(FAN.minStep, Math.min(FAN.step, (room.width / tallest - reach) / (slots.length - 1)));
  const fan = unitCards(slots, true, step);
  return scaled(fan, widest(fan));
}
