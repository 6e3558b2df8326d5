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
import { at, handsOf, type Limb, type Person, type Pt, person } from './people.js';
import { circle, crescent, el, g, mix, path, rect, star } from './shapes.js';

/** A suit's robe and landscape colours. */
const DRESS: Record<Suit, string> = {
  wands: '#c8642a',
  cups: '#3a6a9a',
  swords: '#5a5a8a',
  pentacles: '#4a7a3a',
};
/** Kings' cloaks, after RWS: the salamander red, a sea-gold, a storm purple, the vineyard's dark. */
const CLOAK: Record<Suit, string> = { wands: RED, cups: '#c8962a', swords: '#6a3a8a', pentacles: '#2a2438' };
/** Knights' steel and the Knight of Wands' flame-coloured plume. */
const ARMOUR = '#8a8a9a';
const FIRE_PLUME = '#e8743b';
const LAND: Record<Suit, string> = {
  wands: '#3a1a10',
  cups: '#123828',
  swords: '#3a3a4a',
  pentacles: '#2a3a1a',
};

/** What each suit's court holds, named in `data-figure` (tests find the hand that holds it). */
const HELD: Record<Suit, string> = { wands: 'wand', cups: 'cup', swords: 'sword', pentacles: 'pentacle' };

/** Tags the card's own suit object. */
const held = (k: Kit, body: string): string => figure(HELD[k.suit], body);

/** A staff gripped at (x, y), rising `up` above the hand and `down` below it, leaning `lean` units at the top. */
const wandAt = (k: Kit, [x, y]: Pt, up = 110, down = 70, lean = 0): string =>
  held(k, k.staff(x - (lean * down) / up, y + down, x + lean, y - up, 2));

/** A sword gripped at (x, y) by its handle, the blade pointing `angle` degrees from upright. */
function swordAt(k: Kit, [x, y]: Pt, angle: number, len = 120): string {
  const a = (angle * Math.PI) / 180;
  return held(k, k.blade(x + 6 * Math.sin(a), y - 6 * Math.cos(a), angle, len));
}

/** A cup held by its stem at (x, y), upright. */
const cupAt = (k: Kit, [x, y]: Pt, s = 0.6): string => held(k, k.sign(x, y - 14 * s, s));

/** A coin centred at (x, y). */
const coinAt = (k: Kit, [x, y]: Pt, s = 0.7): string => held(k, k.sign(x, y, s));

/**
 * A person and what they hold: the figure without its hands, the held things,
 * then the hands over them, so each one grips instead of floating beside it.
 */
function holding(k: Kit, x: number, y: number, s: number, o: Person, things: string, weight = 2): string {
  return person(k.p, x, y, s, { ...o, hands: false }, weight) + things + handsOf(k.p, x, y, s, o, weight);
}

