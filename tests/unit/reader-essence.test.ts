/**
 * What a card says from its picture (card-essence.ts, ADR 0103): written for every card and side in every
 * language, said by a card read alone before its line for the question, and by a card none of whose lines
 * fits the question instead of a line from another part of life (blind review 26: "the card itself is
 * never really read", "skipping sleep and meals" for the Ten of Pentacles asked about a driving test).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { essenceLine } from '../../core/oracle/reader/card-essence.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { DECK } from '../../core/tarot/deck.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

describe.each(LOCALES)('the %s card essences', (locale) => {
  const names = localeJson<Record<string, { name: string }>>(locale, 'cards');

  it('read every card on both sides, without its name, each side its own', () => {
    for (const card of DECK) {
      const [up, down] = [false, true].map((reversed) => essenceLine(locale, { cardId: card.id, reversed }));
      for (const line of [up, down]) {
        expect(line?.length, card.id).toBeGreaterThan(locale === 'zh' ? 20 : 60);
        expect(line, card.id).not.toContain(names[card.id]?.name ?? '');
      }
      expect(up).not.toBe(down);
    }
  });
});

describe('a card read by its picture', () => {
  const read = (spread: string, cards: [string, boolean][], question: string) =>
    composeReading(readingRequestFor('en', spread, cards, { question }), { random: seededRandom(1) });

  it('is said of a card read alone, right after its frame', () => {
    const [, block = ''] = read('yes-no', [['pentacles-10', true]], 'Will I pass my driving test next week?');
    const essence = essenceLine('en', { cardId: 'pentacles-10', reversed: true });
    // The frame, then what the card shows, then what it means for the question.
    expect(block).toMatch(/^The Ten of Pentacles, reversed,[^.]*\. /u);
    expect(block.split('. ').slice(1).join('. ').startsWith(essence)).toBe(true);
    expect(block.length).toBeGreaterThan(essence.length + 60);
  });

  it('reads a card none of whose lines fits the question, never a line from another part of life', () => {
    // The Four of Wands' lines for what is going on celebrate a party, a home, a team's milestone.
    const paragraphs = read(
      'situation-obstacle-advice',
      [
        ['wands-04', false],
        ['swords-04', false],
        ['pentacles-02', false],
      ],
      'Will I pass my exam on Friday?',
    );
    expect(paragraphs[1]).toContain(essenceLine('en', { cardId: 'wands-04', reversed: false }));
  });

  it('is never the promise of a hopeful card that blocks', () => {
    const paragraphs = read(
      'situation-obstacle-advice',
      [
        ['swords-04', false],
        ['cups-12', false],
        ['pentacles-02', false],
      ],
      'Will I lose my savings?',
    );
    expect(paragraphs[2]).not.toContain(essenceLine('en', { cardId: 'cups-12', reversed: false }));
  });
});

describe('the present card of a reading without a question', () => {
  it('is read by its picture after the opening said where things stand, not by what lies beneath it', () => {
    const paragraphs = composeReading(
      readingRequestFor('en', 'celtic-cross', [
        ['major-21', false],
        ['wands-01', true],
        ['wands-12', true],
        ['wands-03', false],
        ['swords-04', true],
        ['pentacles-03', true],
        ['wands-06', true],
        ['pentacles-09', false],
        ['major-13', false],
        ['major-08', true],
      ]),
      { random: seededRandom(1) },
    );
    const world = { cardId: 'major-21', reversed: false, position: 'present' };
    expect(paragraphs[0]).toContain(roleLine('en', world, 'situation'));
    expect(paragraphs[1]).toContain(essenceLine('en', world));
    expect(paragraphs[1]).not.toContain(roleLine('en', world, 'foundation'));
  });
});
