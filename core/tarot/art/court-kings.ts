/**
 * The four Kings, each on his own throne and in his own pose after the
 * Rider–Waite–Smith images (ADR 0059): Wands turned to the left with his head
 * in true profile, on a throne of lions and salamanders; Cups on a stone
 * throne floating on the sea, a ship and a leaping fish beside him; Swords
 * the only one facing us, his sword upright and tilted, on a tall throne
 * carved with butterflies and a crescent; Pentacles leaning back among the
 * vines, his armoured foot thrust out and the coin on his knee.
 */
import type { Suit } from '../deck.js';
import { CLOAK, coinAt, cupAt, DRESS, HAIR, handOf, holding, LAND, swordAt, wandAt } from './court-kit.js';
import {
  birds,
  bull,
  butterfly,
  castle,
  figure,
  fish,
  flowers,
  grapes,
  lions,
  poplars,
  salamanders,
  vine,
  waves,
} from './court-props.js';
import { cloud, ground, hills, type Kit, STONE, sea, WATER } from './kit.js';
import { gilt, pale } from './palette.js';
import { at, type Person, type Pt } from './people.js';
import { circle, crescent, mix, path, rect } from './shapes.js';

const S = 2.3;
/** A darker stone for steps, plinths and the arms of a throne. */
const PLINTH = mix(STONE, '#000000', 0.15);

/** Each king's cloak, in his unit space: how it falls tells them apart as much as the throne. */
const CAPE: Record<Suit, string> = {
  // Trailing down his back as he turns.
  wands: 'M-8-70Q-30-58-33 0H-6Q-8-40 6-70Z',
  // A short mantle over the shoulders, open on the lap.
  cups: 'M-12-70Q-32-62-31-26Q-20-34-13-50L13-50Q20-34 31-26Q32-62 12-70Z',
  // Falling straight and square behind him to the ground.
  swords: 'M-12-70Q-34-60-36 0H36Q34-60 12-70Z',
  // None: his dark robe is itself worked with grapes.
  pentacles: '',
};

/** What every king wears: a tall crown, a beard, his suit's robe, his cloak and an ermine collar. */
function robed(k: Kit, o: Person, pattern = ''): Person {
  const cape = CAPE[k.suit];
  return {
    fill: DRESS[k.suit],
    ...o,
    figure: 'king',
    hat: 'tall',
    face: { hair: 'beard', tint: HAIR[k.suit], ...o.face },
    back: (cape ? path(cape, { fill: CLOAK[k.suit] }) : '') + (o.back ?? ''),
    // A white front and an ermine collar: white fur spotted black across the shoulders.
    mid:
      pattern +
      path('M-6-59Q-7-46 0-42Q7-46 6-59Q0-56-6-59Z', { fill: '#f2efe6', 'stroke-width': 0.8 }) +
      path('M-13-64Q0-58 13-64L12-58Q0-51-12-58Z', { fill: '#f2efe6', 'stroke-width': 0.8 }) +
      path('M-8-58.5h0M-3-57h0M3-57h0M8-58.5h0', { stroke: '#000', 'stroke-width': 1.4 }),
  };
}

const throne = (body: string): string => figure('throne', body);

const sceptre = (k: Kit, [x, y]: Pt): string =>
  path(`M${x} ${y + 12}V${y - 40}`, { 'stroke-width': 2.4 }) + circle(x, y - 44, 4.5, gilt(k.p));

function wands(k: Kit): string {
  // Turned to the picture's left (mirrored), his head in profile; the staff in his right hand.
  const o = robed(
    k,
    {
      body: 'seated-turned',
      flip: true,
      r: [
        [16, -46],
        [24, -56],
      ],
      l: [
        [-10, -44],
        [-12, -34],
      ],
      face: { turn: 1, profile: true },
      grip: { l: 'fist', r: 'fist' },
    },
    // His robe is worked with salamanders.
    salamanders(
      [
        [-12, -30],
        [8, -22],
        [-4, -10],
      ],
      3.5,
      1.1,
    ),
  );
  const r = handOf(0, 150, S, o, 'r');
  const back =
    rect(-76, -142, 152, 292, { fill: STONE }) +
    rect(-66, -132, 132, 282, { 'stroke-width': 1 }) +
    salamanders(
      [
        [-46, -104],
        [46, -104],
        [-46, -64],
        [46, -64],
      ],
      8,
      2,
    );
  return (
    ground('112Q0 104 125 112', LAND.wands) +
    figure(
      'pyramids',
      path('M-124 112L-104 80L-84 112ZM96 112L112 88L124 112Z', { fill: '#6a3a1a', 'stroke-width': 1.2 }),
    ) +
    throne(back) +
    lions(
      k.p,
      [
        [-50, -142],
        [50, -142],
      ],
      0.5,
    ) +
    holding(k, 0, 150, S, o, wandAt(k, r, 110, 60)) +
    figure('salamander', path('M44 146q6-14 18-8q10 6 20-4l6 4', { stroke: '#e8743b', 'stroke-width': 3.4 }))
  );
}

