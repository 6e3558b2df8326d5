/** The scene of each major arcana, indexed by its Marseille number. */
import type { Palette } from './palette.js';
import { g } from './shapes.js';
import { MAJORS_0_10 } from './symbols-0-10.js';
import { MAJORS_11_15 } from './symbols-11-15.js';
import { MAJORS_16_21 } from './symbols-16-21.js';

const MAJORS = [...MAJORS_0_10, ...MAJORS_11_15, ...MAJORS_16_21];

/** Scene for major `n` in the shared gold line style; its own space spans about ±110 by ±150. */
export function majorEmblem(n: number, p: Palette, cx = 150, cy = 250): string {
  const draw = MAJORS[n];
  if (!draw) throw new Error(`no emblem for major arcana ${n}`);
  return g(
    {
      transform: `translate(${cx} ${cy}) scale(1.12)`,
      fill: 'none',
      stroke: p.gold,
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    draw(p),
  );
}
