/**
 * Scenes for the Fool through the Wheel of Fortune, after the Rider–Waite–Smith
 * imagery. Each is drawn in its own space, about ±110 wide and ±150 tall with
 * the ground near y = 140, stroked in gold by the caller.
 */
import { creature, leapingDog, placed } from './beasts.js';
import { land, PURPLE, WOOD } from './kit.js';
import { bare, cloth, gilt, type Palette, pale, tint } from './palette.js';
import { flesh, oval, person } from './people.js';
import {
  circle,
  crescent,
  el,
  fmt,
  g,
  infinity,
  line,
  path,
  polar,
  polygon,
  rays,
  rect,
  sparkle,
  star,
  thin,
} from './shapes.js';
import { placedGlyph } from './suit.js';
import { featherWings } from './wings.js';

/** Text drawn inside a stroked group must opt out of the stroke. */
const letter = (x: number, y: number, text: string, p: Palette): string =>
  el(
    'text',
    { x, y, 'text-anchor': 'middle', 'font-family': 'serif', 'font-size': 15, fill: p.shade, stroke: 'none' },
    text,
  );

const flower = (x: number, y: number, r: number, fill: string): string =>
  star(x, y, r, 5, { fill, 'stroke-width': 1 }, 0.62) +
  circle(x, y, r * 0.3, { fill: '#c9a43c', stroke: 'none' });

function fool(p: Palette): string {
  return (
    rays(-62, -112, 24, 38, 16, thin) +
    circle(-62, -112, 18, gilt(p, 0.85)) +
    path('M-108 44L-80 4L-64 22L-40-10L-22 12', { ...thin, 'stroke-opacity': 0.7 }) +
    path('M-86 12L-80 4L-74 12M-46-2L-40-10L-34-2', { ...thin, stroke: '#fff' }) +
    g(
      { 'data-figure': 'ground' },
      path('M-120 166V94Q-40 80 40 88L58 98L50 120L62 166Z', { fill: p.shade, stroke: 'none' }) +
        path('M-120 166V94Q-40 80 40 88L58 98L50 120L62 166Z', tint(p, 0.25)),
    ) +
    person(p, 6, 90, 1.25, {
      figure: 'fool',
      face: { turn: 0.7, gaze: 1, hair: 'short' },
      body: 'tunic',
      hat: 'cap',
      lean: -5,
      l: [
        [-22, -72],
        [-25, -92],
      ],
      r: [
        [22, -60],
        [15, -74],
      ],
      legL: [
        [-10, -18],
        [-17, 0],
      ],
      legR: [
        [10, -20],
        [18, -6],
      ],
      back: path('M17-72L-38-116', { 'stroke-width': 2.6 }) + oval(-38, -110, 9, 7, tint(p, 0.9)),
      front: flower(-25, -95, 5, '#fff'),
    }) +
    placed('dog', -52, 90, 1.2, false, leapingDog(p)) +
    sparkle(84, 70, 7, bare(p))
  );
}

function magician(p: Palette): string {
  const lily = (x: number) =>
    path(`M${x} 150V118`, thin) + star(x, 114, 6, 6, { fill: '#fff', ...thin }, 0.4);
  return (
    path('M-100-150Q0-120 100-150', { ...thin, 'stroke-dasharray': '2 5' }) +
    [-90, -60, 60, 90].map((x) => flower(x, -140, 6, '#c0395a')).join('') +
    infinity(0, -66, 16, { 'stroke-width': 3 }) +
    person(p, 0, 72, 1.25, {
      figure: 'magician',
      face: { hair: 'short' },
      hat: 'none',
      fill: pale(p),
      l: [
        [-20, -62],
        [-25, -42],
      ],
      r: [
        [20, -96],
        [21, -116],
      ],
      mid: path('M-13-56Q0-50 13-56', { stroke: p.accent, 'stroke-width': 3 }),
      front: path('M21-108V-142', { 'stroke-width': 3.4 }) + circle(21, -143, 2.5, { fill: '#fff' }),
    }) +
    rect(-98, 40, 196, 10, { fill: cloth(p) }) +
    path('M-86 50V96M86 50V96') +
    placedGlyph('cups', p, -66, 24, 0.48) +
    placedGlyph('pentacles', p, -22, 26, 0.55) +
    placedGlyph('swords', p, 22, 22, 0.5, 90) +
    placedGlyph('wands', p, 66, 24, 0.5, 60) +
    [-70, -30, 30, 70].map((x, i) => (i % 2 ? lily(x) : flower(x, 124, 8, '#c0395a'))).join('') +
    flower(0, 132, 8, '#c0395a')
  );
}

