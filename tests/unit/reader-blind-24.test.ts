/**
 * What blind review 24 found, as a reader of it would notice: two roads named by the person quoted back as
 * the clauses of the question, and a songwriter told to update a CV.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { oracleCards } from '../../core/readings/oracle-request.js';
import { readingPositionNames } from '../../core/tarot/position-names.js';
import { findSpread } from '../../core/tarot/spreads.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

describe('two roads the person named', () => {
  it('are said by their names, not by the clauses of the question', () => {
    const question = '¿Acepto el trabajo en Madrid o me quedo en Sevilla con mi familia?';
    const pathNames = { a: 'Madrid', b: 'Sevilla' };
    const drawn: [string, boolean][] = [
      ['major-03', true],
      ['cups-11', true],
      ['cups-10', true],
      ['pentacles-14', true],
      ['wands-09', false],
      ['cups-07', true],
    ];
    const names = readingPositionNames('es', 'decision', new Date('2026-11-28T12:00:00Z'), pathNames);
    const spread = findSpread('decision');
    const cards = oracleCards(
      'es',
      'decision',
      drawn.map(([card_id, reversed], i) => ({ position: spread?.positions[i] ?? '', card_id, reversed })),
      names,
    );
    const request = { ...readingRequestFor('es', 'decision', drawn, { question, pathNames }), cards };
    const text = composeReading(request, { random: seededRandom(1) }).join('\n');
    expect(text).toContain('«Madrid»');
    expect(text).not.toContain('acepto el trabajo en Madrid»');
    expect(text).not.toMatch(/en Lo que trae|en «Lo que trae/);
  });
});

describe('a songwriter asking about a change of career', () => {
  it('hears no line about a CV, an employer or a colleague', () => {
    expect(questionShape('Should I quit my job to make music full-time?', 'en').subject.finer).toBe('change');
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const text = composeReading(
        readingRequestFor(
          'en',
          'celtic-cross',
          [
            ['major-09', true],
            ['wands-14', false],
            ['cups-10', false],
            ['pentacles-09', false],
            ['major-10', false],
            ['pentacles-03', false],
            ['swords-01', false],
            ['major-04', true],
            ['cups-06', false],
            ['wands-06', false],
          ],
          { question: 'Should I quit my job to make music full-time?' },
        ),
        { random: seededRandom(seed) },
      ).join('\n');
      expect(text).not.toMatch(/\b(CV|résumé|colleagues?|boss|promotion|job offers?|new offers)\b/i);
    }
  });
});

describe('the one other person of a spread for two', () => {
  it.each(LOCALES)(
    'in %s is read by the line written for one person, not for the people around you',
    (locale) => {
      // Blind review 24: "several people around you" for the friend's card.
      const roles = localeJson<Record<string, Record<string, Record<string, string>>>>(locale, 'card-roles');
      const queen = roles['cups-13']?.reversed;
      const paragraphs = composeReading(
        readingRequestFor(locale, 'two-people', [
          ['pentacles-11', false],
          ['cups-13', true],
          ['cups-02', false],
        ]),
        { random: seededRandom(1) },
      );
      const them = paragraphs[2] ?? '';
      expect(them).toContain(queen?.them ?? '-');
      expect(them).not.toContain(queen?.other ?? '-');
    },
  );
});
