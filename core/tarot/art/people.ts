/**
 * People for the scenes: faceless, robed figures in the deck's line style.
 * A figure is drawn in its own unit space (feet at 0, about 100 tall) and
 * placed with a translate and scale, the stroke compensated so it keeps the
 * card's line weight at any size. Bodies are opaque so no star shows through.
 */
import { cloth, gilt, type Palette } from './palette.js';
import { circle, el, fmt, g, mix, path } from './shapes.js';

/** Faces and hands: a warm, dim gold, opaque. */
export const skin = (p: Palette): string => mix(p.shade, p.gold, 0.45);
/** A face that has features is lit, so eyes and mouth read against it. */
export const flesh = (p: Palette): string => mix(p.gold, '#fff4e6', 0.45);

export type Pt = readonly [number, number];
/** Elbow then hand (or knee then foot), in the figure's unit space. */
export type Limb = readonly Pt[];

export type Body = 'robe' | 'tunic' | 'gown' | 'seated';
export type Hat =
  | 'none'
  | 'crown'
  | 'tall'
  | 'queen'
  | 'hood'
  | 'cap'
  | 'helmet'
  | 'helm'
  | 'halo'
  | 'wreath'
  | 'blindfold'
  | 'bandage'
  | 'tiara'
  | 'papal'
  | 'stars'
  | 'moons'
  | 'horns'
  | 'skull'
  | 'tonsure';

export interface Person {
  body?: Body;
  hat?: Hat;
  /** Arms of the figure's two sides as seen by the viewer: `l` is on the left of the picture. */
  l?: Limb;
  r?: Limb;
  /** Legs, for a tunic or a rider; default: standing straight. `[]` hides a leg. */
  legL?: Limb;
  legR?: Limb;
  /** Body colour; the element's opaque cloth by default. */
  fill?: string;
  /** Degrees, about the feet: leaning forward under a load, back in fear. */
  lean?: number;
  /** Drawn behind the figure, in its unit space (a cloak, a staff held behind). */
  back?: string;
  /** Drawn over the figure, in its unit space (a held cup, a sword in hand). */
  front?: string;
  /** Drawn between body and arms (a belt, a sash, a cup held against the chest). */
  mid?: string;
  /** Names the figure in a `data-figure` attribute (tests check a card keeps its key figures). */
  figure?: string;
  /** Eyes, brows, nose and mouth, the head turned and the gaze lowered or raised; no face by default. */
  face?: Face;
  /** Hands at the ends of the arms; drawn by `person` unless `hands` is false, then by `handsOf`. */
  grip?: { l?: HandKind; r?: HandKind };
  hands?: boolean;
  /** The colour of a queen's veil or a hood, when it is not the body's. */
  veil?: string;
}

export type HandKind = 'fist' | 'open' | 'none';
export type Hair = 'none' | 'short' | 'long' | 'beard';

export interface Face {
  /** -1 turned to the picture's left, 1 to its right, 0 facing us. */
  turn?: number;
  /** -1 looking down (lids lowered), 1 up. */
  gaze?: number;
  hair?: Hair;
  /** Hair colour. */
  tint?: string;
}

/** Shoulder height and head centre for each body, in unit space. */
const TOP: Record<Body, number> = { robe: -78, tunic: -78, gown: -78, seated: -66 };

const BODY: Record<Body, string> = {
  robe: 'M-9-79C-13-77-14-72-13-62L-17 0H17L13-62C14-72 13-77 9-79Q0-81-9-79Z',
  tunic: 'M-9-79C-13-77-14-72-13-62L-15-34Q0-30 15-34L13-62C14-72 13-77 9-79Q0-81-9-79Z',
  gown: 'M-8-79C-12-77-13-72-11-62Q-10-52-13-44Q-19-16-25 0H25Q19-16 13-44Q10-52 11-62C13-72 12-77 8-79Q0-81-8-79Z',
  seated:
    'M-9-67C-13-65-14-60-13-50L-14-38Q-24-36-23-28L-18 0H18L23-28Q24-36 14-38L13-50C14-60 13-65 9-67Q0-69-9-67Z',
};

