/** Each card's element and astrological correspondence (issue 12), in every language. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { astrologyText } from '../../core/tarot/astrology.js';
import { DECK } from '../../core/tarot/deck.js';
import { elementOf } from '../../core/tarot/elements.js';

describe('card correspondences', () => {
  it('give the minors their suit’s element and the majors the element of their attribution', () => {
    expect(['wands-05', 'cups-05', 'swords-05', 'pentacles-05'].map(elementOf)).toEqual([
      'fire',
      'water',
      'air',
      'earth',
    ]);
    // The Emperor is Aries, Justice (8 here) Libra, Strength (11 here) Leo, Death Scorpio.
    expect(['major-04', 'major-08', 'major-11', 'major-13'].map(elementOf)).toEqual([
      'fire',
      'air',
      'fire',
      'water',
    ]);
  });

  it('name planets, signs, decans, aces and court cards in the Golden Dawn way', () => {
    expect(astrologyText('en', 'major-08')).toBe('Libra');
    expect(astrologyText('en', 'major-11')).toBe('Leo');
    expect(astrologyText('en', 'major-16')).toBe('Mars');
    expect(astrologyText('en', 'wands-02')).toBe('Mars in Aries');
    expect(astrologyText('en', 'swords-10')).toBe('the Sun in Gemini');
    expect(astrologyText('en', 'swords-01')).toBe('Root of Air');
    expect(astrologyText('en', 'cups-11')).toBe('Earth of Water');
    expect(astrologyText('ru', 'wands-02')).toBe('Марс в Овне');
    expect(astrologyText('de', 'cups-14')).toBe('Feuer des Wassers');
    expect(astrologyText('es', 'pentacles-01')).toBe('Raíz de la Tierra');
    // Not "Tierra del Fuego", the archipelago (issue 23 §2).
    expect(astrologyText('es', 'wands-11')).toBe('Tierra dentro del Fuego');
    expect(astrologyText('zh', 'wands-02')).toBe('火星在白羊座');
  });

  it.each(LOCALES)('exist for all 78 cards in %s, every name filled', (locale) => {
    for (const card of DECK) {
      const text = astrologyText(locale, card.id);
      expect(text.trim().length, card.id).toBeGreaterThan(0);
      expect(text, card.id).not.toMatch(/\{\{|\}\}|undefined/);
    }
  });
});
