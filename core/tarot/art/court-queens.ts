/**
 * The four Queens, each on her own throne and in her own pose after the
 * Rider–Waite–Smith images (ADR 0059): Wands frontal with her knees apart on
 * the lion throne, the black cat at her feet; Cups turned to the closed cup
 * she gazes at, on a shell throne at the water's edge; Swords in profile on a
 * plain block throne above the clouds, the sword upright and her hand held
 * out; Pentacles with the coin in her lap, under a bower of roses.
 */
import type { Suit } from '../deck.js';
import { coinAt, DRESS, HAIR, handOf, held, holding, LAND, swordAt, wandAt } from './court-kit.js';
import {
  birds,
  blackCat,
  butterfly,
  cherub,
  closedCup,
  figure,
  flowers,
  goat,
  lions,
  pebbles,
  poplars,
  rabbit,
  roses,
  waves,
} from './court-props.js';
import { cloud, ground, hills, type Kit, LEAF, STONE, sea } from './kit.js';
import type { Person } from './people.js';
import { circle, mix, path, rect, star } from './shapes.js';

const S = 2.3;
/** A darker stone for the arms of a throne. */
const PLINTH = mix(STONE, '#000000', 0.15);

/** What every queen wears: the coronet over a pale veil, her suit's gown, her hair long. */
const dressed = (k: Kit, o: Person): Person => ({
  ...o,
  figure: 'queen',
  hat: 'queen',
  fill: DRESS[k.suit],
  veil: mix(DRESS[k.suit], '#ffffff', 0.55),
  face: { hair: 'long', tint: HAIR[k.suit], ...o.face },
});

/** A throne's stone, tagged so tests can tell the four apart. */
const throne = (body: string): string => figure('throne', body);

function wands(k: Kit): string {
  const o = dressed(k, {
    body: 'seated-wide',
    // Her right hand holds the wand forward; her left is raised with the sunflower.
    l: [
      [-26, -40],
      [-18, -46],
    ],
    r: [
      [26, -46],
      [27, -62],
    ],
    face: { turn: 0.3 },
    grip: { l: 'fist', r: 'fist' },
    // Her knees, set apart under the gown.
    mid: path('M-30-29Q-20-36-8-29M30-29Q20-36 8-29M0-28V-14', {
      'stroke-width': 0.5,
      'stroke-opacity': 0.8,
    }),
  });
  const l = handOf(0, 150, S, o, 'l');
  const r = handOf(0, 150, S, o, 'r');
  const sunflower = (x: number, y: number, sz: number) =>
    star(x, y, sz, 12, { fill: '#e8c54a', 'stroke-width': 1 }, 0.55) +
    circle(x, y, sz * 0.4, { fill: '#5a3a1c' });
  const seat =
    path('M-74 150V-108L-60-120H60L74-108V150Z', { fill: STONE }) +
    rect(-62, -106, 124, 256, { 'stroke-width': 1 }) +
    // Lions lie along the arms of the throne.
    path('M-84 150V46H-64V150ZM84 150V46H64V150Z', { fill: PLINTH });
  return (
    ground('108Q0 100 125 108', LAND.wands) +
    figure(
      'pyramids',
      path('M-124 108L-108 84L-92 108ZM92 108L108 80L124 108Z', { fill: '#6a3a1a', 'stroke-width': 1.2 }),
    ) +
    throne(seat) +
    // Sunflowers carved on the throne's back; lions with rust-red manes on its arms, so neither reads as the other.
    figure('sunflowers', sunflower(-24, -100, 8) + sunflower(24, -100, 8)) +
    lions(
      k.p,
      [
        [-82, 46],
        [82, 46],
      ],
      0.66,
      '#9a4a1e',
    ) +
    holding(
      k,
      0,
      150,
      S,
      o,
      wandAt(k, l, 140, 66, -6) +
        path(`M${r[0]} ${r[1] + 8}q2-14-1-26`, { 'stroke-width': 2.4, stroke: LEAF }) +
        path(`M${r[0] + 1} ${r[1] - 10}q10-6 14 2q-8 4-14-2z`, { fill: LEAF, 'stroke-width': 0.8 }) +
        figure('sunflower', sunflower(r[0] - 1, r[1] - 30, 14)),
    ) +
    blackCat(44, 150)
  );
}

