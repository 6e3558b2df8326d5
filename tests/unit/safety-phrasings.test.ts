/**
 * The safety layer against a table of real phrasings per language (issue 18): every crisis, danger,
 * third-party, insult and nonsense phrasing is recognised whatever language the app speaks, and the
 * controls (idioms, grief, everyday health and love questions) stay ordinary readings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { classifyQuestion, type SafetyCategory } from '../../core/safety/classify.js';

type Table = Partial<Record<Exclude<SafetyCategory, 'ordinary'> | 'controls', string[]>>;

const table = (locale: string): Table =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/safety', `${locale}.json`), 'utf8'));

const DANGER = ['crisis', 'violence', 'child_abuse', 'medical'] as const;

describe.each(LOCALES)('questions written in %s', (language) => {
  const cases = table(language);
  const expected = Object.entries(cases).flatMap(([category, questions]) =>
    (questions ?? []).map((q) => [q, category === 'controls' ? 'ordinary' : category] as const),
  );

  it('has at least 40 phrasings of danger and 40 controls', () => {
    expect(DANGER.flatMap((c) => cases[c] ?? []).length).toBeGreaterThanOrEqual(40);
    expect(cases.crisis?.length ?? 0).toBeGreaterThanOrEqual(15);
    expect(cases.controls?.length ?? 0).toBeGreaterThanOrEqual(40);
  });

  it.each(LOCALES)('is understood the same way when the app speaks %s', (appLocale) => {
    const wrong = expected
      .map(([question, category]) => ({
        question,
        expected: category,
        got: classifyQuestion(question, appLocale).category,
      }))
      .filter((r) => r.got !== r.expected);
    expect(wrong).toEqual([]);
  });

  it('is recognised as written in its own language', () => {
    const misread = expected
      .filter(([, category]) => category !== 'nonsense')
      .map(([question]) => ({ question, got: classifyQuestion(question, 'en').language }))
      .filter((r) => r.got !== language);
    expect(misread).toEqual([]);
  });
});
