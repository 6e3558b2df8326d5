/**
 * Where each position of a spread lies, in card units (x across in card widths, y down in card
 * heights, centres), so every spread is laid out in its own traditional shape: the Celtic Cross as a
 * cross with the challenge across the present and a staff of four beside it.
 */
export interface Slot {
  x: number;
  y: number;
  rotate?: number;
}

export interface Layout {
  width: number;
  height: number;
  slots: Record<string, Slot>;
}

const ROW = (keys: string[]): Layout => ({
  width: keys.length * 1.1,
  height: 1.06,
  slots: Object.fromEntries(keys.map((k, i) => [k, { x: 0.55 + i * 1.1, y: 0.53 }])),
});

export const LAYOUTS: Record<string, Layout> = {
  daily: ROW(['card']),
  'yes-no': ROW(['answer']),
  'three-cards': ROW(['past', 'present', 'future']),
  'situation-obstacle-advice': ROW(['situation', 'obstacle', 'advice']),
  relationship: {
    width: 3.3,
    height: 2.14,
    slots: {
      you: { x: 0.55, y: 0.53 },
      connection: { x: 1.65, y: 0.53 },
      partner: { x: 2.75, y: 0.53 },
      challenge: { x: 1.1, y: 1.61 },
      potential: { x: 2.2, y: 1.61 },
    },
  },
  career: {
    width: 3.3,
    height: 2.14,
    slots: {
      current: { x: 0.55, y: 1.61 },
      strengths: { x: 1.65, y: 1.61 },
      challenges: { x: 2.75, y: 1.61 },
      action: { x: 1.1, y: 0.53 },
      outcome: { x: 2.2, y: 0.53 },
    },
  },
  'celtic-cross': {
    width: 4.75,
    height: 4.3,
    slots: {
      present: { x: 1.65, y: 2.15 },
      challenge: { x: 1.65, y: 2.15, rotate: 90 },
      foundation: { x: 1.65, y: 3.22 },
      past: { x: 0.55, y: 2.15 },
      crown: { x: 1.65, y: 1.08 },
      near_future: { x: 2.75, y: 2.15 },
      self: { x: 4.2, y: 3.76 },
      environment: { x: 4.2, y: 2.69 },
      hopes_fears: { x: 4.2, y: 1.61 },
      outcome: { x: 4.2, y: 0.53 },
    },
  },
};

/** A spread the client does not know yet still lays out, in a row. */
export function layoutFor(spreadId: string, positions: string[]): Layout {
  return LAYOUTS[spreadId] ?? ROW(positions);
}