function highPriestess(p: Palette): string {
  const pillar = (x: number, fill: Record<string, string | number>) =>
    rect(x - 13, -120, 26, 250, fill) + rect(x - 18, -132, 36, 12, fill) + rect(x - 18, 128, 36, 10, fill);
  const seeds = [-36, 0, 36]
    .flatMap((x) => [-96, -60].map((y) => circle(x, y, 6, { fill: '#b0344e', ...thin })))
    .join('');
  return (
    rect(-60, -118, 120, 180, tint(p, 0.15)) +
    seeds +
    pillar(-76, { fill: p.shade }) +
    pillar(76, { fill: pale(p) }) +
    letter(-76, -68, 'B', { ...p, shade: p.gold }) +
    letter(76, -68, 'J', p) +
    person(p, 0, 122, 1.35, {
      figure: 'priestess',
      face: { hair: 'long' },
      body: 'seated',
      hat: 'moons',
      fill: '#3a4f9a',
      l: [
        [-17, -44],
        [-8, -34],
      ],
      r: [
        [17, -44],
        [8, -34],
      ],
      mid: path('M-5-50H5M0-55V-45', { stroke: '#fff', 'stroke-width': 1.6 }),
      front: rect(-13, -38, 26, 7, { fill: '#fff', 'fill-opacity': 0.9, 'stroke-width': 1 }),
    }) +
    path('M-6 5A6 6 0 1 0 6 5A6 6 0 1 0-6 5Z', { ...gilt(p), 'stroke-width': 1 }) +
    g({ transform: 'rotate(-90 0 136)' }, crescent(0, 136, 14, false, gilt(p, 0.85)))
  );
}

function wheat(x: number, y: number, p: Palette): string {
  const grains = [0, 1, 2]
    .map((i) => {
      const gy = y - 20 - i * 8;
      return path(`M${x} ${gy}q-6-2-6-8q5 1 6 8zM${x} ${gy}q6-2 6-8q-5 1-6 8z`, tint(p, 0.8));
    })
    .join('');
  return line(x, y + 16, x, y - 40, thin) + grains;
}

function empress(p: Palette): string {
  const cypress = (x: number) => path(`M${x} 68V30`, thin) + oval(x, -10, 11, 42, { fill: '#1f3a2a' });
  return (
    // The far meadow the cypresses stand on: the day's horizon lies along it.
    g({ 'data-figure': 'ground' }, land('70Q0 60 120 70', tint(p, 0.2))) +
    cypress(-86) +
    cypress(-64) +
    cypress(86) +
    path('M56-30Q62 20 58 66M64-30Q70 20 66 66', { stroke: '#fff', 'stroke-opacity': 0.6, ...thin }) +
    path('M-40 110V-10Q-40-40-20-40H20Q40-40 40-10V110Z', { fill: '#8a3046' }) +
    person(p, 0, 116, 1.35, {
      figure: 'empress',
      face: { hair: 'long', tint: '#c89a4a' },
      body: 'seated',
      hat: 'stars',
      fill: pale(p),
      l: [
        [-17, -44],
        [-10, -32],
      ],
      r: [
        [20, -50],
        [22, -64],
      ],
      mid: path('M-8-42Q0-36 8-42', { stroke: '#b0344e', 'stroke-width': 2 }),
      front: path('M22-56V-96', { 'stroke-width': 2.2 }) + circle(22, -98, 4, gilt(p)),
    }) +
    path('M-70 100Q-84 78-70 72Q-62 68-58 78Q-54 68-46 72Q-32 78-46 100L-58 112Z', { fill: p.shade }) +
    circle(-58, 84, 6, thin) +
    path('M-58 90V102M-63 96H-53', thin) +
    [-104, -90, -76, 76, 90, 104].map((x, i) => wheat(x, 138 - (i % 2) * 6, p)).join('')
  );
}

