/**
 * The four suit glyphs, drawn at unit size (about 60 tall, centred on 0,0).
 * Callers scale them; `suitGlyph` compensates the stroke so lines keep the same
 * weight whether a glyph is a small pip or an ace.
 */
import type { Suit } from '../deck.js';
import type { Palette } from './palette.js';
import { circle, el, g, line, path, pentagram } from './shapes.js';

const BASE_STROKE = 1.7;

function wand(p: Palette): string {
  return (
    path('M0-28q-9-5-9-14q8 2 9 14zM0-28q9-5 9-14q-8 2-9 14z', { fill: p.accent, 'fill-opacity': 0.8 }) +
    path('M-4 30L-3.5-26Q0-31 3.5-26L4 30Q0 33-4 30Z', { fill: p.accent, 'fill-opacity': 0.35 }) +
    path('M3.5-10q10-9 16-3q-7 7-16 3zM-3.5 8q-10-9-16-3q7 7 16 3z', {
      fill: p.accent,
      'fill-opacity': 0.6,
    }) +
    path('M-4 20L4 18M-4-2L4-4M-3.5-18L3.5-20')
  );
}

function cup(p: Palette): string {
  return (
    path('M-15-22H15Q15 3 0 7Q-15 3-15-22Z', { fill: p.accent, 'fill-opacity': 0.3 }) +
    el('ellipse', { cx: 0, cy: -22, rx: 15, ry: 3.5, fill: p.accent, 'fill-opacity': 0.5 }) +
    line(0, 7, 0, 21) +
    circle(0, 14, 2.5, { fill: p.gold }) +
    path('M-11 28Q0 18 11 28Z', { fill: p.gold, 'fill-opacity': 0.4 }) +
    circle(0, -31, 1.5, { fill: p.accent, stroke: 'none' })
  );
}

function sword(p: Palette): string {
  return (
    path('M0-33L4.5-24V11H-4.5V-24Z', { fill: p.accent, 'fill-opacity': 0.45 }) +
    line(0, -22, 0, 8, { 'stroke-opacity': 0.6 }) +
    path('M-15 8Q-15 13-10 13H10Q15 13 15 8') +
    path('M-2 13H2V24H-2Z', { fill: p.gold }) +
    circle(0, 28, 3, { fill: p.gold })
  );
}

function pentacle(p: Palette): string {
  return (
    circle(0, 0, 18, { fill: p.accent, 'fill-opacity': 0.25 }) +
    circle(0, 0, 14.5, { 'stroke-opacity': 0.6 }) +
    pentagram(0, 0, 14.5)
  );
}

const GLYPHS: Record<Suit, (p: Palette) => string> = {
  wands: wand,
  cups: cup,
  swords: sword,
  pentacles: pentacle,
};

/** Unit-size glyph wrapped in the stroke style; `scale` is what it will be drawn at. */
export function suitGlyph(suit: Suit, p: Palette, scale: number): string {
  return g(
    {
      'data-suit': suit,
      fill: 'none',
      stroke: p.gold,
      'stroke-width': BASE_STROKE / scale,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    GLYPHS[suit](p),
  );
}

/** Glyph placed at (x, y), scaled, optionally tilted. */
export function placedGlyph(suit: Suit, p: Palette, x: number, y: number, scale: number, tilt = 0): string {
  const rot = tilt ? ` rotate(${tilt})` : '';
  return g({ transform: `translate(${x} ${y})${rot} scale(${scale})` }, suitGlyph(suit, p, scale));
}