const fold: Record<Body, string> = {
  robe: 'M-12-52Q0-48 12-52',
  tunic: 'M-12-52Q0-48 12-52',
  gown: 'M-11-56Q0-52 11-56',
  seated: 'M-21-30Q0-25 21-30',
};

/** Hat shapes around the head centre (0, hy); `behind` parts are drawn before the head. */
function hat(kind: Hat, hy: number, p: Palette, body: string): { behind: string; over: string } {
  const d = (s: string) => s.replace(/Y(-?[\d.]+)/g, (_, n: string) => fmt(hy + Number(n)));
  const over = (s: string, attrs = {}) => ({ behind: '', over: path(d(s), attrs) });
  switch (kind) {
    case 'crown':
      return over('M-7Y-5L-8Y-15L-3.5Y-10L0Y-17L3.5Y-10L8Y-15L7Y-5Z', gilt(p));
    case 'tall':
      return over('M-8Y-5L-9Y-20L-4.5Y-12L0Y-24L4.5Y-12L9Y-20L8Y-5ZM0Y-24VY-29M-2.5Y-27H2.5', gilt(p));
    case 'tiara':
      return {
        behind: circle(0, hy, 13, { ...gilt(p, 0.15), 'stroke-width': 0.8 }),
        over: path(d('M-7Y-6Q0Y-13 7Y-6'), { 'stroke-width': 1.6 }) + circle(0, hy - 10, 1.8, gilt(p)),
      };
    case 'queen':
      return {
        // A veil framing the face and lying on the shoulders, under a pointed coronet.
        behind: path(d('M-9Y-3Q-15Y6-15Y17Q0Y21 15Y17Q15Y6 9Y-3Z'), { fill: body, 'stroke-width': 0.9 }),
        over: path(d('M-8Y-4L-9.5Y-14L-5Y-9L-2.5Y-16L0Y-10L2.5Y-16L5Y-9L9.5Y-14L8Y-4Z'), gilt(p)),
      };
    case 'hood':
      return {
        behind: path(d('M-12Y12Q-14Y-13 0Y-13Q14Y-13 12Y12Z'), { fill: body }),
        over: path(d('M-8Y8Q-9Y-9 0Y-9Q9Y-9 8Y8'), { 'stroke-width': 0.9 }),
      };
    case 'cap':
      return over('M-9Y-4Q-8Y-12 2Y-11Q11Y-10 10Y-4ZM6Y-10Q12Y-22 20Y-19Q12Y-17 9Y-10', gilt(p, 0.6));
    case 'helm':
      // An open-faced helm: the face shows under the brow band, cheek guards either side.
      return over('M-8.5Y3Q-9.5Y-12 0Y-12Q9.5Y-12 8.5Y3L6.5Y4VY-4H-6.5VY4Z', { fill: '#9a9aaa' });
    case 'helmet':
      return over('M-8Y2Q-8Y-11 0Y-11Q8Y-11 8Y2ZM-8Y-2H8M0Y-11Q5Y-24 16Y-22Q8Y-17 3Y-11', gilt(p, 0.55));
    case 'halo':
      return {
        behind: circle(0, hy, 13, { ...gilt(p, 0.2), 'stroke-width': 1 }),
        over: '',
      };
    case 'wreath':
      return over('M-8Y-2Q-9Y-10-3Y-10M8Y-2Q9Y-10 3Y-10M-8Y-6l-4-2M8Y-6l4-2M-5Y-9l-2-4M5Y-9l2-4', {
        stroke: p.accent,
        'stroke-width': 2,
      });
    case 'blindfold':
      return over('M-8.5Y-1H8.5', { stroke: '#fff', 'stroke-width': 3.2 });
    case 'bandage':
      return over('M-8Y-3Q0Y-7 8Y-3', { stroke: '#fff', 'stroke-width': 2.4 });
    case 'papal':
      return over(
        'M-8Y-5Q-9Y-16-6Y-22Q0Y-32 6Y-22Q9Y-16 8Y-5ZM-8.5Y-10H8.5M-7Y-17H7M0Y-28VY-34M-2.5Y-32H2.5',
        gilt(p, 0.85),
      );
    case 'stars': {
      const ring = Array.from({ length: 7 }, (_, i) => {
        const a = (Math.PI * (i + 1)) / 8;
        return `M${fmt(-Math.cos(a) * 13)} ${fmt(hy - Math.sin(a) * 13 - 2)}h0`;
      }).join('');
      return { behind: '', over: path(ring, { stroke: p.gold, 'stroke-width': 4.5 }) };
    }
    case 'moons':
      return over('M-13Y-15A5 5 0 1 0-13Y-5A6 6 0 0 1-13Y-15ZM13Y-15A5 5 0 1 1 13Y-5A6 6 0 0 0 13Y-15Z', {
        ...gilt(p),
        'stroke-width': 0.8,
      });
    case 'horns':
      return over('M-6Y-5Q-16Y-10-16Y-22Q-12Y-14-3Y-8ZM6Y-5Q16Y-10 16Y-22Q12Y-14 3Y-8Z', gilt(p, 0.6));
    case 'skull':
      return over('M-3.5Y-1h0M3.5Y-1h0M0Y3h0M-3Y5.5H3', { stroke: '#000', 'stroke-width': 2.6 });
    case 'tonsure':
      return over('M-5Y-6Q0Y-9 5Y-6', { stroke: skin(p), 'stroke-width': 3 });
    default:
      return { behind: '', over: '' };
  }
}

