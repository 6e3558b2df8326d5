/**
 * The sky a scene is set under. Most cards keep the deck's starry night in
 * their family's colours; the daylight cards of the Rider–Waite–Smith deck get
 * their day sky (the colour is part of their meaning), the Star its dusk,
 * and the Devil and the Tower their black.
 * Every sky stays deep enough at the top for the gold line art and the
 * numeral to read, on a light page and a dark one.
 *
 * Day keeps the family's night base, so the deck reads as one deck: daylight
 * is a sun (drawn by the scene on the Fool and the Sun, by the sky on the
 * others), a small warm corona around it, and a low horizon band on the scene's
 * ground line (horizon.ts), not a field of amber or a grey haze. Where a night
 * scene draws a sun, its stars leave the sky around it clear.
 */
import type { CardDef } from '../deck.js';
import type { SkyStop } from './frame.js';
import { DAYLIGHT, HORIZONS, type Horizon } from './horizon.js';
import type { Palette } from './palette.js';
import { circle, el, g, rays } from './shapes.js';

export type SkyKind = 'night' | 'day' | 'dusk' | 'dark';

export interface Sky {
  kind: SkyKind;
  /** Gradient stops from the top of the card to its foot. */
  stops: readonly SkyStop[];
  /** By day: the horizon band on the scene's ground line, or null where the scene shows none. */
  horizon?: Horizon | null;
  /** By day: the corona's strength at its centre and its radius. */
  corona?: { strength: number; radius: number };
  /** Whether the seeded star field shows. */
  stars: boolean;
  /** By night, where the scene draws a sun: the star field leaves the sky around it clear. */
  clear?: readonly [number, number];
  /** The soft light behind the scene, when it is not the family's: embers on black. */
  glow?: string;
  /** By day: where the sun stands, in the card's 300 × 500 space. */
  sun?: readonly [number, number];
  /** By day: whether the sky draws the sun's disc (false where the scene draws its own: the Fool, the Sun). */
  disc?: boolean;
}

/** Cards whose RWS image is set in daylight, under a yellow sky. */
const DAY = new Set([
  'major-00',
  'major-01',
  'major-03',
  'major-07',
  'major-11',
  'major-19',
  'wands-04',
  'wands-06',
  'cups-10',
]);
/**
 * The night cards whose scene draws a sun, in the card's 300 × 500 space: the Lovers' over
 * Raphael, Death's between the towers, Temperance's crown of light over the mountains.
 */
const RISING: Record<string, readonly [number, number]> = {
  'major-06': [150, 107],
  'major-13': [224, 295],
  'major-14': [260, 116],
};
/** Cards set at dusk: the Star's first stars over the water. */
const DUSK = new Set(['major-17']);
/** Cards the RWS deck sets against black: the Devil and the Tower keep no stars, so their darkness reads as meant. */
const DARK = new Set(['major-15', 'major-16']);

/** The scenes that draw their own sun: the Fool's over his shoulder, the Sun's overhead. */
const DRAWN: Record<string, readonly [number, number]> = { 'major-00': [81, 125], 'major-19': [150, 143] };
/**
 * Where the sky puts a small sun on the other day cards: in open sky, clear of the figures,
 * the Magician's roses, the Chariot's canopy, the Six of Wands' wreath and the Ten of Cups' rainbow.
 */
const PLACED: Record<string, readonly [number, number]> = {
  'major-01': [72, 188],
  'major-03': [150, 122],
  'major-07': [250, 100],
  'major-11': [214, 150],
  'wands-04': [150, 122],
  'wands-06': [96, 126],
  'cups-10': [60, 106],
};

/** How strong the corona is at its centre, behind the sun (design review 7: 18–22 %). */
export const SUN_GLOW = 0.2;
/** The Sun's own corona is stronger: daylight is that card's meaning (deck review 3, item 4). */
export const SUN_CARD_GLOW = 0.5;
/** Where the corona has faded to nothing, as a fraction of its radius. */
export const SUN_FADE = 0.55;
/** The corona's radius. */
export const SUN_RADIUS = 120;
/** The Sun's corona reaches past its great rays, over the top of the card. */
export const SUN_CARD_RADIUS = 200;
const DUSK_STOPS = ['#0b0a2a', '#3a2a6a', '#9a4a6a'];
const DARK_STOPS = ['#020104', '#0e0a18', '#1c1426'];

export function skyFor(card: CardDef, p: Palette): Sky {
  if (DAY.has(card.id)) {
    const drawn = DRAWN[card.id];
    const horizon = HORIZONS[card.id] ?? null;
    return {
      kind: 'day',
      stops: [p.skyTop, p.skyBottom],
      horizon,
      corona:
        card.id === 'major-19'
          ? { strength: SUN_CARD_GLOW, radius: SUN_CARD_RADIUS }
          : { strength: SUN_GLOW, radius: SUN_RADIUS },
      stars: false,
      sun: drawn ?? PLACED[card.id] ?? [150, 122],
      disc: !drawn,
    };
  }
  if (DUSK.has(card.id)) return { kind: 'dusk', stops: DUSK_STOPS, stars: true };
  if (DARK.has(card.id)) return { kind: 'dark', stops: DARK_STOPS, stars: false, glow: '#7a2a1a' };
  const clear = RISING[card.id];
  return { kind: 'night', stops: [p.skyTop, p.skyBottom], stars: true, ...(clear ? { clear } : {}) };
}

/** A small sun: a gold disc with alternating long and short rays. */
const sunDisc = (x: number, y: number, p: Palette): string =>
  g(
    { 'data-figure': 'sun', stroke: p.gold, 'stroke-linecap': 'round' },
    rays(x, y, 15, 25, 16, { 'stroke-width': 1.4 }) + circle(x, y, 11, { fill: p.gold, 'stroke-width': 1 }),
  );

/**
 * The day's light (nothing by night): a warm corona fading out by SUN_FADE of its radius,
 * and, on the cards whose scene draws no sun, the sun itself at its centre.
 */
export function sunGlow(prefix: string, sky: Sky, p: Palette): string {
  if (!sky.sun) return '';
  const id = `${prefix}-sun`;
  const fade = el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': DAYLIGHT, 'stop-opacity': sky.corona?.strength ?? SUN_GLOW }) +
      // Written out in full: the document's one-decimal numbers would round .55 to .6.
      el('stop', { offset: String(SUN_FADE).replace(/^0/, ''), 'stop-color': DAYLIGHT, 'stop-opacity': 0 }),
  );
  const [cx, cy] = sky.sun;
  return (
    el('defs', {}, fade) +
    el('circle', { cx, cy, r: sky.corona?.radius ?? SUN_RADIUS, fill: `url(#${id})`, 'data-light': 'sun' }) +
    (sky.disc ? sunDisc(cx, cy, p) : '')
  );
}
