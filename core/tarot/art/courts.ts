/**
 * The court cards: four rank figures (the Page stands in the open holding up
 * the suit's sign, the Knight rides, the Queen sits veiled on a rounded
 * throne, the King sits crowned on a square one), each card with its own pose
 * and the Rider–Waite–Smith emblems it is read by (court-props.ts, ADR 0059).
 */
import type { Suit } from '../deck.js';
import { type Gait, horse, placed } from './beasts.js';
import {
  birds,
  butterfly,
  castle,
  closedCup,
  figure,
  fish,
  grapes,
  lions,
  rabbit,
  roses,
  salamanders,
  tree,
  wings,
} from './court-props.js';
import { cloud, ground, hills, type Kit, LEAF, NIGHT, RED, STONE, sea, WATER } from './kit.js';
import { gilt, pale } from './palette.js';
import { type Limb, person } from './people.js';
import { circle, crescent, el, g, path, rect, star } from './shapes.js';

/** A suit's robe and landscape colours. */
const DRESS: Record<Suit, string> = {
  wands: '#c8642a',
  cups: '#3a6a9a',
  swords: '#5a5a8a',
  pentacles: '#4a7a3a',
};
const LAND: Record<Suit, string> = {
  wands: '#3a1a10',
  cups: '#123828',
  swords: '#3a3a4a',
  pentacles: '#2a3a1a',
};

/** The sign held at (x, y) on the card: a staff for wands, a blade for swords, else the suit sign. */
function held(k: Kit, x: number, y: number, s = 0.62, lift = 0): string {
  if (k.suit === 'wands') return k.staff(x, y + 70, x + lift, y - 110, 2);
  if (k.suit === 'swords') return k.blade(x, y, lift, 120);
  return k.sign(x, y, s);
}

/** The landscape behind a standing or riding figure, told by suit. */
function backdrop(k: Kit): string {
  const land = LAND[k.suit];
  switch (k.suit) {
    case 'wands':
      return (
        figure(
          'pyramids',
          path('M-110 80L-84 40L-58 80ZM60 80L90 30L120 80Z', { fill: '#6a3a1a', 'stroke-width': 1.2 }),
        ) + ground('90Q0 80 125 90', land)
      );
    case 'cups':
      return sea(70) + ground('110Q0 100 125 112', land);
    case 'swords':
      return (
        cloud(k.p, -70, -140, 40) +
        path('M-125-60l30 6l30-10l40 8l50-12l60 6', { stroke: pale(k.p), 'stroke-width': 1.2 }) +
        ground('90Q-40 70 0 86T125 80', land)
      );
    default:
      return (
        hills(70, k.p) +
        ground('94', land) +
        figure(
          'furrows',
          path('M-125 110H125M-125 126H125M-125 142H125', { stroke: '#5a4a2a', 'stroke-width': 1.2 }),
        )
      );
  }
}

function page(k: Kit): string {
  const arms: Record<Suit, { l: Limb; r: Limb }> = {
    wands: {
      l: [
        [-12, -58],
        [18, -64],
      ],
      r: [
        [24, -60],
        [28, -76],
      ],
    },
    cups: {
      l: [
        [-20, -56],
        [-22, -40],
      ],
      r: [
        [22, -62],
        [24, -80],
      ],
    },
    swords: {
      l: [
        [-6, -58],
        [16, -62],
      ],
      r: [
        [22, -60],
        [20, -66],
      ],
    },
    pentacles: {
      l: [
        [-8, -62],
        [14, -86],
      ],
      r: [
        [22, -68],
        [28, -86],
      ],
    },
  };
  const s = 1.95;
  const x = -14;
  const sign: Record<Suit, () => string> = {
    wands: () =>
      held(k, x + 26 * s, 150 - 70 * s) +
      salamanders(
        [
          [-26, 58],
          [-2, 70],
        ],
        6,
      ),
    cups: () => held(k, x + 24 * s, 150 - 80 * s - 10, 0.6) + fish(x + 36, 150 - 136),
    swords: () =>
      held(k, x + 20 * s, 150 - 64 * s, 0.6, 24) +
      birds([
        [-70, -96],
        [-48, -108],
        [72, -118],
      ]),
    pentacles: () => held(k, x + 22 * s, 150 - 92 * s, 0.8) + tree(-96, 76),
  };
  return (
    backdrop(k) +
    person(k.p, x, 150, s, {
      figure: 'page',
      body: 'tunic',
      hat: 'cap',
      fill: DRESS[k.suit],
      ...arms[k.suit],
    }) +
    sign[k.suit]()
  );
}

