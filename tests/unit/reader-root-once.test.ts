/**
 * A why-question's root is said once (a newcomer's review of 76a0e92): the card block after the opening
 * does not repeat the line the opening gave as the root, even where the opening set it after a colon
 * with a small first letter; and a hopeful card in the past is not given as the root of a pattern.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const WHY: Record<Locale, string> = {
  en: 'Why do I keep sabotaging good things?',
  ru: 'Почему я порчу всё хорошее, что у меня есть?',
  de: 'Warum sabotiere ich mich immer selbst?',
  es: '¿Por qué me saboteo cada vez que algo va bien?',
  zh: '为什么每次事情变好，我都会亲手搞砸？',
};

/** The sentences and the parts after a colon, without their first letter (a colon may have made it small). */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?。！？:：])\s*/u)
    .map((s) => s.trim().slice(1))
    .filter((s) => s.length > 30);

describe.each(LOCALES)('a why-question in %s', (locale) => {
  const read = (past: [string, boolean], seed: number) =>
    composeReading(
      readingRequestFor(locale, 'three-cards', [past, ['cups-05', false], ['wands-03', false]], {
        question: WHY[locale],
      }),
      { random: seededRandom(seed) },
    );

  it('says its root once: the past card’s block reads another line', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const [opening = '', ...rest] = read(['swords-10', false], seed);
      const blocks = rest.slice(0, 3).join('\n');
      for (const sentence of sentencesOf(opening)) expect(blocks, sentence).not.toContain(sentence);
    }
  });

  it('gives no bright past card as the root', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const [opening = '', past = ''] = read(['major-21', false], seed);
      for (const sentence of sentencesOf(past)) expect(opening, sentence).not.toContain(sentence);
    }
  });
});
