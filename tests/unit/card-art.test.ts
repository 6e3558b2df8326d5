import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { cardBackSvg, cardSvg, englishName } from '../../core/tarot/art/card-svg.js';
import { NAME_MIN_SIZE } from '../../core/tarot/art/frame.js';
import { PURPLE } from '../../core/tarot/art/kit.js';
import { DECK } from '../../core/tarot/deck.js';

const enCards = JSON.parse(readFileSync('locales/en/cards.json', 'utf8')) as Record<string, { name: string }>;

const MAJOR_NUMERALS = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
];

/** What a reader looks for first on each major; the art tags each with `data-figure`. */
const MAJOR_FIGURES: Record<string, string[]> = {
  'major-00': ['fool', 'dog'],
  'major-01': ['magician'],
  'major-02': ['priestess'],
  'major-03': ['empress'],
  'major-04': ['emperor'],
  'major-05': ['hierophant'],
  'major-06': ['angel', 'man', 'woman', 'sun'],
  'major-07': ['charioteer', 'sphinx'],
  'major-08': ['justice'],
  'major-09': ['hermit'],
  'major-10': ['angel', 'eagle', 'bull', 'lion', 'anubis', 'sphinx', 'taro'],
  'major-11': ['woman', 'lion'],
  'major-12': ['hanged-man'],
  'major-13': ['skeleton', 'horse', 'rose', 'bishop', 'sun'],
  'major-14': ['angel'],
  'major-15': ['devil', 'captive'],
  'major-16': ['faller'],
  'major-17': ['maiden'],
  'major-18': ['dog', 'wolf', 'crayfish'],
  'major-19': ['child', 'horse'],
  'major-20': ['angel', 'risen', 'child', 'coffin', 'mountains'],
  'major-21': ['dancer', 'angel', 'eagle', 'bull', 'lion'],
};

/** The figure that carries each minor's meaning (RWS), by suit and number. */
const MINOR_FIGURES: Record<string, Record<number, string[]>> = {
  wands: {
    2: ['lord'],
    3: ['merchant'],
    4: ['celebrant'],
    5: ['youth'],
    6: ['victor', 'horse'],
    7: ['defender'],
    8: ['staves-in-flight'],
    9: ['guard'],
    10: ['bearer'],
  },
  cups: {
    2: ['lover'],
    3: ['dancer'],
    4: ['sulker'],
    5: ['mourner'],
    6: ['child'],
    7: ['dreamer'],
    8: ['wanderer'],
    9: ['host'],
    10: ['parent', 'child'],
  },
  swords: {
    2: ['blindfolded'],
    3: ['heart'],
    4: ['effigy'],
    5: ['victor', 'defeated'],
    6: ['ferryman', 'passenger'],
    7: ['thief'],
    8: ['bound'],
    9: ['sleepless'],
    10: ['fallen'],
  },
  pentacles: {
    2: ['juggler'],
    3: ['mason', 'monk', 'architect'],
    4: ['miser'],
    5: ['beggar'],
    6: ['merchant', 'beggar'],
    7: ['gardener'],
    8: ['apprentice'],
    9: ['lady', 'falcon'],
    10: ['elder', 'dog'],
  },
};

const COURT_RANKS: Record<number, string> = { 11: 'page', 12: 'knight', 13: 'queen', 14: 'king' };

/** The emblems and scene each court card's RWS image is read by. */
const COURT_EMBLEMS: Record<string, string[]> = {
  'wands-11': ['salamander', 'pyramids'],
  'wands-12': ['salamander'],
  'wands-13': ['sunflower', 'cat', 'lion'],
  'wands-14': ['lion', 'salamander', 'pyramids'],
  'cups-11': ['fish', 'waves'],
  'cups-12': ['river'],
  'cups-13': ['closed-cup', 'pebbles', 'cherub'],
  'cups-14': ['ship', 'fish', 'waves'],
  'swords-11': ['birds', 'wind', 'trees'],
  'swords-12': ['birds'],
  'swords-13': ['butterfly', 'birds', 'cherub'],
  'swords-14': ['butterfly', 'trees', 'birds'],
  'pentacles-11': ['tree', 'flowers', 'furrows'],
  'pentacles-12': ['furrows'],
  'pentacles-13': ['rabbit', 'roses', 'goat', 'bower'],
  'pentacles-14': ['grapes', 'bull', 'vines', 'castle'],
};

