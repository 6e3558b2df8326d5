/**
 * Each card line's part of life is authored (ADR 0102): a line tagged for another part of life than the
 * question's is never read for it, whatever words it uses (blind reviews 21 to 23: "the connection you
 * seek" for a nurse's training), and still read for its own.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { offSubject } from '../../core/oracle/reader/fitted-line.js';
import { DOMAINS, LINE_TAGS } from '../../core/oracle/reader/line-domains.js';
import { ROLE_LINES } from '../../core/oracle/reader/role-lines.js';
import { DECK } from '../../core/tarot/deck.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Roles = Record<string, Record<'upright' | 'reversed', Record<string, string>>>;

describe('the tags of the card lines', () => {
  it('name every card of the deck, its sides and its places, in the nine parts of life', () => {
    expect(Object.keys(LINE_TAGS).sort()).toEqual(DECK.map((card) => card.id).sort());
    for (const sides of Object.values(LINE_TAGS))
      for (const roles of Object.values(sides))
        for (const [role, tags] of Object.entries(roles ?? {})) {
          expect(ROLE_LINES.filter((each) => each !== 'general')).toContain(role);
          expect(tags.length).toBeGreaterThan(0);
          for (const tag of tags) expect(DOMAINS).toContain(tag);
        }
  });
});

const NURSE = 'Should I go back to school to become a nurse?';
const LOVE = 'What is blocking me from finding love?';

describe.each(LOCALES)('the Lovers as the obstacle in %s', (locale) => {
  const lovers = localeJson<Roles>(locale, 'card-roles')['major-06']?.upright.obstacle ?? '-';

  it('are never read by their line for a romance where the question is a change of career', () => {
    const subject = questionShape(NURSE, 'en').subject;
    expect(offSubject(lovers, subject, locale)).toBe(true);
    expect(offSubject(lovers, questionShape(LOVE, 'en').subject, locale)).toBe(false);
  });
});

describe('a change of career on the Celtic Cross', () => {
  const read = (question: string) =>
    composeReading(
      readingRequestFor(
        'en',
        'celtic-cross',
        [
          ['major-05', false],
          ['major-06', false],
          ['cups-03', true],
          ['major-13', false],
          ['swords-04', false],
          ['major-02', true],
          ['major-11', false],
          ['wands-07', false],
          ['major-14', false],
          ['major-20', false],
        ],
        { question },
      ),
      { random: seededRandom(1) },
    );
  const lovers = localeJson<Roles>('en', 'card-roles')['major-06']?.upright.obstacle ?? '-';

  it('reads the Lovers in the obstacle by what stands in the way, not by a romance', () => {
    const [, , obstacle = ''] = read(NURSE);
    expect(obstacle).toContain('Lovers');
    expect(obstacle).not.toContain(lovers);
    expect(obstacle).not.toMatch(/connection|romance|partner/i);
    expect(obstacle.length).toBeGreaterThan(60);
  });

  it('still reads the Lovers by that line for a question about love (the opening warns of it)', () => {
    expect(read(LOVE).join('\n')).toContain(lovers.slice(1));
  });
});

describe('the tags of a line', () => {
  const roles = localeJson<Roles>('en', 'card-roles');
  const lovers = roles['major-06']?.upright;

  it('hold for the line written for one other person as for the other line it retells', () => {
    // A diff review of 2e1600d: the Lovers' "drawn to you… real connection" read for a new manager.
    const manager = questionShape('How do I get along with my new manager at work?', 'en').subject;
    expect(offSubject(lovers?.other ?? '-', manager, 'en')).toBe(true);
    expect(offSubject(lovers?.them ?? '-', manager, 'en')).toBe(true);
  });

  it('widen, not replace, the question’s part of life by whom it concerns', () => {
    // "Is my best friend in love with me?" is love and a friend: its love lines stay.
    const friend = questionShape('Is my best friend in love with me?', 'en').subject;
    expect(friend.finer).toBe('friend');
    expect(offSubject(lovers?.obstacle ?? '-', friend, 'en')).toBe(false);
  });
});
