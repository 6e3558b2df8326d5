/** Every card belongs to one family its turn sentence is chosen for (card-family.ts, ADR 0105). */
import { describe, expect, it } from 'vitest';
import { familyOf } from '../../core/oracle/reader/card-family.js';
import { DECK } from '../../core/tarot/deck.js';
import { localeJson } from '../helpers/locale-files.js';

describe('the family of a card', () => {
  it('is its suit’s for a Minor card and its meaning’s for a Major', () => {
    const of = (id: string) => {
      const card = DECK.find((c) => c.id === id);
      if (!card) throw new Error(id);
      return familyOf({ cardId: card.id, suit: card.suit ?? null });
    };
    expect(of('swords-03')).toBe('mind');
    expect(of('cups-05')).toBe('heart');
    expect(of('pentacles-10')).toBe('hands');
    expect(of('wands-01')).toBe('drive');
    expect(of('major-09')).toBe('mind');
    // By name, not by number: this deck numbers Justice 8 and Strength 11 (the side-by-side rating ab8,
    // P16: the reversed Justice told as "a longing for closeness").
    const names = localeJson<Record<string, { name: string }>>('en', 'cards');
    const id = (name: string) => Object.keys(names).find((key) => names[key]?.name === name) ?? '-';
    expect(of(id('Justice'))).toBe('mind');
    expect(of(id('Strength'))).toBe('heart');
    expect(of('major-13')).toBe('change');
    expect(of('major-17')).toBe('heart');
    expect(new Set(DECK.map((c) => of(c.id)))).toEqual(
      new Set(['heart', 'mind', 'hands', 'drive', 'change']),
    );
  });
});
