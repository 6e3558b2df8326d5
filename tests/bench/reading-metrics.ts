/**
 * Prints the offline reader's measures per language over a sample of readings (issue 12):
 * `npx tsx tests/bench/reading-metrics.ts [count]`. The thresholds are asserted in
 * tests/unit/offline-reader-quality.test.ts; this prints the figures behind them.
 */
import { LOCALES } from '../../core/locales.js';
import { yesNoAnswer } from '../../core/oracle/yes-no-answer.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { repeatedParagraphShare, verbatimShare } from '../helpers/reading-metrics.js';
import { sampleReadings } from '../helpers/reading-sample.js';

const count = Number(process.argv[2] ?? 70);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

for (const locale of LOCALES) {
  const sample = sampleReadings(locale, count);
  const shares = sample.map((r) => verbatimShare(r.paragraphs.join('\n\n'), locale));
  const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
  const words = sample.map((r) => r.paragraphs.join(' ').length);
  console.log(
    `${locale}: verbatim mean ${pct(mean)}, max ${pct(Math.max(...shares))}; repeated paragraphs ${pct(
      repeatedParagraphShare(sample.map((r) => r.paragraphs)),
    )}; mean length ${Math.round(words.reduce((a, b) => a + b, 0) / words.length)} characters`,
  );
}

/** How the yes/no spread answers a plain yes/no question, over many draws, reversals on and off. */
function yesNoShares(allowReversed: boolean, draws: number) {
  const counts: Record<string, number> = { yes: 0, no: 0, maybe: 0 };
  for (let i = 0; i < draws; i++) {
    const [card] = randomReadingRequest('en', 'yes-no', 'Will it work out?', allowReversed).cards;
    if (!card) continue;
    const answer = yesNoAnswer(card, 'Will it work out?', 'en');
    if (answer.kind === 'verdict') counts[answer.value] = (counts[answer.value] ?? 0) + 1;
  }
  return Object.entries(counts)
    .map(([value, n]) => `${value} ${pct(n / draws)}`)
    .join(', ');
}

console.log(`yes/no over 2000 draws, reversals off: ${yesNoShares(false, 2000)}`);
console.log(`yes/no over 2000 draws, reversals on: ${yesNoShares(true, 2000)}`);
