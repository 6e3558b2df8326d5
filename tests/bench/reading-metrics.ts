/**
 * The offline reader's measures per language (issue 21 §5), over the same seeded sample the suite checks
 * (tests/unit/offline-reader-quality.test.ts asserts the thresholds): sentences copied from the stored
 * meanings, sentences repeated within 20 readings in a row and over the whole sample (ADR 0061),
 * paragraphs repeated, and how often the question's subject comes back after the opening. Saved under
 * "reader" in bench/results.json. `npx tsx tests/bench/reading-metrics.ts [count]`.
 */
import { LOCALES } from '../../core/locales.js';
import { yesNoAnswer } from '../../core/oracle/yes-no-answer.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import {
  copiedSentenceShare,
  proseOf,
  refersToSubject,
  repeatedParagraphShare,
  repeatedSentenceShare,
} from '../helpers/reading-metrics.js';
import { sampleReadings } from '../helpers/reading-sample.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { saveResults } from './bench-report.js';

const count = Number(process.argv[2] ?? 246);
const RUN = 20;
/** A share in per cent, to two decimals: a figure near its limit (2.96 % against < 3 %) must not round onto it. */
const pct = (x: number) => Math.round(x * 10000) / 100;

const perLocale: Record<string, Record<string, number>> = {};
for (const locale of LOCALES) {
  const sample = sampleReadings(locale, count, seededRandom(21));
  const paragraphs = sample.map((r) => proseOf(r.paragraphs, locale));
  const runs: number[] = [];
  for (let from = 0; from + RUN <= count; from += RUN)
    runs.push(repeatedSentenceShare(paragraphs.slice(from, from + RUN)));
  let withSubject = 0;
  let referred = 0;
  // By name alone, without the situation's step (which every reading from a known situation ends on).
  let named = 0;
  for (const r of sample.filter((s) => s.question)) {
    const refers = refersToSubject(r.question, r.paragraphs, locale);
    if (refers === null) continue;
    withSubject++;
    if (refers.referred) referred++;
    if (refers.named) named++;
  }
  perLocale[locale] = {
    copied_sentences_pct: pct(copiedSentenceShare(paragraphs, locale)),
    repeated_sentences_in_20_pct: pct(Math.max(...runs)),
    repeated_sentences_pooled_pct: pct(repeatedSentenceShare(paragraphs)),
    repeated_paragraphs_pct: pct(repeatedParagraphShare(paragraphs)),
    subject_after_opening_pct: pct(referred / Math.max(1, withSubject)),
    subject_named_after_opening_pct: pct(named / Math.max(1, withSubject)),
  };
  console.log(locale, perLocale[locale]);
}

/** How the yes/no spread answers a plain yes/no question, over many draws, reversals on and off. */
function yesNoShares(allowReversed: boolean, draws: number) {
  const counts: Record<string, number> = { yes: 0, no: 0, maybe: 0 };
  const random = seededRandom(3);
  for (let i = 0; i < draws; i++) {
    const [card] = randomReadingRequest('en', 'yes-no', 'Will it work out?', allowReversed, random).cards;
    if (!card) continue;
    const answer = yesNoAnswer(card, 'Will it work out?', 'en');
    if (answer.kind === 'verdict') counts[answer.value] = (counts[answer.value] ?? 0) + 1;
  }
  return Object.entries(counts)
    .map(([value, n]) => `${value} ${pct(n / draws)}%`)
    .join(', ');
}

console.log(`yes/no over 2000 draws, reversals off: ${yesNoShares(false, 2000)}`);
console.log(`yes/no over 2000 draws, reversals on: ${yesNoShares(true, 2000)}`);
saveResults('reader', { readings_per_locale: count, locales: perLocale });