/** The courts whose head the tradition shows in true profile, and the way each faces. */
const PROFILES: Record<string, 'left' | 'right'> = {
  'wands-11': 'right',
  // Turned to the fish in his cup (deck review 3, item 8).
  'cups-11': 'right',
  'swords-11': 'left',
  'swords-13': 'right',
  'wands-14': 'left',
};

/** What each court holds, tagged with `data-figure`: the hand that holds it must touch it. */
const HELD: Record<string, string> = { wands: 'wand', cups: 'cup', swords: 'sword', pentacles: 'pentacle' };

/**
 * The card rendered at 300 px with only the elements tagged `name` (and what
 * they contain) visible: one flag per pixel, set where something was painted.
 */
function paintedBy(svg: string, name: string): Uint8Array {
  const only = `<style>svg{visibility:hidden}[data-figure="${name}"]{visibility:visible}</style>`;
  const pixels = new Resvg(svg.replace(/^<svg[^>]*>/, (open) => open + only)).render().pixels;
  const mask = new Uint8Array(pixels.length / 4);
  for (let i = 0; i < mask.length; i++) mask[i] = (pixels[i * 4 + 3] ?? 0) > 0 ? 1 : 0;
  return mask;
}

function count(mask: Uint8Array, also: (i: number) => boolean = () => true): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i] && also(i)) n++;
  return n;
}

/** How many of the suit's objects a pip scene shows: staves, cups, blades or coins. */
function suitObjects(suit: string, svg: string): number {
  const count = (re: RegExp) => svg.match(re)?.length ?? 0;
  if (suit === 'wands') return count(/stroke="#9a6a3a"/g);
  // A sword is counted by its cross-guard, whatever its width.
  if (suit === 'swords') return count(/d="M-([\d.]+) 0H\1" stroke-width="3.2"/g);
  return count(/<use href="#[^"]+-s"/g);
}

const faces = DECK.map((card) => ({ card, svg: cardSvg(card) }));

/** Each ace's defining details (RWS), besides the hand from the cloud. */
const ACE_FIGURES: Record<string, string[]> = {
  'wands-01': ['rod', 'falling-leaves', 'castle'],
  'cups-01': ['cup', 'dove', 'wafer', 'streams', 'lotus'],
  'swords-01': ['crown', 'olive', 'palm', 'yods', 'mountains'],
  'pentacles-01': ['coin', 'garden-arch', 'lilies', 'path', 'mountains'],
};

/** What the image text describes on the cards the deck review found drawn otherwise. */
const SCENE_FIGURES: Record<string, string[]> = {
  'major-17': ['maiden', 'jugs', 'pool', 'five-streams', 'tree', 'ibis', 'great-star', 'seven-stars'],
  'major-19': ['sun', 'child', 'horse', 'banner', 'sunflowers', 'wall'],
  'major-21': ['wreath', 'dancer', 'sash', 'angel', 'eagle', 'bull', 'lion'],
  'major-12': ['tau-tree', 'halo', 'hanged-man'],
  'major-06': ['wings'],
  'major-14': ['angel', 'path', 'mountains', 'crown-of-light'],
};

const svgById = new Map(faces.map((f) => [f.card.id, f.svg]));
const byId = (id: string): string => svgById.get(id) ?? '';

/** The markup of the first element tagged `name`, up to the end of the card (enough to search inside it). */
function group(svg: string, name: string): string {
  const start = svg.indexOf(`data-figure="${name}"`);
  if (start < 0) return '';
  // Cut at the closing tag that balances the opening one.
  let depth = 0;
  const re = /<(\/?)g\b[^>]*?(\/?)>/g;
  re.lastIndex = svg.lastIndexOf('<', start);
  for (let m = re.exec(svg); m; m = re.exec(svg)) {
    if (m[2]) continue;
    depth += m[1] ? -1 : 1;
    if (depth === 0) return svg.slice(svg.lastIndexOf('<', start), m.index + m[0].length);
  }
  return svg.slice(start);
}

