/** A seeded stand-in for crypto's randomInt, so tests that measure many random draws see the same draws every run. */
import { prng } from '../../core/tarot/art/random.js';

/** An integer in [0, n), from mulberry32 seeded with `seed`. */
export function seededRandom(seed: number): (n: number) => number {
  const next = prng(seed);
  return (n) => Math.floor(next() * n);
}
