/**
 * The sky a scene is set under. Most cards keep the deck's starry night in
 * their family's colours; the daylight cards of the Rider–Waite–Smith deck get
 * their day sky (the colour is part of their meaning), the Star its dusk,
 * and the Devil and the Tower their black.
 * Every sky stays deep enough at the top for the gold line art and the
 * numeral to read, on a light page and a dark one.
 *
 * Day keeps the family's night base, so the deck reads as one deck: daylight
 * is a warm glow behind the sun and a horizon band a quarter of the way from
 * the night toward that light, not a field of amber.
 */
import type { CardDef } from '../deck.js';
import type { Palette } from './palette.js';
import { el, mix } from './shapes.js';

export type SkyKind = 'night' | 'day' | 'dusk' | 'dark';

export interface Sky {
  kind: SkyKind;
  /** Gradient stops from the top of the card to its foot. */
  stops: readonly string[];
  /** Whether the seeded star field shows. */
  stars: boolean;
  /** The soft light behind the scene, when it is not the family's: embers on black. */
  glow?: string;
  /** By day: where the sun (or the light, on a card that draws none) stands, in the card's 300 × 500 space. */
  sun?: readonly [number, number];
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
/** Cards set at dusk: the Star's first stars over the water. */
const DUSK = new Set(['major-17']);
/** Cards the RWS deck sets against black: the Devil and the Tower keep no stars, so their darkness reads as meant. */
const DARK = new Set(['major-15', 'major-16']);

/** Where the light stands on the day cards that draw a sun: the Fool's over his shoulder, the Sun's overhead. */
const SUNS: Record<string, readonly [number, number]> = { 'major-00': [81, 125], 'major-19': [150, 143] };
/** High in the middle of the sky, on the day cards that draw no sun. */
const LIGHT: readonly [number, number] = [150, 130];

/** Daylight: the colour of the glow behind the sun and of the light on the horizon. */
export const DAYLIGHT = '#ffc874';
/** How far the horizon band moves from the night base toward the daylight (20–30 % lighter). */
export const HORIZON_LIFT = 0.25;
/** How strong the glow is at its centre, behind the sun. */
export const SUN_GLOW = 0.3;

/** The height of most scenes' horizon, as a fraction of the card's height, where the band is brightest. */
export const HORIZON = 0.7;

/**
 * The night base at eleven even stops (offsets a tenth apart, which the
 * document's one-decimal numbers print exactly), with the stop at the horizon
 * lifted toward the daylight: a soft band fading out a tenth above and below.
 */
const dayStops = (p: Palette): string[] =>
  Array.from({ length: 11 }, (_, i) => {
    const night = mix(p.skyTop, p.skyBottom, i / 10);
    return i / 10 === HORIZON ? mix(night, DAYLIGHT, HORIZON_LIFT) : night;
  });

const DUSK_STOPS = ['#0b0a2a', '#3a2a6a', '#9a4a6a'];
const DARK_STOPS = ['#020104', '#0e0a18', '#1c1426'];

export function skyFor(card: CardDef, p: Palette): Sky {
  if (DAY.has(card.id)) return { kind: 'day', stops: dayStops(p), stars: false, sun: SUNS[card.id] ?? LIGHT };
  if (DUSK.has(card.id)) return { kind: 'dusk', stops: DUSK_STOPS, stars: true };
  if (DARK.has(card.id)) return { kind: 'dark', stops: DARK_STOPS, stars: false, glow: '#7a2a1a' };
  return { kind: 'night', stops: [p.skyTop, p.skyBottom], stars: true };
}

/** The warm glow behind a day card's sun (nothing by night): a radial fade from the daylight to clear. */
export function sunGlow(prefix: string, sky: Sky): string {
  if (!sky.sun) return '';
  const id = `${prefix}-sun`;
  const fade = el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': DAYLIGHT, 'stop-opacity': SUN_GLOW }) +
      el('stop', { offset: 1, 'stop-color': DAYLIGHT, 'stop-opacity': 0 }),
  );
  const [cx, cy] = sky.sun;
  return el('defs', {}, fade) + el('circle', { cx, cy, r: 120, fill: `url(#${id})`, 'data-light': 'sun' });
}
