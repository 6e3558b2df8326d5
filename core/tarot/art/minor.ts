/**
 * Minor arcana faces: the ace's sign in a halo, a scene for each of two to
 * ten (the RWS images, so the numbers read apart and carry their meaning),
 * and four distinct court figures.
 */
import type { Suit } from '../deck.js';
import { COURTS } from './courts.js';
import { cloud, Kit } from './kit.js';
import { CUPS } from './minor-cups.js';
import { PENTACLES } from './minor-pentacles.js';
import { SWORDS } from './minor-swords.js';
import { WANDS } from './minor-wands.js';
import { type Palette, pale } from './palette.js';
import { limbs, skin } from './people.js';
import { circle, g, path, rays } from './shapes.js';
import { placedGlyph } from './suit.js';

type Scene = (k: Kit) => string;

const SCENES: Record<Suit, Record<number, Scene>> = {
  wands: WANDS,
  cups: CUPS,
  swords: SWORDS,
  pentacles: PENTACLES,
};

/** Where the hand from the cloud takes hold of each sign (glyph at 2.5 around (0, -10)). */
const GRIP: Record<Suit, number> = { wands: 30, cups: 32, swords: 42, pentacles: 44 };

/** The ace: the sign in its halo, offered by a hand from a cloud, as in the RWS aces. */
function ace(k: Kit): string {
  const p = k.p;
  const y = GRIP[k.suit];
  return (
    rays(0, -10, 78, 104, 24, { stroke: p.gold, 'stroke-width': 1.2, 'stroke-opacity': 0.6 }) +
    circle(0, -10, 70, { fill: p.shade, 'fill-opacity': 0.5, stroke: p.gold, 'stroke-width': 1 }) +
    circle(0, -10, 64, { fill: 'none', stroke: p.accent, 'stroke-width': 0.6, 'stroke-dasharray': '2 4' }) +
    placedGlyph(k.suit, p, 0, -10, 2.5) +
    g(
      { 'data-figure': 'hand' },
      limbs(
        [
          [
            [90, y + 32],
            [52, y + 14],
            [12, y + 2],
          ],
        ],
        pale(p),
        15,
        1.3,
      ) +
        path(
          `M-9 ${y - 9}H7Q13 ${y - 9} 13 ${y - 3}V${y + 5}Q13 ${y + 10} 7 ${y + 10}H-9Q-13 ${y + 10}-13 ${y + 5}V${y - 4}Q-13 ${y - 9}-9 ${y - 9}Z`,
          {
            fill: skin(p),
            'stroke-width': 1.4,
          },
        ) +
        path(`M-13 ${y - 3}H4M-13 ${y + 2}H4M-12 ${y + 7}H4M-9 ${y - 9}Q2 ${y - 14} 9 ${y - 8}`, {
          'stroke-width': 1,
        }) +
        path(`M20 ${y - 6}Q16 ${y + 2} 22 ${y + 12}`, { 'stroke-width': 1.2 }) +
        cloud(p, 94, y + 44, 32),
    )
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
