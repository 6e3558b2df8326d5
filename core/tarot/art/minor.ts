/**
 * Minor arcana faces: the ace's sign in a halo, a scene for each of two to
 * ten (the RWS images, so the numbers read apart and carry their meaning),
 * and four distinct court figures.
 */
import type { Suit } from '../deck.js';
import { COURTS } from './courts.js';
import { Kit } from './kit.js';
import { CUPS } from './minor-cups.js';
import { PENTACLES } from './minor-pentacles.js';
import { SWORDS } from './minor-swords.js';
import { WANDS } from './minor-wands.js';
import type { Palette } from './palette.js';
import { circle, g, rays } from './shapes.js';
import { placedGlyph } from './suit.js';

type Scene = (k: Kit) => string;

const SCENES: Record<Suit, Record<number, Scene>> = {
  wands: WANDS,
  cups: CUPS,
  swords: SWORDS,
  pentacles: PENTACLES,
};

function ace(k: Kit): string {
  const p = k.p;
  return (
    rays(0, -10, 78, 104, 24, { stroke: p.gold, 'stroke-width': 1.2, 'stroke-opacity': 0.6 }) +
    circle(0, -10, 70, { fill: p.shade, 'fill-opacity': 0.5, stroke: p.gold, 'stroke-width': 1 }) +
    circle(0, -10, 64, { fill: 'none', stroke: p.accent, 'stroke-width': 0.6, 'stroke-dasharray': '2 4' }) +
    placedGlyph(k.suit, p, 0, -10, 2.5)
  );
}

/** Minor face body, drawn 1:1 around (150, 255) in the shared gold line style. */
export function minorScene(prefix: string, suit: Suit, n: number, p: Palette): string {
  const draw: Scene | undefined = n === 1 ? ace : n <= 10 ? SCENES[suit][n] : COURTS[n];
  if (!draw) throw new Error(`no art for ${suit} ${n}`);
  const kit = new Kit(prefix, suit, p);
  const scene = draw(kit);
  return g(
    {
      transform: 'translate(150 255)',
      fill: 'none',
      stroke: p.gold,
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    kit.defs() + scene,
  );
}
