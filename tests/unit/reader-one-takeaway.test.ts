/**
 * One take-away per reading (design review 11, problem 1): the opening answers, or says where things
 * stand; the closing quote is the counsel of the card the spread leans on, and it is left out when the
 * opening has already given that card's counsel, or when the question's situation ends the reading on its
 * own concrete step (ADR 0100). The two never say the same thing twice.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { roleOf } from '../../core/oracle/reader/roles.js';
import { SHORT_TIME } from '../../core/oracle/reader/time-words.js';
import { anchorCard, nowCard } from '../../core/oracle/spread-leaning.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest, readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const QUESTIONS: Record<Locale, (string | null)[]> = {
  en: [null, 'What should I focus on this month?', 'Will I get the job?', 'How can I feel calmer at work?'],
  ru: [null, 'На чём мне сосредоточиться в этом месяце?', 'Получу ли я эту работу?'],
  de: [null, 'Worauf sollte ich mich diesen Monat konzentrieren?', 'Bekomme ich die Stelle?'],
  es: [null, '¿En qué debería centrarme este mes?', '¿Conseguiré el trabajo?'],
  zh: [null, '这个月我应该专注于什么？', '我会得到这份工作吗？'],
};

type Steps = Record<string, { step?: string[] }>;

/** Runs of three words with a long one (Chinese: four characters), lowercased, without punctuation. */
function grams(text: string, locale: Locale): Set<string> {
  const clean = text.toLowerCase().replace(/[\p{P}\p{S}]+/gu, ' ');
  const units = locale === 'zh' ? [...clean.replace(/\s+/g, '')] : clean.split(/\s+/).filter(Boolean);
  const n = locale === 'zh' ? 4 : 3;
  const found = new Set<string>();
  for (let i = 0; i + n <= units.length; i++) {
    const run = units.slice(i, i + n);
    if (locale === 'zh' || run.some((w) => w.length > 4)) found.add(run.join(' '));
  }
  return found;
}

const shared = (a: string, b: string, locale: Locale) => {
  const other = grams(b, locale);
  return [...grams(a, locale)].filter((g) => other.has(g));
};

describe('one take-away', () => {
  for (const locale of LOCALES)
    it(`in ${locale}: the closing quote is the anchor's counsel, never one the opening has given`, () => {
      let quoted = 0;
      let readings = 0;
      for (const spread of SPREADS)
        for (const [q, question] of QUESTIONS[locale].entries())
          for (let seed = 1; seed <= 6; seed++) {
            const random = seededRandom(seed * 31 + q * 7 + spread.positions.length);
            const req = randomReadingRequest(locale, spread.id, question, true, random);
            const paragraphs = composeReading(req, { random });
            const [opening = ''] = paragraphs;
            const end = paragraphs.at(-2) ?? '';
            const where = `${spread.id} #${seed} ${question ?? ''}`;
            const quote = req.cards.find((c) => end.endsWith(c.lines.advice));
            // A reading that ends on its situation's concrete step has it as its one take-away (ADR 0100).
            const { scenario } = questionShape(question, locale);
            const steps = scenario ? (localeJson<Steps>(locale, 'scenarios')[scenario]?.step ?? []) : [];
            if (steps.some((step) => end.includes(step))) {
              expect(quote, where).toBeUndefined();
              continue;
            }
            readings++;
            if (!quote) continue;
            quoted++;
            // A year read month by month closes on the first counsel that is not for today.
            const anchor = anchorCard(req.cards);
            const forToday = (c?: { lines: { advice: string } }) =>
              SHORT_TIME[locale].test(c?.lines.advice ?? '');
            const calendar = spread.id === 'year-ahead' && forToday(anchor);
            expect(quote, where).toBe(calendar ? [anchor, ...req.cards].find((c) => !forToday(c)) : anchor);
            if (spread.id === 'year-ahead') expect(forToday(quote), where).toBe(false);
            for (const counsel of [quote.lines.advice, roleLine(locale, quote, 'advice')])
              expect(opening, where).not.toContain(counsel);
            // Nor a counsel its card's paragraph has already given word for word.
            expect(
              paragraphs.filter((p) => p.includes(quote.lines.advice)),
              where,
            ).toHaveLength(1);
            expect(shared(opening, quote.lines.advice, locale), where).toEqual([]);
          }
      // Most readings from no known situation end on a quote: the test reads enough of them to mean something.
      expect(quoted).toBeGreaterThan(readings / 4);
    });

  it('leaves the quote out when the advice card has given its counsel in its own paragraph', () => {
    // The Magician as advice is read by its counsel: "Pick up your tools…" was said there and again last.
    const req = readingRequestFor('en', 'situation-obstacle-advice', [
      ['pentacles-03', false],
      ['swords-08', false],
      ['major-01', false],
    ]);
    // A question from no situation: a situation's step would leave the quote out anyway.
    const asked = { ...req, question: 'Will my plan succeed?' };
    for (let seed = 1; seed <= 6; seed++) {
      const paragraphs = composeReading(asked, { random: seededRandom(seed) });
      const advice = asked.cards[2]?.lines.advice ?? '';
      expect(paragraphs.join('\n').split(advice).length - 1, `#${seed}`).toBe(1);
    }
  });

  it('opens a reading without a question on the card for now, and ends on the counsel of the card it leans on', () => {
    for (const spread of SPREADS.filter((s) => s.positions.length > 1))
      for (let seed = 1; seed <= 4; seed++) {
        const req = randomReadingRequest('en', spread.id, null, true, seededRandom(seed));
        const paragraphs = composeReading(req, { random: seededRandom(seed) });
        const anchor = anchorCard(req.cards);
        const now = nowCard(req.cards);
        if (!anchor || !now) throw new Error('no anchor');
        // Never a card for where things lead read as now, nor the outcome before it turns (design
        // review 12): the present, the theme, the bond or you, else the first card.
        expect(['present', 'theme', 'year', 'bond', 'self', roleOf(req.cards[0]?.position ?? '')]).toContain(
          roleOf(now.position),
        );
        const states = (['situation', 'foundation'] as const).map((l) => roleLine('en', now, l));
        expect(states).toContain(paragraphs[0]);
        expect(paragraphs.at(-2)?.endsWith(anchor.lines.advice), spread.id).toBe(true);
        // The Year Ahead leans on its year, not on its thirteenth card.
        if (spread.id === 'year-ahead') expect(anchor.position).toBe('year_theme');
      }
  });
});
