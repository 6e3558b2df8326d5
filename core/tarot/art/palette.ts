import type { Suit } from '../deck.js';
import { mix } from './shapes.js';

/** Colours for one family of cards; the emblem is line art in `gold` over the sky. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  /** Soft halo behind the emblem. */
  glow: string;
  gold: string;
  /** Secondary colour for fills and flourishes, the family's element. */
  accent: string;
  /** Near-background tone for shapes that must hide what is behind them. */
  shade: string;
}

const MAJOR: Palette = {
  skyTop: '#07061c',
  skyBottom: '#2b1d63',
  glow: '#6d5bd0',
  gold: '#ecc870',
  accent: '#b7a6ff',
  shade: '#140f38',
};

const SUITS: Record<Suit, Palette> = {
  // Fire: ember sky fading to smouldering red.
  wands: {
    skyTop: '#120503',
    skyBottom: '#6a2410',
    glow: '#e0702a',
    gold: '#f3c66b',
    accent: '#ff9a3c',
    shade: '#2e0d06',
  },
  // Water: abyssal blue rising to teal.
  cups: {
    skyTop: '#020a1a',
    skyBottom: '#0c4a5e',
    glow: '#2aa6b4',
    gold: '#e9cf86',
    accent: '#62d6d2',
    shade: '#04182a',
  },
  // Air: cold violet night with silver light.
  swords: {
    skyTop: '#07071a',
    skyBottom: '#41406e',
    glow: '#8f8fcf',
    gold: '#e2d7a8',
    accent: '#cfd2f0',
    shade: '#15152e',
  },
  // Earth: forest dark under a green-gold horizon.
  pentacles: {
    skyTop: '#03100a',
    skyBottom: '#224d2b',
    glow: '#7fa94a',
    gold: '#e6c35a',
    accent: '#a8d46f',
    shade: '#0a2414',
  },
};

export const paletteFor = (suit: Suit | null): Palette => (suit ? SUITS[suit] : MAJOR);

/** The card back belongs to no family: deepest indigo so every face stands apart. */
export const BACK: Palette = {
  skyTop: '#05041a',
  skyBottom: '#1d1650',
  glow: '#5a48c0',
  gold: '#e8c66a',
  accent: '#9d8cf0',
  shade: '#0d0a2c',
};

/** Translucent element-colour fill, the usual body for an emblem's shapes. */
export const tint = (p: Palette, opacity = 0.3): { fill: string; 'fill-opacity': number } => ({
  fill: p.accent,
  'fill-opacity': opacity,
});

/** Solid gold fill for jewels, suns and knobs. */
export const gilt = (p: Palette, opacity = 1): { fill: string; 'fill-opacity': number } => ({
  fill: p.gold,
  'fill-opacity': opacity,
});

/** Gold fill with no outline, for small stars and lights that a stroke would blur. */
export const bare = (p: Palette, opacity = 1): { fill: string; 'fill-opacity': number; stroke: string } => ({
  ...gilt(p, opacity),
  stroke: 'none',
});

/**
 * Opaque body colour for people and beasts: the element's tint already laid
 * over the dark, so the star field never shows through a figure.
 */
export const cloth = (p: Palette, t = 0.38): string => mix(p.shade, p.accent, t);

/** Opaque pale body, for what tradition paints white: the Fool's dog, Death's and the Sun's horse. */
export const pale = (p: Palette): string => mix(p.shade, '#ffffff', 0.78);
