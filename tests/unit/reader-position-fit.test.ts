/**
 * The offline reader's sixth pass (issue 21, ADR 0083, blind review 9 R35): in a how-question the
 * challenge card is said in the answer as what to watch for, never with its counsel, and the advice card
 * whose step the answer quoted still reads as advice in its own block, with another counsel.
 */
import { describe, expect, it } from 'vitest';
import type { OracleCard } from '../../core/oracle/oracle.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { parts } from '../../core/oracle/reader/fitted-line.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { roleOf } from '../../core/oracle/reader/roles.js';
import { topicLine } from '../../core/oracle/topic-line.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

/**
 * Draw 18 of blind review 9, in key order: a career spread asked about a brother, in words that name no
 * situation (a rift in the family has its own lines: reader-scenarios.test.ts).
 */
const R35: [string, boolean][] = [
  ['cups-07', false],
  ['cups-05', false],
  ['major-05', false],
  ['wands-11', true],
  ['wands-05', false],
];
const QUESTION = {
  en: 'How should I talk to my brother?',
  ru: 'Как мне говорить с братом?',
} as const;

/** The card's family line, read for a sibling: what it shows, and the step to take. */
const familyLine = (locale: 'en' | 'ru', card: OracleCard) =>
  parts(topicLine(locale, card, { topic: 'family', finer: null }) ?? '', locale);

/** Every counsel written for the card: the deck's advice, its advice-role line, its family step. */
const counselsOf = (locale: 'en' | 'ru', card: OracleCard) =>
  [card.lines.advice, roleLine(locale, card, 'advice'), familyLine(locale, card)[1]].filter(Boolean);

describe.each(['en', 'ru'] as const)('a %s how-question on the R35 draw', (locale) => {
  const req = readingRequestFor(locale, 'career', R35, { question: QUESTION[locale] });
  const challenge = req.cards.find((c) => roleOf(c.position) === 'obstacle') as OracleCard;
  const advice = req.cards.find((c) => roleOf(c.position) === 'advice') as OracleCard;

  it.each([1, 2, 3, 4])(
    'says the challenge as a warning and keeps the advice block a counsel (seed %i)',
    (seed) => {
      const paragraphs = composeReading(req, { random: seededRandom(seed) });
      const [answer = ''] = paragraphs;
      // The challenge card is what to watch for: its line for the challenge (its first letter small after
      // the colon), none of its counsels, and not its name, since it is still face down (ADR 0089).
      expect(answer).not.toContain(challenge.name);
      expect(answer).toContain(roleLine(locale, challenge, 'obstacle').slice(1));
      // Its own block says something else: the warning is said once (design review 11, problem 2).
      const challengeBlock = paragraphs[1 + req.cards.indexOf(challenge)] ?? '';
      expect(challengeBlock).not.toContain(roleLine(locale, challenge, 'obstacle').slice(1));
      for (const counsel of counselsOf(locale, challenge)) expect(answer).not.toContain(counsel);
      // The answer quotes the advice card's step; its own block gives another of its counsels, not the trouble.
      const block = paragraphs.find((p) => p !== answer && p.includes(advice.name)) ?? '';
      const [state] = familyLine(locale, advice);
      expect(block).not.toContain(state);
      const said = counselsOf(locale, advice).filter((line) => block.includes(line));
      expect(said.length, block).toBeGreaterThan(0);
      for (const line of said) expect(answer).not.toContain(line);
    },
  );
});
