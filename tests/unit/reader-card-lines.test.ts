/**
 * The offline reader's written card lines (issue 21 §1): every card, both orientations, every role
 * family and every subject of a question in every language, and the classic pairs and elemental
 * dignities said where they apply.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { pairNotes } from '../../core/oracle/reader/card-pairs.js';
import { phrasebook } from '../../core/oracle/reader/phrasebook.js';
import { ROLE_LINES } from '../../core/oracle/reader/role-lines.js';
import { WRITTEN_SUBJECTS } from '../../core/oracle/topic-line.js';
import { DECK } from '../../core/tarot/deck.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

type CardRoles = Record<string, Record<'upright' | 'reversed', Record<string, string>>>;

describe.each(LOCALES)('the %s card lines', (locale) => {
  const roles = localeJson<CardRoles>(locale, 'card-roles');

  it('give all 78 cards, upright and reversed, a line for every role family', () => {
    expect(Object.keys(roles).sort()).toEqual(DECK.map((c) => c.id).sort());
    // And `them`: the other line read for one other person (blind review 24).
    for (const card of DECK)
      for (const orientation of ['upright', 'reversed'] as const)
        for (const role of [...ROLE_LINES, 'them'] as const) {
          const line = roles[card.id]?.[orientation]?.[role] ?? '';
          expect(line.length, `${card.id} ${orientation} ${role}`).toBeGreaterThan(locale === 'zh' ? 12 : 40);
          expect(line).not.toMatch(/\{\{|\}\}/);
        }
  });

  it('never give two orientations of a card the same line', () => {
    for (const card of DECK)
      for (const role of ROLE_LINES)
        expect(roles[card.id]?.upright[role]).not.toBe(roles[card.id]?.reversed[role]);
  });

  it('give all 78 cards, upright and reversed, two sentences for each subject of a question', () => {
    const subjects = localeJson<CardRoles>(locale, 'topic-lines');
    const names = localeJson<Record<string, { name: string }>>(locale, 'cards');
    expect(Object.keys(subjects).sort()).toEqual(DECK.map((c) => c.id).sort());
    for (const card of DECK)
      for (const orientation of ['upright', 'reversed'] as const)
        for (const topic of WRITTEN_SUBJECTS) {
          const line = subjects[card.id]?.[orientation]?.[topic] ?? '';
          const where = `${card.id} ${orientation} ${topic}`;
          expect(line.length, where).toBeGreaterThan(locale === 'zh' ? 30 : 90);
          expect(line.split(/(?<=[.!?。！？])\s*(?=\S)/u).length, where).toBeGreaterThanOrEqual(2);
          expect(line, where).not.toContain(names[card.id]?.name ?? '');
          expect(line).not.toBe(
            subjects[card.id]?.[orientation === 'upright' ? 'reversed' : 'upright'][topic],
          );
        }
  });

  it('name real cards, in deck order, in every classic pair', () => {
    const { pairs } = localeJson<{ pairs: Record<string, string> }>(locale, 'card-pairs');
    const order = DECK.map((c) => c.id);
    expect(Object.keys(pairs).length).toBeGreaterThanOrEqual(30);
    for (const key of Object.keys(pairs)) {
      const [a = '', b = ''] = key.split('+');
      expect(order.indexOf(a), key).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(a), key).toBeLessThan(order.indexOf(b));
    }
  });
});

describe('pairs and dignities in a reading', () => {
  const book = phrasebook('en', seededRandom(5));
  const pairs = localeJson<{ pairs: Record<string, string> }>('en', 'card-pairs').pairs;

  it('says what the Tower and the Star mean together, wherever they lie in the spread', () => {
    const req = readingRequestFor('en', 'three-cards', [
      ['major-17', false],
      ['cups-04', false],
      ['major-16', false],
    ]);
    expect(pairNotes(book, req.cards)).toEqual([pairs['major-16+major-17']]);
  });

  it('says nothing of a classic pair when one of its cards is reversed (design review 12, problem 2)', () => {
    // "The Fool brings the courage to begin" contradicted a reversed Fool's own block ("recklessness").
    const req = readingRequestFor('en', 'three-cards', [
      ['major-00', true],
      ['cups-04', false],
      ['major-01', true],
    ]);
    expect(pairNotes(book, req.cards)).toEqual([]);
  });

  it('says nothing of pairs when no classic pair is drawn', () => {
    const req = readingRequestFor('en', 'three-cards', [
      ['cups-04', false],
      ['pentacles-02', false],
      ['wands-06', true],
    ]);
    expect(pairNotes(book, req.cards)).toEqual([]);
  });
});