function emperor(p: Palette): string {
  const horn = 'M-44-46C-56-84-102-76-96-44C-92-24-66-30-68-46C-70-56-82-54-80-46';
  return (
    path('M-120 10L-86-44L-66-20L-40-72L-10-24L20-86L50-26L78-56L120 0V20H-120Z', { fill: '#5a2a1c' }) +
    path('M-50 140V-40Q-50-60-30-60H30Q50-60 50-40V140Z', { fill: '#6b6a7a' }) +
    path(horn, { 'stroke-width': 3.5 }) +
    g({ transform: 'scale(-1 1)' }, path(horn, { 'stroke-width': 3.5 })) +
    person(p, 0, 130, 1.4, {
      figure: 'emperor',
      face: { hair: 'beard', tint: '#d8d8e0' },
      body: 'seated',
      hat: 'tall',
      fill: '#a83a2a',
      l: [
        [-18, -44],
        [-24, -52],
      ],
      r: [
        [20, -44],
        [24, -54],
      ],
      mid: path('M-6-71Q-7-58 0-54Q7-58 6-71Q0-68-6-71Z', { fill: '#fff', 'stroke-width': 0.8 }),
      front:
        circle(-25, -57, 6, gilt(p)) +
        path('M-25-63V-68', thin) +
        path('M24-50V-86M17-86H31', { 'stroke-width': 2.4 }) +
        el('ellipse', { cx: 24, cy: -93, rx: 4.5, ry: 6, 'stroke-width': 2.4 }),
    })
  );
}

function key(p: Palette, x: number, y: number, angle: number, colour: string): string {
  return g(
    { transform: `translate(${x} ${y}) rotate(${angle})`, stroke: colour },
    circle(0, -20, 5, tint(p, 0.3)) + path('M0-15V20M0 13H6V16H3V20H6'),
  );
}

function hierophant(p: Palette): string {
  const pillar = (x: number) => rect(x - 12, -130, 24, 240, { fill: '#6b6a7a' }) + rect(x - 16, -138, 32, 8);
  const acolyte = (x: number, fill: string) =>
    person(p, x, 150, 0.72, {
      hat: 'tonsure',
      fill,
      l: [
        [-14, -58],
        [-6, -48],
      ],
      r: [
        [14, -58],
        [6, -48],
      ],
    });
  return (
    pillar(-80) +
    pillar(80) +
    person(p, 0, 108, 1.35, {
      figure: 'hierophant',
      face: {},
      body: 'seated',
      hat: 'papal',
      fill: '#a83a2a',
      l: [
        [-20, -48],
        [-26, -52],
      ],
      r: [
        [22, -66],
        [20, -84],
      ],
      mid: path('M0-64V0', { stroke: '#fff', 'stroke-width': 5 }),
      front:
        path('M-26-20V-122M-34-106H-18M-36-112H-16M-32-100H-20', { 'stroke-width': 2.4 }) +
        path('M20-86V-96M16-86V-94', { 'stroke-width': 2 }),
    }) +
    key(p, -12, 118, 35, p.gold) +
    key(p, 12, 118, -35, '#e8e4d8') +
    acolyte(-46, '#b0344e') +
    acolyte(46, '#e8e4d8')
  );
}

