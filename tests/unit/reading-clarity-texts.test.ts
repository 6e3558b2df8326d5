/**
 * Small clarity texts of design review 11, in every language: Two Paths' glosses speak of "this road",
 * not of the letter that names a path the person may have named otherwise; a reading without a question
 * is described in one tense on the reveal and on its page; the stage hint has one wording per pointer
 * (a tap, a click) and names the button as it reads; the landing's spreads line reaches the largest
 * spread (the Year Ahead), not the Celtic Cross, and names no number (landing-hero.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { SPREADS } from '../../core/tarot/spreads.js';

const read = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join('locales', locale, `${ns}.json`), 'utf8'));

describe.each(LOCALES)('%s', (locale) => {
  it("writes Two Paths' glosses without the paths' letters", () => {
    const decision = read(locale, 'spreads').decision;
    // "Path A" as a word of its own: "camino abierto" does not say "camino A".
    const named = (name: string) => new RegExp(`${name}(?![\\p{Script=Latin}\\p{Script=Cyrillic}])`, 'iu');
    for (const key of Object.keys(decision.hints))
      for (const path of ['path_a', 'path_b'])
        expect(decision.hints[key], `${key} names ${path}`).not.toMatch(named(decision.positions[path]));
  });

  it('says the same of a reading without a question on the reveal and on its page', () => {
    expect(read(locale, 'detail').no_question).toBe(read(locale, 'reading').no_question);
  });

  it('has one stage hint for a tap and one for a click, each naming the button', () => {
    const reading = read(locale, 'reading');
    const hints = Object.keys(reading).filter((k) => k.startsWith('turn_hint'));
    expect(hints.sort()).toEqual(['turn_hint_click', 'turn_hint_tap']);
    for (const key of hints) expect(reading[key]).toContain('{{button}}');
    expect(reading.turn_hint_click).not.toBe(reading.turn_hint_tap);
  });

  it("names the largest spread in the landing's spreads line, so the range it gives is true", () => {
    const largest = [...SPREADS].sort((x, y) => y.positions.length - x.positions.length)[0];
    const name: string = read(locale, 'spreads')[largest?.id ?? ''].name;
    expect(read(locale, 'landing').features.spreads.body.toLowerCase()).toContain(name.toLowerCase());
  });
});
