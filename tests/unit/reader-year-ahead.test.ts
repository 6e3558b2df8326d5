/**
 * The Year Ahead read as a calendar (design review 11, problem 8): its close names the month to build
 * on and the month that asks for patience, with no pair note before it and no verdict written for a
 * yes/no question; its counsel is never one for this week.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { polarity } from '../../core/oracle/reader/polarity.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { YEAR_FOCUS } from '../helpers/sample-questions.js';
import { seededRandom } from '../helpers/seeded-random.js';

const THIS_WEEK: Record<Locale, RegExp> = {
  en: /\b(today|tonight|tomorrow|this week)\b/i,
  ru: /сегодня|завтра|на этой неделе/i,
  de: /\b(heute|morgen|diese Woche)\b/i,
  es: /\b(hoy|mañana|esta semana)\b/i,
  zh: /今天|明天|这周|本周/,
};

describe('the Year Ahead', () => {
  for (const locale of LOCALES)
    it(`in ${locale}: closes on its brightest and its hardest month, and counsels for the year`, () => {
      const oracle = localeJson<Record<string, string[]>>(locale, 'oracle');
      const pairNotes = Object.values(
        localeJson<{ pairs: Record<string, string> }>(locale, 'card-pairs').pairs,
      );
      for (let seed = 1; seed <= 30; seed++) {
        const random = seededRandom(seed);
        const question = seed % 2 ? YEAR_FOCUS[locale] : null;
        const req = randomReadingRequest(locale, 'year-ahead', question, true, random);
        const paragraphs = composeReading(req, { random });
        const close = paragraphs.at(-2) ?? '';
        const months = req.cards.filter((c) => c.position.startsWith('month_'));
        const weights = months.map(polarity);
        const where = `#${seed} ${question ?? ''}`;
        if (Math.max(...weights) !== Math.min(...weights)) {
          const bright = months[weights.indexOf(Math.max(...weights))];
          const hard = months[weights.indexOf(Math.min(...weights))];
          expect(close, where).toContain(bright?.positionName);
          expect(close, where).toContain(hard?.positionName);
        }
        for (const note of pairNotes) expect(close, where).not.toContain(note.slice(0, 40));
        // No sentence written for a yes/no question ("Nothing is settled yet in your question").
        for (const line of oracle.story_open ?? []) expect(close).not.toContain(line.slice(0, 20));
        expect(paragraphs[0], where).not.toMatch(THIS_WEEK[locale]);
      }
    });
});
