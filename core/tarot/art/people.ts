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

/**
 * The body's silhouette. Besides the frontal four, the courts have their own
 * (ADR 0059): seated with knees apart (`seated-wide`), in profile facing right
 * (`seated-side`, `tunic-side`), turned three-quarters to the right
 * (`seated-turned`, `tunic-turned`), sprawling with one leg thrust out
 * (`seated-sprawl`), robed to the feet (`seated-robe`), a long, flared
 * tunic (`tunic-long`), and the Star's bare kneeling body leaning forward to
 * the left (`kneel`). `flip` mirrors any of them to face left.
 */
export type Body =
  | 'robe'
  | 'tunic'
  | 'gown'
  | 'seated'
  | 'seated-wide'
  | 'seated-side'
  | 'seated-turned'
  | 'seated-sprawl'
  | 'seated-robe'
  | 'tunic-side'
  | 'tunic-turned'
  | 'tunic-long'
  | 'kneel';
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
  /** Mirrors the whole figure left to right (a profile body facing left). */
  flip?: boolean;
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
  /** A true profile, facing the side `turn` points to: one eye, the nose on the outline, hair at the back. */
  profile?: boolean;
}

/** Shoulder height and head centre for each body, in unit space. */
const seated = (b: Body): boolean => b.startsWith('seated');
const top = (b: Body): number => (seated(b) ? -66 : -78);

const BODY: Record<Body, string> = {
  robe: 'M-9-79C-13-77-14-72-13-62L-17 0H17L13-62C14-72 13-77 9-79Q0-81-9-79Z',
  tunic: 'M-9-79C-13-77-14-72-13-62L-15-34Q0-30 15-34L13-62C14-72 13-77 9-79Q0-81-9-79Z',
  gown: 'M-8-79C-12-77-13-72-11-62Q-10-52-13-44Q-19-16-25 0H25Q19-16 13-44Q10-52 11-62C13-72 12-77 8-79Q0-81-8-79Z',
  seated:
    'M-9-67C-13-65-14-60-13-50L-14-38Q-24-36-23-28L-18 0H18L23-28Q24-36 14-38L13-50C14-60 13-65 9-67Q0-69-9-67Z',
  // Knees apart, the skirt falling in a fold between them.
  'seated-wide':
    'M-9-67C-13-65-14-60-13-50L-15-38Q-31-37-31-28L-28 0H-8L0-16L8 0H28L31-28Q31-37 15-38L13-50C14-60 13-65 9-67Q0-69-9-67Z',
  // Facing right: the back straight, the lap running forward to the knee, the gown falling from it.
  'seated-side':
    'M-8-67C-12-65-12-59-11-50L-13-36Q-14-28-12-22L-14 0H32L28-27Q33-35 25-39H8L9-50C11-58 9-65 5-67Q-2-69-8-67Z',
  // Three-quarters to the right: the far shoulder hidden, the knees foreshortened toward the right.
  'seated-turned':
    'M-7-67C-11-65-12-60-11-50L-13-38Q-19-36-19-28L-15 0H25L27-28Q29-37 18-39L12-50C13-60 12-65 9-67Q1-69-7-67Z',
  // Leaning back, the left knee out and the right leg thrust forward.
  'seated-sprawl':
    'M-9-67C-13-65-14-60-13-50L-16-38Q-31-37-31-27L-26 0H6Q12-12 24-8L38-10L32-30Q27-38 14-39L13-50C14-60 13-65 9-67Q0-69-9-67Z',
  // A robe falling straight to the feet.
  'seated-robe':
    'M-9-67C-13-65-14-60-13-50L-15-38Q-22-36-22-28L-20-2Q0 2 20-2L22-28Q22-36 15-38L13-50C14-60 13-65 9-67Q0-69-9-67Z',
  // Facing right: a narrow chest pushed forward, the back straight.
  'tunic-side': 'M-6-79C-10-77-10-72-9-62L-10-34Q0-31 11-34L10-56Q13-66 8-75Q3-80-6-79Z',
  // Three-quarters to the right.
  'tunic-turned': 'M-7-79C-11-77-12-72-11-62L-12-34Q2-30 15-34L13-62C15-70 14-77 10-79Q2-81-7-79Z',
  // Down to the knee and flared.
  'tunic-long': 'M-9-79C-13-77-14-72-13-62L-19-24Q0-19 19-24L13-62C14-72 13-77 9-79Q0-81-9-79Z',
  // Bare and shaped: shoulders, a waist, the hip thrown back to the right as she leans forward to the left.
  kneel:
    'M-8-79C-12-77-13-72-11-64Q-6-57-5-49Q-7-38-1-29Q9-24 18-30Q23-40 15-51Q11-57 11-64C13-72 12-77 8-79Q0-81-8-79Z',
};