/** The Lovers' two trees: the Tree of Life, a trunk branching into flame-leaves, and the fruited Tree of Knowledge with its serpent. */
function tree(x: number, fruit: string, flames: boolean): string {
  const tips = Array.from({ length: 12 }, (_, i) => polar(x, -4, i % 2 ? 14 : 24, -180 + i * 16.4));
  const leaves = flames
    ? // Boughs from the trunk out to the flames, so they grow on the tree rather than ring a pole.
      path(
        tips
          .filter((_, i) => i % 2 === 0)
          .map(([lx, ly]) => `M${x} 16L${fmt(lx)} ${fmt(ly)}`)
          .join(''),
        { stroke: WOOD, 'stroke-width': 2.4 },
      ) +
      tips
        .map(([lx, ly]) =>
          path(`M${lx.toFixed(1)} ${ly.toFixed(1)}q-6-10 0-20q6 10 0 20z`, {
            fill: '#e8743b',
            'stroke-width': 1,
          }),
        )
        .join('')
    : circle(x, -14, 26, { fill: '#2f5a3a' }) +
      [
        [-10, -20],
        [8, -26],
        [12, -6],
        [-6, -2],
      ]
        .map(([dx = 0, dy = 0]) => circle(x + dx, dy, 3.5, { fill: fruit, 'stroke-width': 1 }))
        .join('');
  const serpent = flames
    ? ''
    : path(`M${x - 4} 60Q${x + 10} 44 ${x - 6} 30T${x + 2} 4`, { stroke: '#7fb069' });
  const trunk = flames
    ? path(`M${x - 4} 90Q${x - 2} 40 ${x - 2} 10H${x + 2}Q${x + 2} 40 ${x + 4} 90Z`, {
        fill: WOOD,
        'stroke-width': 1.2,
      })
    : path(`M${x} 90V-6`, { 'stroke-width': 4 });
  return trunk + leaves + serpent;
}

function lovers(p: Palette): string {
  return (
    g({ 'data-figure': 'sun' }, rays(0, -128, 18, 30, 16, thin) + circle(0, -128, 15, gilt(p, 0.9))) +
    g({ 'data-figure': 'wings' }, featherWings(0, -64, 0.95, PURPLE, -40)) +
    // Raphael's head below the sun, with a face looking down on the pair.
    person(p, 0, -30, 0.8, {
      figure: 'angel',
      fill: '#6d4bb0',
      face: { gaze: -1, hair: 'short', tint: '#e8c060' },
      l: [
        [-22, -74],
        [-34, -78],
      ],
      r: [
        [22, -74],
        [34, -78],
      ],
    }) +
    path('M-104-44Q-72-66-42-50Q-20-68 0-54Q20-68 42-50Q72-66 104-44Q82-30 42-36Q0-26-42-36Q-82-30-104-44Z', {
      fill: pale(p),
    }) +
    path('M-40 150L0 30L40 150Z', { fill: '#4a3a6a' }) +
    tree(-82, '', true) +
    tree(82, '#c0395a', false) +
    person(p, -44, 146, 1.0, {
      figure: 'man',
      fill: pale(p),
      body: 'tunic',
      // Adam looks to Eve, Eve up to the angel.
      face: { turn: 0.6, hair: 'short' },
      r: [
        [18, -58],
        [26, -52],
      ],
    }) +
    person(p, 44, 146, 1.0, {
      figure: 'woman',
      body: 'gown',
      fill: pale(p),
      face: { turn: -0.3, gaze: 1, hair: 'long' },
      l: [
        [-18, -86],
        [-22, -104],
      ],
    })
  );
}

function sphinx(fill: string, x: number, mirror: boolean): string {
  const flip = mirror ? ' scale(-1 1)' : '';
  return g(
    { 'data-figure': 'sphinx', transform: `translate(${x} 146)${flip} scale(1.25)` },
    path('M-26 0Q-28-14-16-14H4L6-26Q12-34 18-26V-14L26-6V0Z', { fill }) + path('M6-26L3-12M18-26L21-13'),
  );
}

function chariot(p: Palette): string {
  const wheel = (x: number) =>
    circle(x, 98, 20, { fill: p.shade }) + path(`M${x - 20} 98H${x + 20}M${x} 78V118`, thin);
  return (
    g(
      { 'data-figure': 'ground' },
      path('M-112 20V-6H-96V2H-84V-10H-70V20ZM70 20V-16H84V-4H96V-12H112V20Z', { fill: '#4a3a6a', ...thin }),
    ) +
    path('M-60-110Q0-146 60-110', { 'stroke-width': 3.5 }) +
    path('M-60-110Q0-136 60-110', { fill: '#2d3c8a' }) +
    [-36, -12, 12, 36].map((x) => star(x, -121, 4, 6, bare(p))).join('') +
    path('M-54-112V40M54-112V40') +
    person(p, 0, 40, 1.15, {
      figure: 'charioteer',
      face: {},
      hat: 'crown',
      fill: '#6b6a7a',
      l: [
        [-20, -64],
        [-14, -50],
      ],
      r: [
        [20, -64],
        [28, -80],
      ],
      mid: crescent(-14, -74, 5, true, gilt(p)) + crescent(14, -74, 5, false, gilt(p)),
      front: path('M28-66V-118', { 'stroke-width': 2.2 }) + circle(28, -120, 3, gilt(p)),
    }) +
    wheel(-64) +
    wheel(64) +
    path('M-66 4H66L56 104H-56Z', { fill: '#6b6a7a' }) +
    path('M-30 36Q-15 26 0 36Q15 26 30 36M-8 40Q0 34 8 40', { stroke: '#fff', ...thin }) +
    circle(0, 44, 6, gilt(p)) +
    sphinx('#f2efe6', -44, true) +
    sphinx('#0c0a14', 44, false)
  );
}