function cups(k: Kit): string {
  const x = -18;
  const o = dressed(k, {
    body: 'seated-turned',
    l: [
      [0, -44],
      [18, -50],
    ],
    r: [
      [24, -46],
      [30, -52],
    ],
    face: { turn: 0.8, gaze: -1 },
    grip: { l: 'fist', r: 'fist' },
  });
  const l = handOf(x, 150, S, o, 'l');
  const r = handOf(x, 150, S, o, 'r');
  // A scallop-shell back: a fan of ribs under a scalloped rim.
  const rim = Array.from({ length: 7 }, (_, i) => `A12 12 0 0 1 ${-84 + (i + 1) * 18} -60`).join('');
  const shell =
    path(`M-84 150V-60${rim}V150Z`, { fill: STONE }) +
    path(Array.from({ length: 6 }, (_, i) => `M-21 40L${-66 + i * 18} -60`).join(''), {
      'stroke-width': 1,
      'stroke-opacity': 0.7,
    }) +
    path('M-84 40H42', { 'stroke-width': 1 });
  return (
    sea(70) +
    figure(
      'cliffs',
      path('M70 70L84 40L100 48L112 30L125 36V70Z', { fill: '#3a4a4a', 'stroke-width': 1.2 }),
    ) +
    ground('120Q40 112 125 124', '#5a5040') +
    throne(shell) +
    cherub(k.p, -84, -62) +
    cherub(k.p, 42, -62) +
    holding(k, x, 150, S, o, held(k, closedCup(k.p, (l[0] + r[0]) / 2 + 2, l[1] + 2))) +
    waves([
      [-104, 92],
      [-60, 100],
      [96, 96],
    ]) +
    pebbles([
      [72, 140],
      [90, 134],
      [106, 146],
      [60, 150],
    ])
  );
}

function swords(k: Kit): string {
  const x = -36;
  const o = dressed(k, {
    body: 'seated-side',
    l: [
      [4, -46],
      [16, -56],
    ],
    r: [
      [18, -68],
      [30, -80],
    ],
    face: { turn: 1, profile: true },
    grip: { l: 'fist', r: 'open' },
  });
  const l = handOf(x, 150, S, o, 'l');
  // A plain block: a low back and a seat, a butterfly and a winged head carved on it.
  const block =
    rect(-104, -44, 52, 194, { fill: STONE }) +
    rect(-104, 64, 118, 86, { fill: STONE }) +
    path('M-96 76H6', { 'stroke-width': 1 });
  return (
    ground('112', LAND.swords) +
    poplars(
      [
        [70, 112],
        [86, 112],
        [112, 112],
      ],
      46,
      4,
    ) +
    cloud(k.p, 20, 128, 46) +
    cloud(k.p, 96, 136, 30) +
    throne(block) +
    butterfly(-78, -30) +
    cherub(k.p, -86, 30) +
    holding(k, x, 150, S, o, swordAt(k, l, 0, 130)) +
    birds([[96, -140]])
  );
}

function pentacles(k: Kit): string {
  const o = dressed(k, {
    body: 'seated',
    l: [
      [-20, -40],
      [-9, -34],
    ],
    r: [
      [20, -40],
      [9, -34],
    ],
    face: { turn: 0.3, gaze: -1 },
    grip: { l: 'fist', r: 'fist' },
  });
  const l = handOf(0, 150, S, o, 'l');
  // A low, wide throne with goats' heads on its arms, under an arch of roses.
  const seat =
    path('M-60 150V-40Q-60-60 0-62Q60-60 60-40V150Z', { fill: STONE }) +
    path('M-80 150V44H-56V150ZM80 150V44H56V150Z', { fill: PLINTH });
  const bower = path('M-100 150V-60Q-100-150 0-152Q100-150 100-60V150', {
    stroke: '#4a6a2a',
    'stroke-width': 4,
  });
  return (
    hills(90, k.p) +
    ground('112', LAND.pentacles) +
    figure('bower', bower) +
    roses([
      [-100, 40],
      [-100, -40],
      [-82, -118],
      [-36, -148],
      [36, -148],
      [82, -118],
      [100, -40],
      [100, 40],
    ]) +
    throne(seat) +
    goat([
      [-68, 36],
      [68, 36],
    ]) +
    holding(k, 0, 150, S, o, coinAt(k, [0, l[1]], 0.8)) +
    flowers([
      [-116, 132],
      [-92, 144],
      [-74, 128],
      [118, 120],
    ]) +
    rabbit(104, 150)
  );
}

export const QUEENS: Record<Suit, (k: Kit) => string> = { wands, cups, swords, pentacles };

/** The Queen of the card's suit. */
export const queen = (k: Kit): string => QUEENS[k.suit](k);
