/** A card's topic line read for the orientation drawn (core/oracle/reader/oriented-line.ts). */
import { describe, expect, it } from 'vitest';
import { orientedLine } from '../../core/oracle/reader/oriented-line.js';

describe('orientedLine', () => {
  const both =
    'Upright, love is supported by friends and happy occasions. Reversed, watch for gossip weighing on a relationship.';

  it('keeps the upright clauses for an upright card, without the label', () => {
    expect(orientedLine(both, false, 'en')).toBe('Love is supported by friends and happy occasions.');
  });

  it('keeps the reversal clauses for a reversed card, without the label the reading has already said', () => {
    expect(orientedLine(both, true, 'en')).toBe('Watch for gossip weighing on a relationship.');
  });

  it('splits clauses after a semicolon and closes them', () => {
    const line = 'Decisions favour clear facts; reversed, check the small print.';
    expect(orientedLine(line, false, 'en')).toBe('Decisions favour clear facts.');
    expect(orientedLine(line, true, 'en')).toBe('Check the small print.');
  });

  it('reads Russian, German and Chinese markers, and leaves a line that does not tell them apart', () => {
    expect(
      orientedLine('Лёгкость и флирт. Перевёрнутый аркан может указывать на пересуды.', false, 'ru'),
    ).toBe('Лёгкость и флирт.');
    expect(orientedLine('Freunde tragen euch. Umgekehrt: Achte auf Gerede.', true, 'de')).toBe(
      'Achte auf Gerede.',
    );
    expect(orientedLine('正位时感情顺利。逆位时，注意流言。', true, 'zh')).toBe('注意流言。');
    expect(orientedLine('A steady, warm card for love.', true, 'en')).toBe('A steady, warm card for love.');
  });
});
