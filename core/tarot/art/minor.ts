/**
 * Minor arcana faces: each ace's own RWS scene (aces.ts), a scene for each of two to
 * ten (the RWS images, so the numbers read apart and carry their meaning),
 * and four distinct court figures.
 */
import type { Suit } from '../deck.js';
import { ace } from './aces.js';
import { COURTS } from './courts.js';
import { Kit } from './kit.js';
import { CUPS } from './minor-cups.js';
import { PENTACLES } from './minor-pentacles.js';
import { SWORDS } from './minor-swords.js';
import { WANDS } from './minor-wands.js';
import type { Palette } from './palette.js';
import { g } from './shapes.js';

type Scene = (k: Kit) => string;

const SCENES: Record<Suit, Record<number, Scene>> = {
  wands: WANDS,
  cups: CUPS,
  swords: SWORDS,
  pentacles: PENTACLES,
};

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
