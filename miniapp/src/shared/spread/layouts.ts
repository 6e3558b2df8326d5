/**
 * Where each position of a spread lies, as cells of a grid: every card spans two columns, so a row can
 * sit half a card across (the relationship's lower row, the horseshoe's arc); each card carries its
 * label under it. The Celtic Cross is a cross with the challenge across the present and a staff of four
 * beside it. core/share/spread-layout.ts draws the same shapes on the share image.
 */
export interface Slot {
  /** First of the two grid columns the card spans (1-based). */
  col: number;
  row: number;
  /** The position this card lies across (the Celtic Cross's challenge), turned a quarter. */
  crosses?: string;
}

/** A head over a column, in a row of its own above the given row of cards: the name of the column's top card. */
export interface Head {
  col: number;
  /** The row of cards it stands over (every head of a shape over the same one). */
  above: number;
  of: string;
}

export interface Layout {
  /** Grid columns: two per card across. */
  columns: number;
  rows: number;
  slots: Record<string, Slot>;
  /** Wide gaps, where a card lies across another and must not touch its neighbours. */
  wide?: boolean;
  /** A narrow grid column that only keeps the cards either side of it apart (the Celtic Cross's staff). */
  gutter?: number;
  /** Small-caps heads over columns (Two Paths' two paths), in a row of their own between rows of cards. */
  heads?: Head[];
  /** The shape on a phone (up to 480 px), where it differs. */
  phone?: Layout;
  /** The shape on a wide screen (1024 px and more), where it differs. */
  desk?: Layout;
}

const ROW = (keys: string[]): Layout => ({
  columns: keys.length * 2,
  rows: 1,
  slots: Object.fromEntries(keys.map((k, i) => [k, { col: i * 2 + 1, row: 1 }])),
});

export const LAYOUTS: Record<string, Layout> = {
  daily: ROW(['card']),
  'yes-no': ROW(['answer']),
  'three-cards': ROW(['past', 'present', 'future']),
  'situation-obstacle-advice': ROW(['situation', 'obstacle', 'advice']),
  // You and them side by side, what lives between you above and between them.
  'two-people': {
    columns: 6,
    rows: 2,
    slots: {
      you: { col: 1, row: 2 },
      them: { col: 5, row: 2 },
      between: { col: 3, row: 1 },
    },
  },
  relationship: {
    columns: 6,
    rows: 2,
    slots: {
      you: { col: 1, row: 1 },
      connection: { col: 3, row: 1 },
      partner: { col: 5, row: 1 },
      challenge: { col: 2, row: 2 },
      potential: { col: 4, row: 2 },
    },
  },
  career: {
    columns: 6,
    rows: 2,
    slots: {
      current: { col: 1, row: 2 },
      strengths: { col: 3, row: 2 },
      challenges: { col: 5, row: 2 },
      action: { col: 2, row: 1 },
      outcome: { col: 4, row: 1 },
    },
  },
  // Read top-down (ADR 0096): where you stand at the top, then each path as a column that reads down,
  // what it asks over what it brings, under its name; what helps you choose at the foot.
  decision: {
    columns: 6,
    rows: 4,
    slots: {
      situation: { col: 3, row: 1 },
      path_a: { col: 1, row: 2 },
      path_a_brings: { col: 1, row: 3 },
      path_b: { col: 5, row: 2 },
      path_b_brings: { col: 5, row: 3 },
      advice: { col: 3, row: 4 },
    },
    heads: [
      { col: 1, above: 2, of: 'path_a' },
      { col: 5, above: 2, of: 'path_b' },
    ],
  },
  // The theme above the four weeks, centred.
  'month-ahead': {
    columns: 8,
    rows: 2,
    slots: {
      theme: { col: 4, row: 1 },
      week_1: { col: 1, row: 2 },
      week_2: { col: 3, row: 2 },
      week_3: { col: 5, row: 2 },
      week_4: { col: 7, row: 2 },
    },
  },
  // An arc opening upward, half a card in at each step down.
  horseshoe: {
    columns: 10,
    rows: 3,
    slots: {
      past: { col: 1, row: 1 },
      present: { col: 2, row: 2 },
      hidden: { col: 3, row: 3 },
      obstacle: { col: 5, row: 3 },
      environment: { col: 7, row: 3 },
      advice: { col: 8, row: 2 },
      outcome: { col: 9, row: 1 },
    },
  },
  // The shadow at the centre: its root below, how it shows and its gift beside it, integration above.
  'shadow-work': {
    columns: 6,
    rows: 3,
    slots: {
      shadow: { col: 3, row: 2 },
      root: { col: 3, row: 3 },
      mask: { col: 1, row: 2 },
      gift: { col: 5, row: 2 },
      integration: { col: 3, row: 1 },
    },
  },
  // The staff stands apart from the cross, past a gutter, and rises from the cross's foot: its first
  // card (self) beside the foundation (design review 6, problem 2).
  'celtic-cross': {
    columns: 9,
    rows: 4,
    wide: true,
    gutter: 7,
    slots: {
      present: { col: 3, row: 3 },
      challenge: { col: 3, row: 3, crosses: 'present' },
      foundation: { col: 3, row: 4 },
      past: { col: 1, row: 3 },
      crown: { col: 3, row: 2 },
      near_future: { col: 5, row: 3 },
      self: { col: 8, row: 4 },
      environment: { col: 8, row: 3 },
      hopes_fears: { col: 8, row: 2 },
      outcome: { col: 8, row: 1 },
    },
    // On a phone the staff lies in a row under the cross, so the cross has the room to lay the challenge
    // off-centre (spread-layout.css) with the present still readable under it (design review 5).
    phone: {
      columns: 8,
      rows: 4,
      slots: {
        present: { col: 3, row: 2 },
        challenge: { col: 3, row: 2, crosses: 'present' },
        foundation: { col: 3, row: 3 },
        past: { col: 1, row: 2 },
        crown: { col: 3, row: 1 },
        near_future: { col: 7, row: 2 },
        self: { col: 1, row: 4 },
        environment: { col: 3, row: 4 },
        hopes_fears: { col: 5, row: 4 },
        outcome: { col: 7, row: 4 },
      },
    },
  },
  // The year's theme above its twelve months, a season (three months) to a row as a calendar reads.
  'year-ahead': {
    columns: 6,
    rows: 5,
    slots: {
      year_theme: { col: 3, row: 1 },
      ...Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [
          `month_${i + 1}`,
          { col: (i % 3) * 2 + 1, row: Math.floor(i / 3) + 2 },
        ]),
      ),
    },
    // Beside the reading on a wide screen: the months in two rows of six, the half-years.
    desk: {
      columns: 12,
      rows: 3,
      slots: {
        year_theme: { col: 6, row: 1 },
        ...Object.fromEntries(
          Array.from({ length: 12 }, (_, i) => [
            `month_${i + 1}`,
            { col: (i % 6) * 2 + 1, row: Math.floor(i / 6) + 2 },
          ]),
        ),
      },
    },
  },
};

/** A spread the client does not know yet still lays out, in a row. */
export function layoutFor(spreadId: string, positions: string[]): Layout {
  return LAYOUTS[spreadId] ?? ROW(positions);
}
