/**
 * The sky a scene is set under. Most cards keep the deck's starry night in
 * their family's colours; the daylight cards of the Rider–Waite–Smith deck get
 * their day sky (the colour is part of their meaning), the Star its dusk,
 * and the Devil and the Tower their black.
 * Every sky stays deep enough at the top for the gold line art and the
 * numeral to read, on a light page and a dark one.
 */
import type { CardDef } from '../deck.js';
import type { Palette } from './palette.js';

export type SkyKind = 'night' | 'day' | 'dusk' | 'dark';

export interface Sky {
  kind: SkyKind;
  /** Gradient stops from the top of the card to its foot. */
  stops: readonly string[];
  /** Whether the seeded star field shows. */
  stars: boolean;
  /** The soft light behind the scene, when it is not the family's: sunlight by day, embers on black. */
  glow?: string;
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

/** Amber day: warm at the top, bright toward the horizon, darker than the gold drawn on it. */
const DAY_STOPS = ['#7a3e0a', '#b8661a', '#d99a3c'];
const DUSK_STOPS = ['#0b0a2a', '#3a2a6a', '#9a4a6a'];
const DARK_STOPS = ['#020104', '#0e0a18', '#1c1426'];

export function skyFor(card: CardDef, p: Palette): Sky {
  if (DAY.has(card.id)) return { kind: 'day', stops: DAY_STOPS, stars: false, glow: '#fff0b0' };
  if (DUSK.has(card.id)) return { kind: 'dusk', stops: DUSK_STOPS, stars: true };
  if (DARK.has(card.id)) return { kind: 'dark', stops: DARK_STOPS, stars: false, glow: '#7a2a1a' };
  return { kind: 'night', stops: [p.skyTop, p.skyBottom], stars: true };
}