function cups(k: Kit): string {
  // The throne rides the open sea on a stone raft, the King's feet on its step.
  const y = 124;
  const o = robed(k, {
    body: 'seated-robe',
    l: [
      [-22, -44],
      [-28, -54],
    ],
    r: [
      [22, -44],
      [26, -52],
    ],
    face: { turn: -0.3 },
    grip: { l: 'fist', r: 'fist' },
  });
  const l = handOf(0, y, S, o, 'l');
  const r = handOf(0, y, S, o, 'r');
  const seat =
    path('M-74 124V-120Q-74-150 0-152Q74-150 74-120V124Z', { fill: STONE }) +
    path('M-64 124V-114Q-64-140 0-142Q64-140 64-114V124', { 'stroke-width': 1 }) +
    rect(-96, 124, 192, 30, { fill: PLINTH });
  return (
    sea(0, WATER) +
    figure(
      'ship',
      path('M86 2l30 0l-4 8h-22zM101 2v-24l12 20zM99 2v-16l-9 14z', { fill: pale(k.p), 'stroke-width': 1 }),
    ) +
    fish(-116, 60, 1.5) +
    throne(seat) +
    holding(k, 0, y, S, o, cupAt(k, l, 0.55) + sceptre(k, r)) +
    waves(
      [
        [-112, 146],
        [-80, 140],
        [-40, 150],
        [10, 146],
        [52, 150],
        [90, 142],
        [116, 150],
        [-100, 104],
        [100, 96],
        [-60, 30],
        [60, 40],
      ],
      16,
    )
  );
}

function swords(k: Kit): string {
  // Facing us, upright, the sword in his right hand tilted a little, the other hand in his lap.
  const o = robed(k, {
    body: 'seated',
    l: [
      [-22, -44],
      [-24, -54],
    ],
    r: [
      [22, -44],
      [12, -36],
    ],
    face: {},
    grip: { l: 'fist', r: 'fist' },
  });
  const l = handOf(0, 150, S, o, 'l');
  const back =
    path('M-72 150V-112L0-160L72-112V150Z', { fill: STONE }) +
    path('M-62 150V-106L0-148L62-106V150', { 'stroke-width': 1 });
  return (
    ground('112', LAND.swords) +
    poplars(
      [
        [-112, 112],
        [-96, 112],
        [96, 112],
        [112, 112],
      ],
      40,
    ) +
    cloud(k.p, -96, 120, 30) +
    cloud(k.p, 100, 126, 26) +
    throne(back) +
    butterfly(-40, -104) +
    butterfly(40, -104) +
    crescent(0, -128, 8, false, gilt(k.p, 0.8)) +
    birds([
      [96, -128],
      [112, -116],
    ]) +
    holding(k, 0, 150, S, o, swordAt(k, l, 8, 120))
  );
}

function pentacles(k: Kit): string {
  // Leaning back among the vines, the right leg thrust out in its armour, the coin on his knee.
  const o = robed(
    k,
    {
      body: 'seated-sprawl',
      lean: -4,
      l: [
        [-22, -44],
        [-26, -54],
      ],
      r: [
        [24, -48],
        [28, -38],
      ],
      fill: CLOAK.pentacles,
      face: { turn: 0.4, gaze: -1 },
      grip: { l: 'fist', r: 'open' },
      // The armoured foot: a steel sabaton on the thrust-out leg.
      front: path('M25-10Q31-15 39-12L43-5H26Z', { fill: '#9a9aaa', 'stroke-width': 0.8 }),
    },
    // His dark robe is worked with bunches of grapes.
    path(
      [
        [-20, -30],
        [-22, -12],
        [-8, -44],
        [8, -26],
        [22, -24],
      ]
        .map(([x = 0, y = 0]) => `M${x - 2} ${y}h0M${x + 2} ${y}h0M${x} ${y + 3}h0`)
        .join(''),
      { stroke: '#8a4aa8', 'stroke-width': 3 },
    ),
  );
  const l = handOf(0, 150, S, o, 'l');
  const knee = at(0, 150, S, [28, -33], o.lean);
  const back =
    path('M-70 150V-100Q-70-130 0-132Q70-130 70-100V150Z', { fill: STONE }) +
    path('M-84 150V50H-62V150ZM84 150V50H62V150Z', { fill: PLINTH });
  return (
    hills(96, k.p) +
    ground('112', LAND.pentacles) +
    castle(-112, 96) +
    vine(
      [
        [-100, 150],
        [-82, 130],
        [84, 130],
        [104, 150],
      ],
      250,
    ) +
    grapes([
      [-106, 60],
      [-92, -60],
      [104, 60],
      [94, -60],
    ]) +
    throne(back) +
    bull(
      [
        [-56, -116],
        [56, -116],
      ],
      1.1,
    ) +
    holding(k, 0, 150, S, o, sceptre(k, l) + coinAt(k, knee, 0.8)) +
    flowers([
      [-112, 140],
      [-96, 128],
      [100, 128],
      [116, 142],
      [-40, 146],
    ])
  );
}

export const KINGS: Record<Suit, (k: Kit) => string> = { wands, cups, swords, pentacles };

/** The King of the card's suit. */
export const king = (k: Kit): string => KINGS[k.suit](k);