/**
 * Limbs are one path stroked twice: a wide gold stroke, then a narrower one in
 * the body colour, which leaves a gold outline on each side.
 */
export function limbs(list: readonly (readonly Pt[])[], fill: string, width: number, line: number): string {
  const d = list
    .filter((pts) => pts.length > 1)
    .map((pts) => pts.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join(''))
    .join('');
  if (!d) return '';
  return path(d, { 'stroke-width': width }) + path(d, { stroke: fill, 'stroke-width': width - 2 * line });
}

/** A person's two arms, shoulder first, as seen by the viewer. */
function arms(o: Person, top: number): [Pt[], Pt[]] {
  return [
    [
      [-10, top + 3],
      ...(o.l ?? [
        [-14, top + 20],
        [-14, top + 36],
      ]),
    ],
    [
      [10, top + 3],
      ...(o.r ?? [
        [14, top + 20],
        [14, top + 36],
      ]),
    ],
  ];
}

/** A person with feet at (x, y) and height about 100 * s. */
export function person(p: Palette, x: number, y: number, s: number, o: Person = {}, weight = 2): string {
  const body = o.body ?? 'robe';
  const fill = o.fill ?? cloth(p);
  const top = TOP[body];
  const hy = top - 10;
  const line = weight / s;
  const [armL, armR] = arms(o, top);
  const legs =
    body === 'tunic'
      ? [
          [[-5, -36] as Pt, ...(o.legL ?? [[-5, -18] as Pt, [-6, 0] as Pt])],
          [[5, -36] as Pt, ...(o.legR ?? [[5, -18] as Pt, [6, 0] as Pt])],
        ]
      : [];
  const h = hat(o.hat ?? 'none', hy, p, o.veil ?? fill);
  const tf = `translate(${fmt(x)} ${fmt(y)})${o.lean ? ` rotate(${o.lean})` : ''} scale(${fmt(s)})`;
  const named: Record<string, string> = o.figure ? { 'data-figure': o.figure } : {};
  return g(
    { ...named, transform: tf, 'stroke-width': fmt(line) },
    (o.back ?? '') +
      limbs(legs, fill, 6.5, line) +
      path(BODY[body], { fill }) +
      path(fold[body], { 'stroke-width': line * 0.6, 'stroke-opacity': 0.7 }) +
      (o.face ? hairBehind(o.face, hy) : '') +
      h.behind +
      circle(0, hy, 7.5, { fill: o.hat === 'skull' ? '#e8e4d8' : o.face ? flesh(p) : skin(p) }) +
      (o.face ? face(p, o.face, hy, line) : '') +
      h.over +
      (o.mid ?? '') +
      limbs([armL, armR], fill, 6, line) +
      (o.front ?? '') +
      (o.hands === false ? '' : handList(p, o, armL, armR)),
  );
}

const INK = '#2a160c';
const HAIR = '#5a3418';

