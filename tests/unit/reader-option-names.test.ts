/**
 * An English reading says a road named after a place as prose, not in quotation marks (blind review 28,
 * R22: "“London” and “Lisbon” sit in quote marks").
 */
import { describe, expect, it } from 'vitest';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { bareOptions } from '../../core/oracle/reader/option-names.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

describe('the two roads of a choice between places', () => {
  it('are said bare in an English reading', () => {
    const text = composeReading(
      readingRequestFor(
        'en',
        'decision',
        [
          ['wands-09', true],
          ['major-09', false],
          ['major-15', false],
          ['wands-06', false],
          ['wands-13', true],
          ['pentacles-09', true],
        ],
        { question: 'Should I move to Lisbon or stay in London?' },
      ),
      { random: seededRandom(1) },
    ).join('\n');
    expect(text).toMatch(/London/u);
    expect(text).not.toMatch(/“(Lisbon|London)”/u);
  });

  it('keep their marks where the question does not write them as names, and in other languages', () => {
    const text = ['Neither “Stay” nor “Go” wins on the cards alone.'];
    expect(bareOptions(text, ['Stay', 'Go'], 'Should I stay or go?', 'en')).toEqual(text);
    const ru = ['Ни «Лиссабон», ни «Лондон» не перевешивает.'];
    expect(bareOptions(ru, ['Лиссабон', 'Лондон'], 'Переехать в Лиссабон или в Лондон?', 'ru')).toEqual(ru);
    expect(
      bareOptions(['about “Lisbon” or “London”'], ['Lisbon', 'London'], 'Lisbon or London?', 'en'),
    ).toEqual(['about Lisbon or London']);
  });
});