const fold = (b: Body): string =>
  seated(b)
    ? 'M-21-30Q0-25 21-30'
    : b === 'gown'
      ? 'M-11-56Q0-52 11-56'
      : b === 'kneel'
        ? 'M-2-36Q3-33 8-35'
        : 'M-12-52Q0-48 12-52';

/** Where the arms join the body: closer together when it is turned or in profile. */
const SHOULDERS: Partial<Record<Body, readonly [number, number]>> = {
  'seated-side': [-3, 3],
  'tunic-side': [-3, 3],
  'seated-turned': [-6, 10],
  'tunic-turned': [-6, 11],
};

/** Where the legs of a tunic join and stand, by body. */
const HIPS: Partial<Record<Body, number>> = {
  'tunic-long': -26,
  'tunic-side': -36,
  'tunic-turned': -36,
  kneel: -32,
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
  const [sl, sr] = SHOULDERS[o.body ?? 'robe'] ?? [-10, 10];
  return [
    [
      [sl, top + 3],
      ...(o.l ?? [
        [-14, top + 20],
        [-14, top + 36],
      ]),
    ],
    [
      [sr, top + 3],
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
  const hy = top(body) - 10;
  const line = weight / s;
  const [armL, armR] = arms(o, top(body));
  const hip = HIPS[body] ?? -36;
  const legs =
    body.startsWith('tunic') || body === 'kneel'
      ? [
          [[-5, hip] as Pt, ...(o.legL ?? [[-5, hip / 2] as Pt, [-6, 0] as Pt])],
          [[5, hip] as Pt, ...(o.legR ?? [[5, hip / 2] as Pt, [6, 0] as Pt])],
        ]
      : [];
  const h = hat(o.hat ?? 'none', hy, p, o.veil ?? fill);
  const tf = placing(x, y, s, o);
  const named: Record<string, string> = o.figure ? { 'data-figure': o.figure } : {};
  return g(
    { ...named, transform: tf, 'stroke-width': fmt(line) },
    (o.back ?? '') +
      limbs(legs, fill, 6.5, line) +
      path(BODY[body], { fill }) +
      path(fold(body), { 'stroke-width': line * 0.6, 'stroke-opacity': 0.7 }) +
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

/** Long hair falls behind the shoulders (down the back, in profile), ending at the jaw; drawn before the head. */
function hairBehind(f: Face, hy: number): string {
  if (f.hair !== 'long') return '';
  const t = f.turn ?? 0;
  if (f.profile) {
    const b = t < 0 ? 1 : -1;
    return path(
      `M${fmt(b * 2)} ${fmt(hy - 8)}Q${fmt(b * 11)} ${fmt(hy - 6)} ${fmt(b * 10)} ${fmt(hy + 8)}Q${fmt(b * 10)} ${fmt(hy + 16)} ${fmt(b * 6)} ${fmt(hy + 20)}L${fmt(-b * 2)} ${fmt(hy + 10)}Z`,
      { fill: f.tint ?? HAIR },
    );
  }
  return path(
    // Two locks falling past the neck: between them the hair ends at the jaw, so none shows under the chin.
    `M${fmt(-8 - 2 * t)} ${fmt(hy - 4)}Q${fmt(-12 - 2 * t)} ${fmt(hy + 10)}-10 ${fmt(hy + 17)}H-6L-4 ${fmt(hy + 5)}H4L6 ${fmt(hy + 17)}H10Q${fmt(12 - 2 * t)} ${fmt(hy + 10)} ${fmt(8 - 2 * t)} ${fmt(hy - 4)}Z`,
    { fill: f.tint ?? HAIR },
  );
}

/**
 * A face in true profile on the head at (0, hy), facing the side `turn` points
 * to: one eye (lids when the gaze is lowered), a brow, the nose on the
 * outline, the mouth at the front, the hair covering the back of the head and
 * an ear, a beard along the jaw.
 */
function profileFace(p: Palette, f: Face, hy: number, line: number): string {
  const d = (f.turn ?? 1) < 0 ? -1 : 1;
  const ax = (v: number) => fmt(d * v);
  const gz = f.gaze ?? 0;
  const ey = hy - 0.8 - gz * 0.8;
  const eye =
    gz < 0 ? `M${ax(3.2)} ${fmt(ey + 0.3)}q${ax(1.3)}.9 ${ax(2.6)} 0` : `M${ax(3.9)} ${fmt(ey)}h${ax(0.9)}`;
  const tint = f.tint ?? HAIR;
  const nose = path(`M${ax(6.9)} ${fmt(hy - 2)}L${ax(9.4)} ${fmt(hy + 1.8)}L${ax(7)} ${fmt(hy + 2.4)}`, {
    fill: flesh(p),
    'stroke-width': fmt(line),
  });
  const hair =
    f.hair && f.hair !== 'none'
      ? path(
          `M${ax(5.8)} ${fmt(hy - 5.6)}Q${ax(1)} ${fmt(hy - 10.5)} ${ax(-6.4)} ${fmt(hy - 4.4)}Q${ax(-8.6)} ${fmt(hy + 2)} ${ax(-5.2)} ${fmt(hy + 6)}Q${ax(-2.6)} ${fmt(hy + 2)} ${ax(-1.6)} ${fmt(hy - 2)}Q${ax(1.4)} ${fmt(hy - 5)} ${ax(5.8)} ${fmt(hy - 5.6)}Z`,
          { fill: tint, 'stroke-width': fmt(line * 0.8) },
        )
      : '';
  const ear = path(`M${ax(-0.6)} ${fmt(hy - 1.4)}q${ax(-2.2)} 1.6 0 3.4`, {
    stroke: INK,
    'stroke-width': 0.6,
  });
  const beard =
    f.hair === 'beard'
      ? path(
          `M${ax(-1.8)} ${fmt(hy + 0.8)}Q${ax(-2.6)} ${fmt(hy + 9)} ${ax(3.4)} ${fmt(hy + 13)}Q${ax(7.4)} ${fmt(hy + 9.6)} ${ax(7.2)} ${fmt(hy + 4)}Q${ax(4.4)} ${fmt(hy + 5.8)} ${ax(1.8)} ${fmt(hy + 3)}Z`,
          { fill: tint, 'stroke-width': fmt(line * 0.8) },
        ) + path(`M${ax(4.2)} ${fmt(hy + 5)}l${ax(2.8)}-.6`, { stroke: INK, 'stroke-width': 0.8 })
      : path(`M${ax(5.2)} ${fmt(hy + 4.4)}l${ax(1.8)}-.2`, { stroke: '#8a3a2a', 'stroke-width': 0.8 });
  return g(
    { 'data-figure': 'face' },
    path(eye, { 'data-figure': 'eyes', stroke: INK, 'stroke-width': gz < 0 ? 0.9 : 2.1 }) +
      path(`M${ax(3)} ${fmt(ey - 2.4)}q${ax(1.6)}-1 ${ax(3.2)} 0`, { stroke: INK, 'stroke-width': 0.7 }) +
      nose +
      hair +
      (f.hair === 'long' ? '' : ear) +
      beard,
  );
}

/**
 * A face on the head at (0, hy), radius 7.5, tagged `data-figure="face"`:
 * eyes (lids when the gaze is lowered), brows, a nose that breaks the outline
 * when the head is turned, a mouth, and hair or a beard over the head.
 */
function face(p: Palette, f: Face, hy: number, line: number): string {
  if (f.profile) return profileFace(p, f, hy, line);
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
  const [armL, armR] = arms(o, top(o.body ?? 'robe'));
  const tf = placing(x, y, s, o);
  return g({ transform: tf, 'stroke-width': fmt(weight / s) }, handList(p, o, armL, armR));
}

/** The transform that puts a person's unit space on the card: feet at (x, y), leaning, scaled, perhaps mirrored. */
function placing(x: number, y: number, s: number, o: Person): string {
  const lean = o.lean ? ` rotate(${o.lean})` : '';
  return `translate(${fmt(x)} ${fmt(y)})${lean} scale(${o.flip ? `-${fmt(s)} ${fmt(s)}` : fmt(s)})`;
}

/** Where a point of a person's unit space lands on the card (lean about the feet and mirroring included). */
export function at(x: number, y: number, s: number, [ux, uy]: Pt, lean = 0, flip = false): Pt {
  const a = (lean * Math.PI) / 180;
  const fx = flip ? -ux : ux;
  return [x + s * (fx * Math.cos(a) - uy * Math.sin(a)), y + s * (fx * Math.sin(a) + uy * Math.cos(a))];
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
  return [x, y + (top(body) - 10) * s];
}

/** An ellipse in unit space, for held discs and the like. */
export const oval = (cx: number, cy: number, rx: number, ry: number, attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...attrs });