/** Where a person's left (`l`) or right (`r`) hand lands on the card. */
function handOf(x: number, y: number, s: number, o: Person, side: 'l' | 'r'): Pt {
  const end = o[side]?.at(-1) ?? [0, 0];
  return at(x, y, s, end, o.lean ?? 0);
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

/** Each court's face: which way the head turns, where the eyes look, hair and its colour. */
const HAIR: Record<Suit, string> = {
  wands: '#b0582a',
  cups: '#c89a4a',
  swords: '#5a4632',
  pentacles: '#6a4a22',
};

function page(k: Kit): string {
  const s = 2.2;
  const x = -16;
  const y = 150;
  const tint = HAIR[k.suit];
  // The Page of Wands holds his staff upright with both hands and looks up it;
  // the Page of Cups looks at the fish in the cup raised in his right hand, the
  // other on his hip; the Page of Swords holds his blade up and looks back over
  // his shoulder; the Page of Pentacles gazes at the coin held at eye level.
  const pose: Record<Suit, Person> = {
    wands: {
      l: [
        [-4, -56],
        [14, -60],
      ],
      r: [
        [24, -64],
        [14, -80],
      ],
      face: { turn: 0.6, gaze: 1, hair: 'short', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    cups: {
      l: [
        [-20, -58],
        [-13, -46],
      ],
      r: [
        [24, -62],
        [22, -80],
      ],
      face: { turn: 0.8, hair: 'short', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    swords: {
      l: [
        [-2, -58],
        [14, -62],
      ],
      r: [
        [22, -62],
        [16, -66],
      ],
      face: { turn: -0.9, hair: 'short', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    pentacles: {
      l: [
        [4, -60],
        [17, -82],
      ],
      r: [
        [28, -64],
        [33, -82],
      ],
      face: { turn: 1, hair: 'short', tint },
      grip: { l: 'open', r: 'open' },
    },
  };
  const o: Person = {
    ...pose[k.suit],
    figure: 'page',
    body: 'tunic',
    hat: 'cap',
    fill: DRESS[k.suit],
    // A belt with its buckle.
    mid:
      path('M-14-47Q0-43 14-47', { stroke: '#5a3a1c', 'stroke-width': 2.4 }) + rect(-2, -47, 4, 4, gilt(k.p)),
  };
  const [lx, ly] = handOf(x, y, s, o, 'l');
  const [rx, ry] = handOf(x, y, s, o, 'r');
  const thing: Record<Suit, string> = {
    wands: wandAt(k, [lx, ly], 150, 60, 2),
    cups: cupAt(k, [rx, ry], 0.6) + fish(rx - 6, ry - 27, 0.8),
    swords: swordAt(k, [(lx + rx) / 2, (ly + ry) / 2], 24, 118),
    pentacles: coinAt(k, [(lx + rx) / 2, ly - 12], 0.8),
  };
  const extra: Record<Suit, string> = {
    wands: salamanders(
      [
        [-30, 52],
        [-4, 62],
      ],
      6,
    ),
    cups: '',
    swords: birds([
      [-70, -96],
      [-48, -108],
      [72, -118],
    ]),
    pentacles: tree(-96, 76),
  };
  return backdrop(k) + holding(k, x, y, s, o, thing[k.suit]) + extra[k.suit];
}

function knight(k: Kit): string {
  const gait: Record<Suit, Gait> = { wands: 'rear', cups: 'walk', swords: 'gallop', pentacles: 'stand' };
  const hs = 1.95;
  const w = 2 / hs;
  const rs = 0.78;
  const rx = 2;
  const ry = -34;
  const tint = HAIR[k.suit];
  // The left hand keeps the reins at the horse's neck; the right holds the sign.
  const reins: Limb = [
    [-2, -58],
    [16, -58],
  ];
  const pose: Record<Suit, Person> = {
    wands: {
      r: [
        [24, -68],
        [28, -84],
      ],
      face: { turn: 0.8, hair: 'short', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    cups: {
      r: [
        [24, -64],
        [38, -70],
      ],
      face: { turn: 1, hair: 'short', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    // The Knight of Swords charges, leaning in, his blade raised ahead.
    swords: {
      lean: 14,
      r: [
        [24, -84],
        [34, -96],
      ],
      face: { turn: 1, hair: 'short', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    pentacles: {
      r: [
        [22, -60],
        [34, -64],
      ],
      face: { turn: 1, gaze: -1, hair: 'short', tint },
      grip: { l: 'fist', r: 'open' },
    },
  };
  const o: Person = {
    ...pose[k.suit],
    figure: 'knight',
    body: 'tunic',
    hat: 'helm',
    fill: ARMOUR,
    legL: [],
    legR: [
      [14, -22],
      [12, -4],
    ],
    l: reins,
    mid: path('M-12-62H12M-13-50H13M-10-76Q-16-74-15-66M10-76Q16-74 15-66', { 'stroke-opacity': 0.7 }),
  };
  const hand = handOf(rx, ry, rs, o, 'r');
  const [hx, hy] = hand;
  const thing: Record<Suit, string> = {
    // Short enough to stay clear of the numeral's rules and the inner frame.
    wands: wandAt(k, hand, 64, 34, 8),
    cups: cupAt(k, hand, 0.42),
    swords: swordAt(k, hand, 40, 54),
    pentacles: coinAt(k, [hx + 4, hy - 10], 0.42),
  };
  const plume: Record<Suit, string> = {
    wands: path('M0-99Q-6-112-16-112Q-8-106-12-100Z', { fill: FIRE_PLUME }),
    cups: wings(0, -98, 0.13, pale(k.p)),
    swords: path('M0-99Q-8-110-20-104Q-10-102-12-96Z', { fill: RED }),
    pentacles: path('M0-99Q-4-108 2-112Q4-106 0-99Z', { fill: LEAF }),
  };
  const rider = g(
    { 'stroke-width': w },
    holding(k, rx, ry, rs, { ...o, back: plume[k.suit] }, thing[k.suit], w),
  );
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
    placed('horse', -14, 150, hs, false, horse(k.p, gait[k.suit], coat[k.suit], blanket + rider))
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
  const s = 2.3;
  const tint = HAIR[k.suit];
  // Her right hand is on the picture's left.
  const pose: Record<Suit, Person> = {
    // Staff in her right hand, sunflower in her left, looking aside.
    wands: {
      l: [
        [-22, -44],
        [-25, -54],
      ],
      r: [
        [22, -44],
        [25, -54],
      ],
      face: { turn: 0.5, hair: 'long', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    // Both hands on her closed cup, held out to her left, her eyes lowered to it.
    cups: {
      l: [
        [-16, -40],
        [-1, -50],
      ],
      r: [
        [22, -42],
        [14, -50],
      ],
      face: { turn: 0.7, gaze: -1, hair: 'long', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    // In profile to the right: the sword upright in her right hand, the left held out open.
    swords: {
      l: [
        [-22, -46],
        [-22, -58],
      ],
      r: [
        [26, -58],
        [40, -70],
      ],
      face: { turn: 1, hair: 'long', tint },
      grip: { l: 'fist', r: 'open' },
    },
    // The coin in her lap, in both hands, her eyes on it.
    pentacles: {
      l: [
        [-20, -40],
        [-9, -34],
      ],
      r: [
        [20, -40],
        [9, -34],
      ],
      face: { turn: 0.3, gaze: -1, hair: 'long', tint },
      grip: { l: 'fist', r: 'fist' },
    },
  };
  const o: Person = {
    ...pose[k.suit],
    figure: 'queen',
    body: 'seated',
    hat: 'queen',
    fill: DRESS[k.suit],
    veil: mix(DRESS[k.suit], '#ffffff', 0.55),
  };
  const l = handOf(0, 150, s, o, 'l');
  const r = handOf(0, 150, s, o, 'r');
  const thing: Record<Suit, string> = {
    wands:
      wandAt(k, l, 100, 50) +
      path(`M${r[0]} ${r[1] + 4}v-30`, { 'stroke-width': 1.8, stroke: LEAF }) +
      figure('sunflower', star(r[0], r[1] - 32, 8, 10, { fill: '#e8c54a', 'stroke-width': 1 }, 0.5)),
    cups: held(k, closedCup(k.p, (l[0] + r[0]) / 2, l[1] + 2)),
    swords: swordAt(k, l, 0, 120),
    pentacles: coinAt(k, [0, l[1]], 0.8),
  };
  const extra: Record<Suit, string> = {
    wands:
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
    cups: '',
    swords: cloud(k.p, -84, -120, 30) + birds([[88, -132]]),
    pentacles:
      roses([
        [-72, -30],
        [-70, -80],
        [-50, -118],
        [50, -118],
        [70, -80],
        [72, -30],
      ]) + rabbit(104, 150),
  };
  return (
    (k.suit === 'cups' ? sea(110) : ground('120', LAND[k.suit])) +
    path('M-72 150V-60Q-72-132 0-136Q72-132 72-60V150Z', { fill: STONE }) +
    path('M-62 150V-56Q-62-122 0-126Q62-122 62-56V150', { 'stroke-width': 1 }) +
    crest(k, -136) +
    extra[k.suit] +
    holding(k, 0, 150, s, o, thing[k.suit])
  );
}

function king(k: Kit): string {
  const s = 2.3;
  const tint = HAIR[k.suit];
  const pose: Record<Suit, Person> = {
    // Staff in his right hand, the left on the arm of the throne, looking aside.
    wands: {
      l: [
        [-22, -44],
        [-26, -54],
      ],
      r: [
        [24, -44],
        [28, -36],
      ],
      face: { turn: -1, hair: 'beard', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    // Cup in his right hand, sceptre in his left.
    cups: {
      l: [
        [-22, -44],
        [-26, -56],
      ],
      r: [
        [22, -44],
        [26, -52],
      ],
      face: { turn: -0.3, hair: 'beard', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    // Facing us, the sword upright in his right hand, the left in his lap.
    swords: {
      l: [
        [-22, -44],
        [-24, -54],
      ],
      r: [
        [22, -44],
        [12, -36],
      ],
      face: { hair: 'beard', tint },
      grip: { l: 'fist', r: 'fist' },
    },
    // Sceptre in his right hand, the left over the coin on his knee.
    pentacles: {
      l: [
        [-22, -44],
        [-26, -54],
      ],
      r: [
        [24, -42],
        [18, -34],
      ],
      face: { turn: 0.4, gaze: -1, hair: 'beard', tint },
      grip: { l: 'fist', r: 'open' },
    },
  };
  const sceptre = ([x, y]: Pt) =>
    path(`M${x} ${y + 12}V${y - 40}`, { 'stroke-width': 2.4 }) + circle(x, y - 44, 4.5, gilt(k.p));
  // The King of Wands' cloak is patterned with salamanders.
  const cape =
    path('M-12-70Q-34-60-36 0H36Q34-60 12-70Z', { fill: CLOAK[k.suit] }) +
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
      : '') +
    // The King of Pentacles' robe is worked with bunches of grapes.
    (k.suit === 'pentacles'
      ? path(
          [
            [-29, -40],
            [-31, -16],
            [29, -40],
            [31, -16],
          ]
            .map(([x = 0, y = 0]) => `M${x - 2} ${y}h0M${x + 2} ${y}h0M${x} ${y + 3}h0`)
            .join(''),
          { stroke: '#8a4aa8', 'stroke-width': 3 },
        )
      : '');
  const o: Person = {
    ...pose[k.suit],
    figure: 'king',
    body: 'seated',
    hat: 'tall',
    fill: DRESS[k.suit],
    back: cape,
    // A white front and an ermine collar: white fur spotted black across the shoulders.
    mid:
      path('M-6-59Q-7-46 0-42Q7-46 6-59Q0-56-6-59Z', { fill: '#f2efe6', 'stroke-width': 0.8 }) +
      path('M-13-64Q0-58 13-64L12-58Q0-51-12-58Z', { fill: '#f2efe6', 'stroke-width': 0.8 }) +
      path('M-8-58.5h0M-3-57h0M3-57h0M8-58.5h0', { stroke: '#000', 'stroke-width': 1.4 }),
  };
  const l = handOf(0, 150, s, o, 'l');
  const r = handOf(0, 150, s, o, 'r');
  const thing: Record<Suit, string> = {
    wands: wandAt(k, l, 100, 50),
    cups: cupAt(k, l, 0.55) + sceptre(r),
    swords: swordAt(k, l, 0, 116),
    pentacles: sceptre(l) + coinAt(k, [r[0] + 4, r[1] + 6], 0.8),
  };
  const extra: Record<Suit, string> = {
    wands: figure(
      'salamander',
      path('M-122 146q6-14 18-8q10 6 20-4l6 4', { stroke: '#e8743b', 'stroke-width': 3.4 }),
    ),
    cups:
      figure(
        'ship',
        path('M88 120l24 0l-3 6h-18zM100 120v-14l8 11z', { fill: pale(k.p), 'stroke-width': 1 }),
      ) + fish(-114, 124, 1.2),
    swords:
      crescent(-104, -150, 10, false, gilt(k.p, 0.8)) +
      birds([
        [96, -128],
        [112, -116],
      ]),
    pentacles:
      grapes([
        [-104, 140],
        [104, 140],
      ]) + castle(-114, 120),
  };
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
    extra[k.suit] +
    holding(k, 0, 150, s, o, thing[k.suit])
  );
}

export const COURTS: Record<number, (k: Kit) => string> = { 11: page, 12: knight, 13: queen, 14: king };