/** Long hair falls behind the shoulders; drawn before the head. */
function hairBehind(f: Face, hy: number): string {
  if (f.hair !== 'long') return '';
  const t = f.turn ?? 0;
  return path(
    `M${fmt(-8 - 2 * t)} ${fmt(hy - 4)}Q${fmt(-12 - 2 * t)} ${fmt(hy + 10)}-10 ${fmt(hy + 17)}H10Q${fmt(12 - 2 * t)} ${fmt(hy + 10)} ${fmt(8 - 2 * t)} ${fmt(hy - 4)}Z`,
    { fill: f.tint ?? HAIR },
  );
}

/**
 * A face on the head at (0, hy), radius 7.5, tagged `data-figure="face"`:
 * eyes (lids when the gaze is lowered), brows, a nose that breaks the outline
 * when the head is turned, a mouth, and hair or a beard over the head.
 */
function face(p: Palette, f: Face, hy: number, line: number): string {
  const t = f.turn ?? 0;
  const gz = f.gaze ?? 0;
  const cx = 3.2 * t;
  const span = 2.8 * (1 - 0.3 * Math.abs(t));
  const ey = hy - 0.6 - gz * 0.8;
  // Pupils as dots; a lowered gaze shows only the curve of the lids.
  const eyes = [cx - span, cx + span]
    .map((x) => (gz < 0 ? `M${fmt(x - 1.3)} ${fmt(ey + 0.3)}q1.3.9 2.6 0` : `M${fmt(x - 0.3)} ${fmt(ey)}h.6`))
    .join('');
  const brows = [cx - span, cx + span].map((x) => `M${fmt(x - 1.5)} ${fmt(ey - 2.3)}q1.5-1 3 0`).join('');
  const side = t > 0 ? 1 : -1;
  const nose =
    Math.abs(t) >= 0.5
      ? path(
          `M${fmt(side * 6.9)} ${fmt(hy - 2)}L${fmt(side * 9)} ${fmt(hy + 1.6)}L${fmt(side * 7)} ${fmt(hy + 2.2)}`,
          { fill: flesh(p), 'stroke-width': fmt(line) },
        )
      : path(`M${fmt(cx)} ${fmt(hy - 0.4)}l-.5 2.2h1`, { stroke: INK, 'stroke-width': 0.5 });
  const mouth = `M${fmt(cx - 1.4)} ${fmt(hy + 4)}q1.4.7 2.8 0`;
  const tint = f.tint ?? HAIR;
  const hair =
    f.hair === 'short' || f.hair === 'beard' || f.hair === 'long'
      ? path(
          `M-7.6 ${fmt(hy + 1)}Q-8.4 ${fmt(hy - 9)} ${fmt(-1 * t)} ${fmt(hy - 8.2)}Q8.4 ${fmt(hy - 9)} 7.6 ${fmt(hy + 1)}Q${fmt(6 - 2 * t)} ${fmt(hy - 4.4)} ${fmt(cx)} ${fmt(hy - 4.6)}Q${fmt(-6 - 2 * t)} ${fmt(hy - 4.4)}-7.6 ${fmt(hy + 1)}Z`,
          { fill: tint, 'stroke-width': fmt(line * 0.8) },
        )
      : '';
  const beard =
    f.hair === 'beard'
      ? path(
          `M${fmt(-7.2 + t)} ${fmt(hy + 1.5)}Q${fmt(-6.5 + t)} ${fmt(hy + 11)} ${fmt(cx)} ${fmt(hy + 13.5)}Q${fmt(6.5 + t)} ${fmt(hy + 11)} ${fmt(7.2 + t)} ${fmt(hy + 1.5)}Q${fmt(cx + 3)} ${fmt(hy + 5)} ${fmt(cx)} ${fmt(hy + 2.6)}Q${fmt(cx - 3)} ${fmt(hy + 5)} ${fmt(-7.2 + t)} ${fmt(hy + 1.5)}Z`,
          { fill: tint, 'stroke-width': fmt(line * 0.8) },
        ) + path(`M${fmt(cx - 1.6)} ${fmt(hy + 6.4)}q1.6.8 3.2 0`, { stroke: INK, 'stroke-width': 0.8 })
      : '';
  return g(
    { 'data-figure': 'face' },
    path(eyes, { 'data-figure': 'eyes', stroke: INK, 'stroke-width': gz < 0 ? 0.8 : 1.9 }) +
      path(brows, { stroke: INK, 'stroke-width': 0.7 }) +
      nose +
      (f.hair === 'beard' ? '' : path(mouth, { stroke: '#8a3a2a', 'stroke-width': 0.8 })) +
      hair +
      beard,
  );
}