/** How many subpaths (moves) the paths inside some markup draw. */
const subpaths = (markup: string): number =>
  [...markup.matchAll(/ d="([^"]+)"/g)].reduce((n, m) => n + (m[1]?.match(/M/g)?.length ?? 0), 0);

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const texts = (svg: string): string[] =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');

/** The numeral is the text centred under the top edge, the name on the banner the last text. */
const numeralOf = (svg: string): string | undefined =>
  svg.match(/<text x="150" y="59"[^>]*>([^<]*)<\/text>/)?.[1];
const bannerOf = (svg: string): string | undefined => texts(svg).at(-1);

const figures = (svg: string): string[] => [...svg.matchAll(/data-figure="([^"]+)"/g)].map((m) => m[1] ?? '');

/**
 * Minimal well-formedness check: tags nest and close, attributes are quoted,
 * and no raw '&' or '<' leaks into attribute values or text.
 */
function wellFormedProblem(svg: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="(?:[^"<&]|&(?:amp|lt|gt|quot|apos);)*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (text.replace(/&(?:amp|lt|gt|quot|apos);/g, '').match(/[&>]/)) return `bad text near ${i}`;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) return `malformed tag at ${lt}: ${svg.slice(lt, lt + 40)}`;
    const [, closing, name = '', attrs = '', selfClosing] = m;
    const names = [...attrs.matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) return `repeated attribute in <${name}> at ${lt}`;
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}> at ${lt}`;
    } else if (!selfClosing) {
      stack.push(name);
    }
    i = tag.lastIndex;
    if (stack.length === 0) return i === svg.length ? null : `content after root at ${i}`;
  }
  return `unclosed <${stack.join('> <')}>`;
}

describe('cardSvg', () => {
  it('renders a standalone SVG document for every card', () => {
    expect(faces).toHaveLength(78);
    for (const { svg } of faces) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 300 500"');
      expect(svg).toContain('width="300"');
      expect(svg).toContain('height="500"');
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('gives every card its own artwork', () => {
    expect(new Set(faces.map((f) => f.svg)).size).toBe(78);
  });

  it('is deterministic for the same card', () => {
    for (const { card, svg } of faces) {
      expect(cardSvg({ ...card })).toBe(svg);
    }
  });

  it('keeps each card under 12 KB', () => {
    for (const { card, svg } of faces) {
      expect(Buffer.byteLength(svg, 'utf8'), card.id).toBeLessThan(12 * 1024);
    }
  });

  it('is well-formed XML', () => {
    for (const { card, svg } of faces) {
      expect(wellFormedProblem(svg), card.id).toBeNull();
    }
  });

  it('labels majors with their roman numeral, the Fool with 0', () => {
    for (const { card, svg } of faces.filter((f) => f.card.arcana === 'major')) {
      expect(numeralOf(svg), card.id).toBe(MAJOR_NUMERALS[card.number]);
    }
    const byId = new Map(faces.map((f) => [f.card.id, f.svg]));
    expect(numeralOf(byId.get('major-21') ?? '')).toBe('XXI');
    expect(numeralOf(byId.get('major-08') ?? '')).toBe('VIII');
    expect(numeralOf(byId.get('major-00') ?? '')).toBe('0');
  });

  it('numbers pips I..X and gives court cards only their name', () => {
    for (const { card, svg } of faces.filter((f) => f.card.arcana === 'minor')) {
      const name = englishName(card);
      const expected = card.number <= 10 ? [MAJOR_NUMERALS[card.number], name] : [name];
      expect(texts(svg), card.id).toEqual(expected);
    }
  });

  it('draws a quiz card with neither numeral nor name: a "?" on the ribbon', () => {
    for (const card of DECK) {
      const svg = cardSvg(card, { name: '?', prefix: 'quiz-0', numeral: false });
      expect(numeralOf(svg), card.id).toBeUndefined();
      expect(bannerOf(svg), card.id).toBe('?');
    }
  });

  it('keeps the key figures of the majors (RWS tradition)', () => {
    const byId = new Map(faces.map((f) => [f.card.id, f.svg]));
    for (const [id, wanted] of Object.entries(MAJOR_FIGURES)) {
      const present = figures(byId.get(id) ?? '');
      for (const figure of wanted) expect(present, `${id} ${figure}`).toContain(figure);
    }
    // The World and the Wheel show the four living creatures, not the suit signs.
    for (const id of ['major-10', 'major-21']) expect(byId.get(id)).not.toContain('data-suit=');
  });

  it("draws a scene for two to ten that shows the card's number of objects and its key figure", () => {
    for (const { card, svg } of faces.filter(
      (f) => f.card.suit && f.card.number >= 2 && f.card.number <= 10,
    )) {
      const suit = card.suit ?? '';
      expect(suitObjects(suit, svg), card.id).toBe(card.number);
      const present = figures(svg);
      for (const figure of MINOR_FIGURES[suit]?.[card.number] ?? ['missing']) {
        expect(present, `${card.id} ${figure}`).toContain(figure);
      }
    }
    // Scenes, not rearranged pips: no two numbers of a suit share their cast.
    for (const suit of ['wands', 'cups', 'swords', 'pentacles']) {
      const casts = faces
        .filter((f) => f.card.suit === suit && f.card.number >= 2 && f.card.number <= 10)
        .map((f) => figures(f.svg).join(','));
      expect(new Set(casts).size, suit).toBe(9);
    }
  });

  it('offers each ace from a hand out of a cloud, in its own RWS scene', () => {
    for (const { card, svg } of faces.filter((f) => f.card.suit && f.card.number === 1)) {
      const present = figures(svg);
      expect(
        present.filter((f) => f === 'hand'),
        card.id,
      ).toHaveLength(1);
      for (const figure of ACE_FIGURES[card.id] ?? ['missing'])
        expect(present, `${card.id} ${figure}`).toContain(figure);
    }
    // The dove pours five streams from the cup.
    expect(subpaths(group(byId('cups-01'), 'streams'))).toBe(5);
  });

  it('draws what the image text describes on the cards the deck review named (issue 23)', () => {
    for (const [id, wanted] of Object.entries(SCENE_FIGURES)) {
      const present = figures(byId(id));
      for (const figure of wanted) expect(present, `${id} ${figure}`).toContain(figure);
    }
    const star = byId('major-17');
    expect(subpaths(group(star, 'five-streams')), 'the Star pours five streams on the land').toBe(5);
    expect(group(star, 'seven-stars').match(/<polygon/g), 'seven small stars').toHaveLength(7);
    expect(group(star, 'jugs').match(/<g transform/g), 'two jugs').toHaveLength(2);
    expect(
      figures(byId('pentacles-10')).filter((f) => f === 'dog'),
      'two dogs',
    ).toHaveLength(2);
    // The Lovers' angel has purple wings; the World's dancer a purple sash.
    expect(group(byId('major-06'), 'wings')).toContain(`fill="${PURPLE}"`);
    expect(group(byId('major-21'), 'sash')).toContain(`fill="${PURPLE}"`);
    expect(group(byId('major-21'), 'wreath')).not.toBe('');
    // The Sun's child carries the great red banner.
    expect(group(byId('major-19'), 'banner')).toContain('fill="#d94a3a"');
  });

  it("keeps the Knight of Wands' staff clear of the numeral's rules and the inner frame", () => {
    const wand = group(byId('wands-12'), 'wand');
    const ys = [...(wand.match(/d="M[^"]+"/)?.[0] ?? '').matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) =>
      Number(m[2]),
    );
    expect(ys.length).toBeGreaterThan(1);
    // Scenes are drawn about (150, 255); the numeral's rules sit at y = 50 and the inner frame at 16.
    expect(Math.min(...ys) + 255).toBeGreaterThan(66);
  });

  it('sets each scene under its own sky: day for the daylight cards, dusk for the Star, black for the Devil and the Tower', () => {
    const skyOf = (id: string) => byId(id).match(/data-sky="([a-z]+)"/)?.[1];
    for (const id of [
      'major-00',
      'major-01',
      'major-03',
      'major-07',
      'major-11',
      'major-19',
      'wands-04',
      'wands-06',
      'cups-10',
    ]) {
      expect(skyOf(id), id).toBe('day');
      // No stars by day.
      expect(byId(id), id).not.toContain('stroke="#fff" stroke-linecap="round"');
    }
    expect(skyOf('major-17')).toBe('dusk');
    for (const id of ['major-15', 'major-16']) expect(skyOf(id), id).toBe('dark');
    for (const id of ['major-18', 'swords-09', 'cups-05']) {
      expect(skyOf(id), id).toBe('night');
      expect(byId(id), id).toContain('stroke="#fff" stroke-linecap="round"');
    }
    // Every sky is deep enough at the top for the gold numeral: at least 4.5:1.
    for (const { card, svg } of faces) {
      const top = svg.match(/<stop offset="0" stop-color="(#[0-9a-f]{6})"/)?.[1] ?? '';
      const gold = svg.match(/<text[^>]*font-size="26"[^>]*fill="(#[0-9a-f]{6})"/)?.[1] ?? '';
      if (!gold) continue;
      expect(contrast(top, gold), card.id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the four court ranks four distinct figures, the knight on his horse', () => {
    for (const { card, svg } of faces.filter((f) => f.card.suit && f.card.number > 10)) {
      const present = figures(svg);
      const rank = COURT_RANKS[card.number] ?? 'missing';
      expect(present, card.id).toContain(rank);
      for (const other of Object.values(COURT_RANKS)) {
        if (other !== rank) expect(present, card.id).not.toContain(other);
      }
      if (rank === 'knight') expect(present, card.id).toContain('horse');
      else expect(present, card.id).not.toContain('horse');
    }
  });

  it('gives each of the sixteen court cards its own figure and emblems, not a recoloured one', () => {
    const courts = faces.filter((f) => f.card.suit && f.card.number > 10);
    expect(courts).toHaveLength(16);
    // No two courts share their cast of tagged figures and emblems.
    const casts = courts.map((f) => [...new Set(figures(f.svg))].sort().join(','));
    expect(new Set(casts).size).toBe(16);
    // Nor their drawing once colours, the suit sign and names are taken away.
    const shape = (svg: string) =>
      svg
        .replace(/#[0-9a-fA-F]{3,8}\b/g, '#')
        .replace(/(fill|stroke|stop-color)-?(opacity)?="[^"]*"/g, '')
        .replace(/<title[^>]*>[^<]*<\/title>|<text[^>]*>[^<]*<\/text>/g, '')
        .replace(/<defs>.*?<\/defs>/g, '')
        .replace(/(id|href|data-suit)="[^"]*"|url\([^)]*\)/g, '');
    const shapes = courts.map((f) => shape(f.svg));
    expect(new Set(shapes).size).toBe(16);
    // Each carries at least one emblem of its own beyond its rank's figure.
    const byId = new Map(courts.map((f) => [f.card.id, figures(f.svg)]));
    for (const [id, emblems] of Object.entries(COURT_EMBLEMS)) {
      for (const emblem of emblems) expect(byId.get(id), `${id} ${emblem}`).toContain(emblem);
    }
  });

  it('gives no two courts of one rank the same figure: rendered alone, their silhouettes differ', () => {
    for (const [n, rank] of Object.entries(COURT_RANKS)) {
      const courts = faces.filter((f) => f.card.suit && f.card.number === Number(n));
      const masks = courts.map((f) => paintedBy(f.svg, rank));
      // Queens, Kings and Pages were one template per rank: each body, pose and cloak now differs.
      const most = rank === 'knight' ? 0.9 : 0.85;
      for (let i = 0; i < courts.length; i++) {
        for (let j = i + 1; j < courts.length; j++) {
          const [a, b] = [masks[i] ?? new Uint8Array(), masks[j] ?? new Uint8Array()];
          const union = count(a, () => true) + count(b, (x) => a[x] !== 1);
          const shared = count(a, (x) => b[x] === 1);
          expect(shared / union, `${courts[i]?.card.id} and ${courts[j]?.card.id}`).toBeLessThan(most);
        }
      }
    }
  });

  it('seats each Queen and King on a throne of its own', () => {
    for (const n of [13, 14]) {
      const thrones = faces
        .filter((f) => f.card.suit && f.card.number === n)
        .map((f) => group(f.svg, 'throne').replace(/#[0-9a-fA-F]{3,8}\b/g, '#'));
      expect(
        thrones.every((t) => t !== ''),
        String(n),
      ).toBe(true);
      expect(new Set(thrones).size, String(n)).toBe(4);
    }
    // The King of Cups' throne rides the sea: waves are drawn over its foot, and no land lies under it.
    const kc = byId('cups-14');
    expect(kc.indexOf('data-figure="waves"')).toBeGreaterThan(kc.indexOf('data-figure="throne"'));
    const waves = paintedBy(kc, 'waves');
    const throne = paintedBy(kc, 'throne');
    expect(count(waves, (i) => throne[i] === 1)).toBeGreaterThan(20);
  });

  it('turns the heads the tradition shows in profile: one eye, facing the way the card looks', () => {
    for (const [id, side] of Object.entries(PROFILES)) {
      const svg = byId(id);
      const d = group(svg, 'face').match(/<path d="([^"]+)" data-figure="eyes"/)?.[1] ?? '';
      expect(d.match(/M/g), `${id}: one eye`).toHaveLength(1);
      // The painted eye lies on the side of the head the figure faces.
      const eye = paintedBy(svg, 'eyes');
      const face = paintedBy(svg, 'face');
      const meanX = (mask: Uint8Array) => {
        let sum = 0;
        for (let i = 0; i < mask.length; i++) if (mask[i]) sum += i % 300;
        return sum / count(mask);
      };
      const ahead = meanX(eye) - meanX(face);
      if (side === 'right') expect(ahead, id).toBeGreaterThan(1);
      else expect(ahead, id).toBeLessThan(-1);
    }
  });

  it('gives every court figure a face with eyes that show', () => {
    for (const { card, svg } of faces.filter((f) => f.card.suit && f.card.number > 10)) {
      const rank = COURT_RANKS[card.number] ?? 'missing';
      // The face belongs to the rank's figure, and carries eyes.
      const figure = svg.slice(svg.indexOf(`data-figure="${rank}"`));
      expect(figure, card.id).toMatch(/<g data-figure="face">(?:(?!<\/g>).)*data-figure="eyes"/);
      // The eyes are painted on top: where they are, the whole card is dark ink, not a hat or hair.
      const eyes = paintedBy(svg, 'eyes');
      expect(count(eyes), card.id).toBeGreaterThan(8);
      const full = new Resvg(svg).render().pixels;
      const luma = (i: number) =>
        0.3 * (full[i * 4] ?? 0) + 0.59 * (full[i * 4 + 1] ?? 0) + 0.11 * (full[i * 4 + 2] ?? 0);
      const inked = count(eyes, (i) => luma(i) < 110);
      expect(inked, card.id).toBeGreaterThan(4);
    }
  });

  it('puts what each court holds in a hand: the staff, cup, sword or coin touches a hand drawn over it', () => {
    for (const { card, svg } of faces.filter((f) => f.card.suit && f.card.number > 10)) {
      const thing = paintedBy(svg, HELD[card.suit ?? ''] ?? 'missing');
      const hands = paintedBy(svg, 'hand');
      expect(count(thing), card.id).toBeGreaterThan(100);
      expect(count(hands), card.id).toBeGreaterThan(100);
      // Not floating beside the figure: the hand and the thing share pixels.
      expect(
        count(thing, (i) => hands[i] === 1),
        card.id,
      ).toBeGreaterThan(15);
      // And the hand is drawn after it, so it closes over it rather than lying behind.
      const held = svg.indexOf(`data-figure="${HELD[card.suit ?? '']}"`);
      expect(svg.indexOf('data-figure="hand"', held), card.id).toBeGreaterThan(held);
    }
  });

  it('prints every card its English name on the banner by default', () => {
    for (const { card, svg } of faces) {
      expect(bannerOf(svg), card.id).toBe(englishName(card));
      expect(englishName(card), card.id).toBe(enCards[card.id]?.name);
    }
  });

  it('gives every SVG a title naming the card, and labels the image with it', () => {
    for (const { card, svg } of faces) {
      expect(svg, card.id).toMatch(/^<svg [^>]*role="img"/);
      expect(svg, card.id).toContain(`aria-labelledby="${card.id}-title"`);
      expect(svg, card.id).toContain(`<title id="${card.id}-title">${englishName(card)}</title>`);
    }
    const back = cardBackSvg();
    expect(back).toMatch(/^<svg [^>]*role="img"/);
    expect(back).toContain('aria-labelledby="card-back-title"');
    expect(back).toContain('<title id="card-back-title">Card back</title>');
  });

  it("prints a name passed in (a caller's language) on the banner and in the title, escaped", () => {
    const fool = DECK[0];
    if (!fool) throw new Error('no Fool');
    const ru = cardSvg(fool, { name: 'Шут' });
    expect(bannerOf(ru)).toBe('Шут');
    expect(ru).toContain('<title id="major-00-title">Шут</title>');
    const odd = cardSvg(fool, { name: 'Tom & "Jerry" <b>' });
    expect(wellFormedProblem(odd)).toBeNull();
    expect(odd).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    const long = cardSvg(fool, { name: 'Очень-очень длинное название этой карты таро' });
    expect(long).toMatch(/textLength="\d+"[^>]*>Очень/);
    expect(cardSvg(fool)).not.toContain('textLength');
    for (const name of ['命运之轮', 'Das Rad des Schicksals', 'Восьмёрка Пентаклей']) {
      expect(wellFormedProblem(cardSvg(fool, { name })), name).toBeNull();
    }
  });

  it('prints every name in five languages at least 11 px tall on a card shown 160 px wide', () => {
    // 21 of the card's 300 units is 11.2 px at 160 px.
    expect(NAME_MIN_SIZE * (160 / 300)).toBeGreaterThanOrEqual(11);
    for (const lang of ['en', 'ru', 'de', 'es', 'zh']) {
      const names = JSON.parse(readFileSync(`locales/${lang}/cards.json`, 'utf8')) as Record<
        string,
        { name: string }
      >;
      for (const card of DECK) {
        const svg = cardSvg(card, { name: names[card.id]?.name ?? '' });
        const size = Number(svg.match(/<text [^>]*font-size="([\d.]+)"[^>]*>[^<]*<\/text><\/svg>$/)?.[1]);
        expect(size, `${lang} ${card.id}`).toBeGreaterThanOrEqual(NAME_MIN_SIZE);
        // Narrowed, if at all, to the ribbon's width, which stays inside the inner border (x 16..284).
        const length = Number(svg.match(/textLength="([\d.]+)"/)?.[1] ?? 0);
        expect(length, `${lang} ${card.id}`).toBeLessThanOrEqual(230);
      }
    }
  });

  it('uses only the generic serif font and no outside resources', () => {
    for (const { svg } of [...faces, { svg: cardBackSvg() }]) {
      const families = [...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1]);
      expect(families.every((f) => f === 'serif')).toBe(true);
      expect(svg).not.toMatch(/<image|@import|@font-face|url\((?!#)/);
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toContain('http');
    }
  });

  it('keeps element ids unique across the deck so cards can share one page', () => {
    const ids = [...faces.map((f) => f.svg), cardBackSvg()].flatMap((svg) =>
      [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('cardBackSvg', () => {
  const back = cardBackSvg();

  it('is a deterministic, well-formed SVG on the same canvas as the faces', () => {
    expect(back.startsWith('<svg')).toBe(true);
    expect(back).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(back).toContain('viewBox="0 0 300 500"');
    expect(cardBackSvg()).toBe(back);
    expect(wellFormedProblem(back)).toBeNull();
    expect(Buffer.byteLength(back, 'utf8')).toBeLessThan(12 * 1024);
  });

  it('differs from every face and carries no text but its title', () => {
    for (const { svg } of faces) expect(back).not.toBe(svg);
    expect(texts(back)).toEqual([]);
  });
});
