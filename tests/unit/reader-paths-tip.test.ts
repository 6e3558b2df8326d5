/**
 * Two roads the cards weigh the same are left even in the opening: no line of the card that helps choose is
 * said there as what could tip it, neither its line for the question's part of life (blind review 26: "old
 * colleagues or a hobby from kindergarten can open doors at work" for a Master or a year of work) nor its
 * counsel (blind review 28: "list all your tasks"), which its own block says.
 */
import { describe, expect, it } from 'vitest';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { topicLine } from '../../core/oracle/topic-line.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

describe('an even choice between two roads', () => {
  const cards: [string, boolean][] = [
    ['major-21', false],
    ['pentacles-06', false],
    ['major-00', false],
    ['wands-04', false],
    ['major-01', false],
    ['cups-06', false],
  ];
  const [opening = ''] = composeReading(
    readingRequestFor('de', 'decision', cards, {
      question: 'Soll ich nach dem Bachelor direkt den Master machen oder erst ein Jahr arbeiten?',
      pathNames: { a: 'Master', b: 'Arbeiten' },
    }),
    { random: seededRandom(1) },
  );
  const helper = { cardId: 'cups-06', reversed: false, position: 'advice' };

  it('names neither road and says no card’s counsel as what could tip it', () => {
    expect(opening).toMatch(/^Weder „Master“ noch „Arbeiten“/u);
    expect(opening).not.toContain(roleLine('de', helper, 'advice'));
    expect(opening.split(/(?<=[.!?])\s+/u)).toHaveLength(2);
  });

  it('not its line for work', () => {
    const noLines = { love: '', work: '', wellbeing: '', advice: '' };
    const work = topicLine('de', { ...helper, lines: noLines }, { topic: 'work' }) ?? '';
    expect(work.length).toBeGreaterThan(0);
    expect(opening).not.toContain(work.split('. ')[0]);
  });
});