function knight(k: Kit): string {
  const gait: Record<Suit, Gait> = { wands: 'rear', cups: 'walk', swords: 'gallop', pentacles: 'stand' };
  const hs = 1.6;
  const w = 2 / hs;
  const arm: Record<Suit, Limb> = {
    wands: [
      [24, -66],
      [30, -80],
    ],
    cups: [
      [24, -64],
      [36, -66],
    ],
    swords: [
      [28, -68],
      [42, -74],
    ],
    pentacles: [
      [22, -60],
      [32, -62],
    ],
  };
  const rs = 0.72;
  const hx = 2 + (arm[k.suit][1]?.[0] ?? 0) * rs;
  const hy = -34 + (arm[k.suit][1]?.[1] ?? 0) * rs;
  const item: Record<Suit, () => string> = {
    wands: () => k.staff(hx, hy + 40, hx + 14, hy - 60, 2),
    cups: () => k.sign(hx + 4, hy - 6, 0.4),
    // The Knight of Swords charges, his blade pointed ahead.
    swords: () => k.blade(hx, hy, 60, 64),
    pentacles: () => k.sign(hx + 6, hy, 0.46),
  };
  const rider =
    person(
      k.p,
      2,
      -34,
      rs,
      {
        figure: 'knight',
        body: 'tunic',
        hat: 'helmet',
        fill: '#8a8a9a',
        lean: k.suit === 'swords' ? 12 : 0,
        legL: [],
        legR: [
          [14, -22],
          [12, -4],
        ],
        l: [
          [-4, -58],
          [16, -56],
        ],
        r: arm[k.suit],
      },
      w,
    ) + g({ 'stroke-width': w }, item[k.suit]() + (k.suit === 'cups' ? wings(2, -100, 0.12, pale(k.p)) : ''));
  const blanket =
    path('M-30-66Q-4-58 22-66L26-32Q-4-26-34-32Z', { fill: DRESS[k.suit] }) +
    (k.suit === 'wands'
      ? salamanders(
          [
            [-18, -48],
            [10, -47],
          ],
          5,
          1.2,
        )
      : '');
  const coat: Record<Suit, string> = {
    wands: '#7a5a4a',
    cups: pale(k.p),
    swords: '#7a5a4a',
    pentacles: '#2a2430',
  };
  const extra: Record<Suit, string> = {
    wands: '',
    cups: figure(
      'river',
      path('M-134 128Q-110 116-84 124T-40 116', { fill: 'none', stroke: WATER, 'stroke-width': 7 }),
    ),
    swords: birds([
      [60, -120],
      [82, -108],
      [96, -126],
    ]),
    pentacles: tree(100, 94, 0.9),
  };
  return (
    backdrop(k) +
    extra[k.suit] +
    placed('horse', -8, 150, hs, false, horse(k.p, gait[k.suit], coat[k.suit], blanket + rider))
  );
}

/** Carvings on top of a throne, by suit. */
function crest(k: Kit, y: number): string {
  switch (k.suit) {
    case 'wands':
      return (
        star(0, y, 12, 12, { fill: '#e8c54a', 'stroke-width': 1.2 }, 0.55) +
        circle(0, y, 5, { fill: '#5a3a1c' })
      );
    case 'cups':
      return (
        path(`M-14 ${y + 6}Q0 ${y - 22} 14 ${y + 6}Z`, { fill: pale(k.p), 'stroke-width': 1.2 }) +
        path(`M0 ${y + 6}V${y - 10}M-6 ${y + 6}L-3 ${y - 8}M6 ${y + 6}L3 ${y - 8}`, { 'stroke-width': 0.8 })
      );
    case 'swords':
      return butterfly(0, y);
    default:
      return figure(
        'bull',
        path(`M-14 ${y}q-6-12 4-12M14 ${y}q6-12-4-12`, { 'stroke-width': 2.4 }) +
          el('ellipse', { cx: 0, cy: y, rx: 9, ry: 7, fill: '#7a5a4a' }),
      );
  }
}

function queen(k: Kit): string {
  const s = 2;
  const arms: Record<Suit, { l: Limb; r: Limb }> = {
    wands: {
      l: [
        [-20, -44],
        [-24, -56],
      ],
      r: [
        [22, -44],
        [26, -52],
      ],
    },
    cups: {
      l: [
        [-18, -42],
        [-12, -52],
      ],
      r: [
        [18, -42],
        [12, -52],
      ],
    },
    swords: {
      l: [
        [-26, -54],
        [-42, -58],
      ],
      r: [
        [22, -44],
        [26, -54],
      ],
    },
    pentacles: {
      l: [
        [-18, -36],
        [-8, -30],
      ],
      r: [
        [18, -36],
        [8, -30],
      ],
    },
  };
  const sign: Record<Suit, () => string> = {
    wands: () =>
      held(k, 26 * s, 150 - 52 * s) +
      path(`M${-24 * s} ${150 - 56 * s}v-20`, { 'stroke-width': 1.6, stroke: LEAF }) +
      figure(
        'sunflower',
        star(-24 * s, 150 - 56 * s - 22, 8, 10, { fill: '#e8c54a', 'stroke-width': 1 }, 0.5),
      ) +
      lions(k.p, [
        [-58, 64],
        [58, 64],
      ]) +
      g(
        { 'data-figure': 'cat' },
        path('M52 150Q48 130 58 124L56 114L62 120H68L74 114L72 124Q82 130 78 150Z', {
          fill: NIGHT,
          'stroke-width': 1.2,
        }),
      ),
    // The Queen of Cups gazes at her closed, ornate cup.
    cups: () => closedCup(k.p, 0, 48),
    // The Queen of Swords holds her blade upright and the other hand out, open.
    swords: () => held(k, 26 * s, 150 - 54 * s, 0.6, 0) + cloud(k.p, -84, -120, 30) + birds([[88, -132]]),
    pentacles: () =>
      k.sign(0, 150 - 30 * s, 0.8) +
      roses([
        [-72, -30],
        [-70, -80],
        [-50, -118],
        [50, -118],
        [70, -80],
        [72, -30],
      ]) +
      rabbit(104, 150),
  };
  return (
    (k.suit === 'cups' ? sea(110) : ground('120', LAND[k.suit])) +
    path('M-72 150V-60Q-72-132 0-136Q72-132 72-60V150Z', { fill: STONE }) +
    path('M-62 150V-56Q-62-122 0-126Q62-122 62-56V150', { 'stroke-width': 1 }) +
    crest(k, -136) +
    person(k.p, 0, 150, s, {
      figure: 'queen',
      body: 'seated',
      hat: 'queen',
      fill: DRESS[k.suit],
      ...arms[k.suit],
    }) +
    sign[k.suit]()
  );
}

