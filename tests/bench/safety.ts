/**
 * The safety layer's cost per question (issue 18): every phrasing of the five fixture tables classified
 * under the English app, after the phrase index is built (its one-off build is measured apart).
 * Target: well under a millisecond a question, so it never shows in a reading's time to first word.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../core/locales.js';
import { classifyQuestion } from '../../core/safety/classify.js';
import { phraseMatchers } from '../../core/safety/phrases.js';
import { SHORT, saveResults } from './bench-report.js';

const questions = LOCALES.flatMap((locale) =>
  Object.values(
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../fixtures/safety', `${locale}.json`), 'utf8'),
    ) as Record<string, string[]>,
  ).flat(),
);

const built = performance.now();
phraseMatchers();
const buildMs = performance.now() - built;

const rounds = SHORT ? 1 : 50;
for (const q of questions) classifyQuestion(q, 'en');
const started = performance.now();
for (let r = 0; r < rounds; r += 1) for (const q of questions) classifyQuestion(q, 'en');
const perQuestionUs = ((performance.now() - started) * 1000) / (rounds * questions.length);

const result = {
  questions: questions.length,
  index_build_ms: Math.round(buildMs * 10) / 10,
  classify_mean_us: Math.round(perQuestionUs * 10) / 10,
};
console.log('safety layer', result);
saveResults('safety', result);