function justice(p: Palette): string {
  const pan = (x: number) =>
    path(`M${x} 8L${x - 12} 40M${x} 8L${x + 12} 40`, thin) +
    path(`M${x - 14} 40Q${x} 54 ${x + 14} 40Z`, gilt(p, 0.5));
  return (
    rect(-84, -124, 22, 240, { fill: '#6b6a7a' }) +
    rect(62, -124, 22, 240, { fill: '#6b6a7a' }) +
    rect(-62, -110, 124, 120, { fill: '#6d3b8a', 'fill-opacity': 0.7 }) +
    path('M-50 130V-20Q-50-40-30-40H30Q50-40 50-20V130Z', { fill: '#6b6a7a' }) +
    person(p, 0, 126, 1.4, {
      figure: 'justice',
      face: { hair: 'long' },
      body: 'seated',
      hat: 'crown',
      fill: '#a83a2a',
      l: [
        [-24, -52],
        [-30, -70],
      ],
      r: [
        [22, -44],
        [26, -58],
      ],
      front: path('M26-56V-62M20-62H32', { 'stroke-width': 2 }) + path('M26-62V-122', { 'stroke-width': 3 }),
    }) +
    path('M-42 28V8', { 'stroke-width': 2 }) +
    line(-72, 8, -12, 8, { 'stroke-width': 2 }) +
    pan(-72) +
    pan(-12) +
    circle(-42, 8, 3, gilt(p))
  );
}

function hermit(p: Palette): string {
  return (
    path('M-120 166V148L-60 92L-30 110L10 70L50 100L120 154V166Z', { fill: pale(p), 'fill-opacity': 0.75 }) +
    circle(52, 12, 34, bare(p, 0.14)) +
    person(p, 0, 104, 1.5, {
      figure: 'hermit',
      face: { turn: 0.4, gaze: -1, hair: 'beard', tint: '#b8b8c4' },
      hat: 'hood',
      fill: '#6b6a7a',
      lean: 4,
      l: [
        [-20, -60],
        [-26, -64],
      ],
      r: [
        [24, -70],
        [32, -82],
      ],
      mid: path('M-5-82Q0-66 5-82', { fill: '#fff', 'stroke-width': 0.8 }),
      back: path('M-26-120V4', { 'stroke-width': 3 }),
      front:
        path('M32-82V-76', thin) +
        path('M26-76H38L40-50H24Z', { fill: p.shade }) +
        star(32, -63, 7, 6, gilt(p), 0.58),
    })
  );
}

/** Hebrew letters as strokes about 10 tall around their centre. */
const YOD = 'M-1.5-4.5h2q1 0 1 1.2l-1.2 2.3';
const HE = 'M-4.5-4.5h7.5q1.5 0 1.5 1.5v7.5m-7.5-5v5';
const VAV = 'M-2-4.5h2.5q1 0 1 1.5v7.5';

/**
 * The sphinx on top of the Wheel: a blue lion's body seated in profile, a
 * human head in the striped nemes, the sword held upright before its chest.
 */