function king(k: Kit): string {
  const s = 2;
  const arms: Record<Suit, { l: Limb; r: Limb }> = {
    wands: {
      l: [
        [-22, -44],
        [-30, -40],
      ],
      r: [
        [22, -44],
        [26, -54],
      ],
    },
    cups: {
      l: [
        [-22, -44],
        [-26, -52],
      ],
      r: [
        [22, -44],
        [26, -54],
      ],
    },
    swords: {
      l: [
        [-22, -44],
        [-30, -38],
      ],
      r: [
        [20, -44],
        [20, -52],
      ],
    },
    pentacles: {
      l: [
        [-20, -40],
        [-18, -30],
      ],
      r: [
        [22, -44],
        [26, -54],
      ],
    },
  };
  const sceptre = (x: number, y: number) =>
    path(`M${x} ${y + 10}V${y - 40}`, { 'stroke-width': 2.4 }) + circle(x, y - 44, 4.5, gilt(k.p));
  const sign: Record<Suit, () => string> = {
    wands: () =>
      held(k, 26 * s, 150 - 54 * s) +
      figure(
        'salamander',
        path('M-122 146q6-14 18-8q10 6 20-4l6 4', { stroke: '#e8743b', 'stroke-width': 3.4 }),
      ),
    cups: () =>
      k.sign(26 * s, 150 - 54 * s - 10, 0.55) +
      sceptre(-26 * s, 150 - 52 * s) +
      figure(
        'ship',
        path('M88 120l24 0l-3 6h-18zM100 120v-14l8 11z', { fill: pale(k.p), 'stroke-width': 1 }),
      ) +
      fish(-114, 124, 1.2),
    swords: () =>
      held(k, 20 * s, 150 - 52 * s, 0.6, -6) +
      crescent(-104, -150, 10, false, gilt(k.p, 0.8)) +
      birds([
        [96, -128],
        [112, -116],
      ]),
    pentacles: () =>
      sceptre(26 * s, 150 - 54 * s) +
      k.sign(-18 * s, 150 - 30 * s, 0.8) +
      grapes([
        [-104, 140],
        [104, 140],
      ]) +
      castle(-114, 120),
  };
  // The King of Wands' cloak is patterned with salamanders.
  const cape =
    path('M-12-70Q-34-60-36 0H36Q34-60 12-70Z', { fill: RED }) +
    (k.suit === 'wands'
      ? salamanders(
          [
            [-29, -36],
            [-31, -14],
            [29, -36],
            [31, -14],
          ],
          3.5,
          1.1,
        )
      : '');
  const top =
    k.suit === 'wands'
      ? lions(k.p, [
          [-50, -124],
          [50, -124],
        ])
      : g({ transform: 'translate(-50 0)' }, crest(k, -124)) +
        g({ transform: 'translate(50 0)' }, crest(k, -124));
  return (
    (k.suit === 'cups' ? sea(100, WATER) : ground('120', LAND[k.suit])) +
    rect(-80, -128, 160, 280, { fill: STONE }) +
    path('M-80-128L-64-148H64L80-128', { fill: STONE }) +
    rect(-70, -118, 140, 270, { 'stroke-width': 1 }) +
    top +
    person(k.p, 0, 150, s, {
      figure: 'king',
      body: 'seated',
      hat: 'tall',
      fill: DRESS[k.suit],
      back: cape,
      mid: path('M-6-59Q-7-46 0-42Q7-46 6-59Q0-56-6-59Z', { fill: '#f2efe6', 'stroke-width': 0.8 }),
      ...arms[k.suit],
    }) +
    sign[k.suit]()
  );
}

export const COURTS: Record<number, (k: Kit) => string> = { 11: page, 12: knight, 13: queen, 14: king };