/**
 * A hand: a fist (a knuckled oval, to close over what it holds) or an open
 * palm with its thumb, at the end of an arm, in the arm's direction.
 */
function hand(p: Palette, kind: HandKind, from: Pt, at: Pt): string {
  if (kind === 'none') return '';
  const deg = (Math.atan2(at[1] - from[1], at[0] - from[0]) * 180) / Math.PI;
  const tf = `translate(${fmt(at[0])} ${fmt(at[1])}) rotate(${fmt(deg)})`;
  const body =
    kind === 'open'
      ? path('M-1-3H4Q7-3 7 0Q7 3 4 3H-1ZM1-3L3-6', { fill: flesh(p) })
      : el('ellipse', { cx: 0.6, cy: 0, rx: 3.6, ry: 3.2, fill: flesh(p) }) +
        path('M2-2.4V2.4', { 'stroke-opacity': 0.6 });
  return g({ 'data-figure': 'hand', transform: tf }, body);
}

function handList(p: Palette, o: Person, armL: readonly Pt[], armR: readonly Pt[]): string {
  if (!o.grip) return '';
  const one = (arm: readonly Pt[], kind: HandKind | undefined) => {
    const end = arm.at(-1);
    const before = arm.at(-2);
    return kind && end && before ? hand(p, kind, before, end) : '';
  };
  return one(armL, o.grip.l) + one(armR, o.grip.r);
}

/**
 * The same person's hands alone, in the same place: a court card draws the
 * person with `hands: false`, then what they hold, then this, so each hand
 * closes over the staff, cup or coin instead of lying behind it.
 */
export function handsOf(p: Palette, x: number, y: number, s: number, o: Person, weight = 2): string {
  const [armL, armR] = arms(o, TOP[o.body ?? 'robe']);
  const tf = `translate(${fmt(x)} ${fmt(y)})${o.lean ? ` rotate(${o.lean})` : ''} scale(${fmt(s)})`;
  return g({ transform: tf, 'stroke-width': fmt(weight / s) }, handList(p, o, armL, armR));
}

/** Where a point of a person's unit space lands on the card (lean about the feet included). */
export function at(x: number, y: number, s: number, [ux, uy]: Pt, lean = 0): Pt {
  const a = (lean * Math.PI) / 180;
  return [x + s * (ux * Math.cos(a) - uy * Math.sin(a)), y + s * (ux * Math.sin(a) + uy * Math.cos(a))];
}

/**
 * A feathered wing rooted at (x, y), rising up and out to the left (`flip`
 * mirrors it to the right), about 90 * s tall; `turn` rotates it outward.
 */
export function wing(x: number, y: number, s: number, fill: string, flip = false, turn = 0): string {
  const d =
    'M0 0C-8-40-36-82-70-92Q-64-80-72-72Q-60-70-64-58Q-52-58-54-44Q-42-46-42-32Q-30-34-30-20Q-18-22-16-8Q-8-8 0 0Z';
  const tf = `translate(${fmt(x)} ${fmt(y)}) scale(${flip ? '-' : ''}${fmt(s)} ${fmt(s)})${turn ? ` rotate(${turn})` : ''}`;
  return g(
    { transform: tf, 'stroke-width': fmt(2 / s) },
    path(d, { fill }) +
      path('M-8-12Q-30-44-58-74M-20-16Q-40-40-50-50', { 'stroke-width': fmt(1 / s), 'stroke-opacity': 0.7 }),
  );
}

/** Where a person's head centre lands on the card (leaning ignored). */
export function headAt(x: number, y: number, s: number, body: Body = 'robe'): [number, number] {
  return [x, y + (TOP[body] - 10) * s];
}

/** An ellipse in unit space, for held discs and the like. */
export const oval = (cx: number, cy: number, rx: number, ry: number, attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...attrs });
