/**
 * The four Pages, each standing in his own place and pose after the
 * Rider–Waite–Smith images (ADR 0059): Wands in profile in the desert, looking
 * up the staff he holds before him, pyramids behind; Cups facing us on the
 * shore, a hand on his hip, looking at the fish rising from his cup; Swords
 * striding on a windy hill with his sword raised, looking back over his
 * shoulder; Pentacles in a long tunic in a ploughed, flowering field, gazing
 * at the coin he holds up.
 */
import type { Suit } from '../deck.js';
import { coinAt, cupAt, DRESS, HAIR, handOf, holding, LAND, swordAt, wandAt } from './court-kit.js';
import { birds, figure, fish, flowers, poplars, salamanders, tree, waves, wind } from './court-props.js';
import { cloud, ground, hills, type Kit, sea } from './kit.js';
import { gilt } from './palette.js';
import type { Person } from './people.js';
import { path, rect } from './shapes.js';

const S = 2.2;

/** What every page wears: a belted tunic and a feathered cap, his hair short. */
function dressed(k: Kit, o: Person): Person {
  return {
    ...o,
    figure: 'page',
    hat: 'cap',
    fill: DRESS[k.suit],
    face: { hair: 'short', tint: HAIR[k.suit], ...o.face },
    // A belt with its buckle.
    mid:
      (o.mid ?? '') +
      path('M-14-47Q0-43 14-47', { stroke: '#5a3a1c', 'stroke-width': 2.4 }) +
      rect(-2, -47, 4, 4, gilt(k.p)),
  };
}

function wands(k: Kit): string {
  const x = -24;
  // In profile to the right, both hands on the staff before him, his eyes raised to its top.
  const o = dressed(k, {
    body: 'tunic-side',
    l: [
      [8, -58],
      [18, -54],
    ],
    r: [
      [12, -72],
      [18, -86],
    ],
    legL: [
      [-5, -18],
      [-9, 0],
    ],
    legR: [
      [6, -18],
      [10, 0],
    ],
    face: { turn: 1, gaze: 1, profile: true },
    grip: { l: 'fist', r: 'fist' },
  });
  const r = handOf(x, 150, S, o, 'r');
  return (
    ground('100Q0 92 125 100', LAND.wands) +
    figure(
      'pyramids',
      path('M-124 100L-100 62L-76 100ZM52 100L80 54L108 100ZM96 100L112 76L124 94V100Z', {
        fill: '#6a3a1a',
        'stroke-width': 1.2,
      }),
    ) +
    holding(k, x, 150, S, o, wandAt(k, r, 110, 180)) +
    salamanders(
      [
        [-32, 50],
        [-16, 64],
      ],
      5,
    )
  );
}

function cups(k: Kit): string {
  const x = -14;
  // Turned to the cup, the left hand on his hip, the cup raised in the right: his profile faces the fish that looks at him.
  const o = dressed(k, {
    body: 'tunic-turned',
    l: [
      [-20, -58],
      [-13, -46],
    ],
    r: [
      [24, -62],
      [22, -80],
    ],
    face: { turn: 1, gaze: 1, profile: true },
    grip: { l: 'fist', r: 'fist' },
    // His tunic is patterned with lotus flowers.
    mid: figure(
      'lotus',
      path('M-7-64h0M6-60h0M-4-54h0M8-52h0M-9-41h0M4-40h0', { stroke: '#f0b8c8', 'stroke-width': 3 }),
    ),
  });
  const r = handOf(x, 150, S, o, 'r');
  return (
    sea(60) +
    waves([
      [-100, 80],
      [-56, 92],
      [60, 84],
      [104, 96],
    ]) +
    ground('112Q0 104 125 114', '#5a5040') +
    holding(k, x, 150, S, o, cupAt(k, r, 0.6) + fish(r[0] - 6, r[1] - 27, 0.8))
  );
}

function swords(k: Kit): string {
  const x = -8;
  // Striding to the right on a hilltop, the sword held up in both hands, his head turned back.
  const o = dressed(k, {
    body: 'tunic-turned',
    lean: 4,
    l: [
      [2, -60],
      [18, -70],
    ],
    r: [
      [24, -62],
      [22, -74],
    ],
    legL: [
      [-12, -18],
      [-22, 0],
    ],
    legR: [
      [14, -20],
      [20, 0],
    ],
    face: { turn: -1, profile: true },
    grip: { l: 'fist', r: 'fist' },
  });
  const l = handOf(x, 150, S, o, 'l');
  const r = handOf(x, 150, S, o, 'r');
  return (
    cloud(k.p, -70, -130, 40) +
    cloud(k.p, 80, -80, 30) +
    wind([
      [-70, -60],
      [60, -140],
      [-90, 20],
    ]) +
    ground('96Q-60 60 20 70T125 120', LAND.swords) +
    poplars(
      [
        [-110, 92],
        [-92, 80],
      ],
      48,
      10,
    ) +
    birds([
      [-40, -100],
      [-24, -112],
      [40, -120],
      [56, -108],
      [72, -124],
    ]) +
    holding(k, x, 150, S, o, swordAt(k, [(l[0] + r[0]) / 2, (l[1] + r[1]) / 2], 12, 124))
  );
}

function pentacles(k: Kit): string {
  const x = -16;
  // In a long tunic in the field, the coin held up at eye level in both open hands, his gaze fixed on it.
  const o = dressed(k, {
    body: 'tunic-long',
    l: [
      [4, -60],
      [17, -82],
    ],
    r: [
      [28, -64],
      [33, -82],
    ],
    face: { turn: 0.6, gaze: 1 },
    grip: { l: 'open', r: 'open' },
  });
  const l = handOf(x, 150, S, o, 'l');
  const r = handOf(x, 150, S, o, 'r');
  return (
    hills(70, k.p) +
    ground('94', LAND.pentacles) +
    figure(
      'furrows',
      path('M40 100L125 96M30 110L125 106M20 120L125 118', { stroke: '#5a4a2a', 'stroke-width': 1.4 }),
    ) +
    tree(-96, 90) +
    tree(-70, 84, 0.7) +
    flowers([
      [-110, 120],
      [-84, 134],
      [-60, 118],
      [-104, 146],
      [60, 140],
      [96, 132],
      [110, 146],
    ]) +
    holding(k, x, 150, S, o, coinAt(k, [(l[0] + r[0]) / 2, l[1] - 12], 0.8))
  );
}

export const PAGES: Record<Suit, (k: Kit) => string> = { wands, cups, swords, pentacles };

/** The Page of the card's suit. */
export const page = (k: Kit): string => PAGES[k.suit](k);
