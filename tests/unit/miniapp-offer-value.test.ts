/**
 * The purchase sheet's value lines (ADR 0070): Stars per token and the saving against the smallest
 * package, from the catalog's own numbers, in the reader's number format.
 */
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PLAN, TOKEN_PACKAGES } from '../../core/catalog.js';
import { offerValue, smallest } from '../../miniapp/src/shared/purchase/offer-value.js';

describe('offer value', () => {
  const base = smallest(TOKEN_PACKAGES);

  it('compares every offer with the package of fewest tokens', () => {
    expect(base?.tokens).toBe(Math.min(...TOKEN_PACKAGES.map((p) => p.tokens)));
    expect(smallest([])).toBeUndefined();
  });

  it('gives the smallest package its price per token and no saving', () => {
    if (!base) throw new Error('no packages');
    expect(offerValue(base, base, 'en')).toEqual({
      perToken: String(base.stars / base.tokens),
      saving: null,
    });
  });

  it('gives the price per token to one decimal ("1.7 ★", not "1.67 ★")', () => {
    expect(offerValue({ tokens: 60, stars: 100 }, undefined, 'en').perToken).toBe('1.7');
    expect(offerValue({ tokens: 100, stars: 150 }, undefined, 'en').perToken).toBe('1.5');
    expect(offerValue({ tokens: 25, stars: 50 }, undefined, 'en').perToken).toBe('2');
  });

  it('rounds a saving down to a whole percent, so it is never overstated', () => {
    expect(offerValue({ tokens: 60, stars: 100 }, { tokens: 25, stars: 50 }, 'en')).toEqual({
      perToken: '1.7',
      saving: '16%',
    });
    expect(offerValue(SUBSCRIPTION_PLAN, { tokens: 25, stars: 50 }, 'en').saving).toBe('50%');
  });

  it('writes numbers as the reader’s language does', () => {
    const de = offerValue({ tokens: 60, stars: 100 }, { tokens: 25, stars: 50 }, 'de');
    expect(de.perToken).toBe('1,7');
    expect(de.saving?.replace(/\s/g, ' ')).toBe('16 %');
  });

  it('shows no saving for an offer that costs as much per token or more', () => {
    expect(offerValue({ tokens: 10, stars: 30 }, { tokens: 25, stars: 50 }, 'en').saving).toBeNull();
  });
});