function wheelSphinx(p: Palette): string {
  return g(
    { 'data-figure': 'sphinx', transform: 'translate(4 -77) scale(1.2)' },
    path('M-26-4Q-4-8 28-2Q18-14 26-24', { 'stroke-width': 1.6 }) +
      path('M-16 0H22Q28-14 16-20H2L-2-28H-14L-11-15L-13-4H-18Z', { fill: '#6b8fd0', 'stroke-width': 1.6 }) +
      path('M-6-16Q-2-8 2-4M14-10Q18-4 16 0', { 'stroke-width': 1, 'stroke-opacity': 0.7 }) +
      path('M-15-41Q-8-47-1-41L2-26H-6L-8-31Z', { fill: '#6b8fd0', 'stroke-width': 1.4 }) +
      path('M-12-43.5L-9.5-32M-6-44.5L-4.5-28.5M-1.5-42L0-27', { 'stroke-width': 1.1 }) +
      path('M-15-41Q-17-37-19-34.5L-16-33.5L-16-30.5Q-12-28-8-31L-7-38Z', {
        fill: flesh(p),
        'stroke-width': 1.2,
      }) +
      path('M-14.5-37.5h1.6', { stroke: '#2a160c', 'stroke-width': 1.4 }) +
      // The sword, point up, its hilt between the forepaws.
      path('M-23.6-8V-50L-22-55L-20.4-50V-8Z', { fill: pale(p), 'stroke-width': 1.2 }) +
      path('M-28-8H-16M-22-8V-2', { 'stroke-width': 2.4 }),
  );
}

function wheel(p: Palette): string {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const [x1, y1] = polar(0, -6, 16, i * 45);
    const [x2, y2] = polar(0, -6, 54, i * 45);
    return line(x1, y1, x2, y2);
  }).join('');
  // TARO at the quarters, read clockwise from the top, and the Tetragrammaton between them.
  const rim = ['T', 'A', 'R', 'O']
    .map((ch, i) => {
      const [x, y] = polar(0, -6, 63, i * 90 - 90);
      return el('text', { x, y: y + 4.6, 'font-size': 13 }, ch);
    })
    .join('');
  // The Hebrew letters are drawn, not set, so no font is needed for them (the share image has none): yod, he, vav, he.
  const hebrew = [YOD, HE, VAV, HE]
    .map((d, i) => {
      const [x, y] = polar(0, -6, 63, i * 90 - 45);
      return path(d, { transform: `translate(${fmt(x)} ${fmt(y)})` });
    })
    .join('');
  return (
    placed('angel', -84, -118, 1.1, false, creature(p, 'angel')) +
    placed('eagle', 84, -118, 1.1, false, creature(p, 'eagle')) +
    placed('bull', -84, 126, 1.1, false, creature(p, 'bull')) +
    placed('lion', 84, 126, 1.1, false, creature(p, 'lion')) +
    circle(0, -6, 72, { ...tint(p, 0.25), 'stroke-width': 3 }) +
    circle(0, -6, 54) +
    spokes +
    g(
      {
        'data-figure': 'taro',
        'text-anchor': 'middle',
        'font-family': 'serif',
        'font-weight': 'bold',
        fill: p.gold,
        stroke: 'none',
      },
      rim,
    ) +
    g({ 'data-figure': 'tetragrammaton', stroke: p.gold, 'stroke-width': 1.8 }, hebrew) +
    circle(0, -6, 16, gilt(p, 0.5)) +
    polygon(
      Array.from({ length: 8 }, (_, i) => polar(0, -6, i % 2 ? 4 : 10, i * 45 - 90)),
      gilt(p),
    ) +
    // The sphinx with its sword on top, the serpent going down, Anubis rising.
    wheelSphinx(p) +
    path('M-84 -60Q-70-40-86-20T-84 20T-80 50', { stroke: '#e8b04a', 'stroke-width': 4 }) +
    path('M-80 50l-6 6l8 1z', { fill: '#e8b04a' }) +
    person(p, 80, 80, 0.72, {
      figure: 'anubis',
      body: 'tunic',
      fill: '#b0344e',
      lean: -12,
      l: [
        [-18, -62],
        [-28, -70],
      ],
      front: path('M-5-92L-4-106L2-96L8-106L8-92L18-86L6-82Z', { fill: '#0c0a14' }),
    })
  );
}

export const MAJORS_0_10: readonly ((p: Palette) => string)[] = [
  fool,
  magician,
  highPriestess,
  empress,
  emperor,
  hierophant,
  lovers,
  chariot,
  justice,
  hermit,
  wheel,
];
