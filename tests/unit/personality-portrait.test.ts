/**
 * The offline personality analysis is a portrait (issue 21 §4, ADR 0054): the core arcana's character,
 * the path arcana's, a note on how they meet (or the text for one doubled card), for every pair of
 * arcana in every language.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { createOfflineOracle } from '../../core/oracle/offline-oracle.js';
import { composePersonality } from '../../core/oracle/offline-personality.js';
import type { PersonalityRequest } from '../../core/oracle/oracle.js';
import { elementRelation, numberRelation } from '../../core/oracle/portrait.js';
import { personalityPrompt } from '../../core/oracle/prompts.js';
import { personalArcana } from '../../core/tarot/arcana.js';
import { majorForArcana } from '../../core/tarot/deck.js';
import { cardTexts, localeJson } from '../helpers/locale-files.js';

interface Portraits {
  intro: string[];
  core: Record<string, string>;
  path: Record<string, string>;
  elements: Record<string, string>;
  same: string[];
  closing: string[];
}
const texts = (locale: Locale) => localeJson<Portraits>(locale, 'portraits');
const NAMES = new Map(LOCALES.map((l) => [l, cardTexts(l)] as const));
const card = (locale: Locale, n: number) => NAMES.get(locale)?.[majorForArcana(n).id];
const name = (locale: Locale, n: number) => card(locale, n)?.name ?? '';
const ARCANA = Array.from({ length: 22 }, (_, i) => i + 1);

const request = (locale: Locale, first: number, second: number): PersonalityRequest => ({
  locale,
  birthDate: '1988-07-23',
  first: { number: first, name: name(locale, first) },
  second: { number: second, name: name(locale, second) },
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(LOCALES)('the portrait in %s', (locale) => {
  const t = texts(locale);

  it('has every pair of arcana: both portraits, how they meet, the intro naming each card once', () => {
    for (const first of ARCANA)
      for (const second of ARCANA) {
        const pair = `${first}+${second}`;
        const [intro, core, path, together, closing] = composePersonality(request(locale, first, second));
        expect(core, pair).toBe(t.core[String(first)]);
        expect(path, pair).toBe(t.path[String(second)]);
        expect(t.closing, pair).toContain(closing);
        expect(count(intro ?? '', name(locale, first)), pair).toBe(1);
        if (first === second) expect(t.same, pair).toContain(together);
        else {
          expect(count(intro ?? '', name(locale, second)), pair).toBe(1);
          expect(
            Object.values(t.elements).some((note) => together?.startsWith(note)),
            pair,
          ).toBe(true);
        }
        for (const paragraph of [intro, core, path, together, closing]) {
          expect(paragraph, pair).toBeTruthy();
          expect(paragraph, pair).not.toMatch(/\{\{|\}\}/);
        }
      }
  });

  it('writes each portrait as character, not the card meaning pasted in', () => {
    for (const n of ARCANA) {
      for (const portrait of [t.core[String(n)], t.path[String(n)]]) {
        expect(portrait).not.toContain(card(locale, n)?.meaning_upright);
        // Chinese card names are everyday words (力量 strength, 世界 world): only the other languages can tell.
        if (locale !== 'zh') expect(portrait).not.toContain(name(locale, n));
      }
    }
  });

  it('speaks of one card for 1978-11-30, where both arcana are Justice', () => {
    const { first_arcana, second_arcana } = personalArcana('1978-11-30');
    expect([first_arcana, second_arcana]).toEqual([8, 8]);
    const [intro, , , together] = composePersonality(request(locale, 8, 8));
    expect(count(intro ?? '', name(locale, 8))).toBe(1);
    expect(t.same).toContain(together);
  });
});

describe('the portraits in English', () => {
  it('run 90 to 140 words each', () => {
    const t = texts('en');
    for (const portrait of [...Object.values(t.core), ...Object.values(t.path)]) {
      const words = portrait.split(/\s+/).length;
      expect(words, portrait.slice(0, 40)).toBeGreaterThanOrEqual(90);
      expect(words, portrait.slice(0, 40)).toBeLessThanOrEqual(140);
    }
  });
});

describe('how the two arcana meet', () => {
  it('reads the elements in the product numbering (Justice VIII air, Strength XI fire, 22 the Fool air)', () => {
    expect(elementRelation(8, 11)).toBe('friendly');
    expect(elementRelation(22, 17)).toBe('same');
    expect(elementRelation(11, 2)).toBe('opposing');
    expect(elementRelation(11, 3)).toBe('neutral');
  });

  it('finds the number relations', () => {
    expect(numberRelation(1, 21)).toBe('mirror');
    expect(numberRelation(21, 22)).toBe('neighbours');
    expect(numberRelation(22, 1)).toBe('neighbours');
    expect(numberRelation(3, 12)).toBe('echo');
    expect(numberRelation(4, 8)).toBe('double');
    expect(numberRelation(5, 16)).toBeNull();
    expect(numberRelation(8, 8)).toBeNull();
  });

  it('says in English which numbers echo each other', () => {
    const [, , , together] = composePersonality(request('en', 3, 12));
    expect(together).toContain('3 and 12, both reduce to 3');
  });
});

describe('the personality through the oracle', () => {
  it('answers offline without usage', async () => {
    const result = await createOfflineOracle().personality(request('de', 3, 9));
    expect(result.text).toContain(name('de', 3));
    expect(result.usage).toBeNull();
  });

  it('grounds the AI prompt in the same portrait', () => {
    const req = request('ru', 1, 16);
    const [, core, path, together] = composePersonality(req);
    const prompt = personalityPrompt(req)
      .messages.map((m) => m.content)
      .join('\n');
    for (const part of [core, path, together]) expect(prompt).toContain(part);
  });
});
