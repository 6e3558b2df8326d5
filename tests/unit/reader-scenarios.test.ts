/**
 * The situations a question comes from (scenario.ts): each language finds them in real questions, has
 * every line for each, and the reader answers in those lines, never in a card's line for another
 * situation (blind review 14).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { theirLine } from '../../core/oracle/reader/their-pronoun.js';
import { SCENARIOS, type Scenario, scenarioOf } from '../../core/oracle/scenarios/scenario.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { SCENARIO_EXAMPLES_DE, SCENARIO_NONE_DE } from '../helpers/scenario-examples/de.js';
import { SCENARIO_EXAMPLES_EN, SCENARIO_NONE_EN } from '../helpers/scenario-examples/en.js';
import { SCENARIO_EXAMPLES_ES, SCENARIO_NONE_ES } from '../helpers/scenario-examples/es.js';
import { SCENARIO_EXAMPLES_RU, SCENARIO_NONE_RU } from '../helpers/scenario-examples/ru.js';
import { SCENARIO_EXAMPLES_ZH, SCENARIO_NONE_ZH } from '../helpers/scenario-examples/zh.js';
import { seededRandom } from '../helpers/seeded-random.js';

const EXAMPLES: Record<Locale, [Partial<Record<Scenario, string[]>>, string[]]> = {
  en: [SCENARIO_EXAMPLES_EN, SCENARIO_NONE_EN],
  ru: [SCENARIO_EXAMPLES_RU, SCENARIO_NONE_RU],
  de: [SCENARIO_EXAMPLES_DE, SCENARIO_NONE_DE],
  es: [SCENARIO_EXAMPLES_ES, SCENARIO_NONE_ES],
  zh: [SCENARIO_EXAMPLES_ZH, SCENARIO_NONE_ZH],
};
const KEYS = ['yes', 'no', 'maybe', 'open', 'step'] as const;
type Lines = Record<string, Record<string, string[]>>;
const lines = (locale: Locale) => localeJson<Lines>(locale, 'scenarios');

describe.each(Object.keys(EXAMPLES) as Locale[])('the situations in %s', (locale) => {
  const [examples, none] = EXAMPLES[locale];

  it('are each found in three real questions, and in none that comes from no situation', () => {
    for (const scenario of SCENARIOS) {
      const asked = examples[scenario] ?? [];
      expect(asked.length, scenario).toBeGreaterThanOrEqual(3);
      for (const question of asked) expect(scenarioOf(question, locale), question).toBe(scenario);
    }
    expect(none.length).toBeGreaterThanOrEqual(5);
    for (const question of none) expect(scenarioOf(question, locale), question).toBeNull();
  });

  it('each have written lines for every part (four openings or more, two or more of the rest), naming no card', () => {
    const cards = localeJson<Record<string, { name: string }>>(locale, 'cards');
    // As the reader's prose names a card: in its quotation marks where the language quotes it ("力量"
    // alone is the word strength).
    const quoted = { ru: '«%»', de: '„%“', zh: '“%”', en: '%', es: '%' }[locale];
    const names = Object.values(cards).map((c) => quoted.replace('%', c.name));
    for (const scenario of SCENARIOS)
      for (const key of KEYS) {
        const said = lines(locale)[scenario]?.[key] ?? [];
        // Four openings and two of the rest at least; more where a language has written more variants.
        expect(said.length, `${scenario}.${key}`).toBeGreaterThanOrEqual(key === 'open' ? 4 : 2);
        for (const line of said) {
          expect(line.trim().length, `${scenario}.${key}`).toBeGreaterThan(10);
          for (const name of names) expect(line, `${scenario}.${key}`).not.toContain(name);
        }
      }
  });

  it('each answer a how-question in two lines or more for cards that lean clear and for cards that meet resistance', () => {
    // Blind reviews 21 to 23: the opening of a how-question framed it ("the cards look at…").
    const frames = {
      en: /the cards|this reading/i,
      ru: /карт|расклад/i,
      de: /karte|legung/i,
      es: /(?<!\p{L})(cartas|tirada)/iu,
      zh: /牌/,
    }[locale];
    for (const scenario of SCENARIOS)
      for (const mood of ['clear', 'hard'] as const) {
        const said = hows(locale)[scenario]?.how?.[mood] ?? [];
        expect(said.length, `${scenario}.how.${mood}`).toBeGreaterThanOrEqual(2);
        for (const line of said) expect(line, `${scenario}.how.${mood}`).not.toMatch(frames);
      }
  });
});

const hows = (locale: Locale) =>
  localeJson<Record<string, { how?: Record<'clear' | 'hard', string[]> }>>(locale, 'scenarios');
/** Whether the text says one of the situation's answers to a how, for cards that lean that way. */
const answersHow = (text: string, locale: Locale, scenario: Scenario, mood: 'clear' | 'hard') =>
  (hows(locale)[scenario]?.how?.[mood] ?? []).some((line) => text.includes(line));

describe('a situation asked when, or about another person’s heart', () => {
  it.each([
    ['en', 'When will I be out of debt?', 'money'],
    ['de', 'Was empfindet Max wirklich für mich?', 'their_feelings'],
    ['ru', 'Когда я смогу закрыть кредиты?', 'money'],
  ] as [Locale, string, Scenario][])(
    'in %s opens with what to do, not with a frame alone',
    (locale, question, scenario) => {
      // Blind review 24: a disclaimer alone for Max; "the cards look for…" after "no card names a date".
      expect(scenarioOf(question, locale)).toBe(scenario);
      const bright: [string, boolean][] = [
        ['major-19', false],
        ['major-17', false],
        ['major-21', false],
      ];
      const [opening = ''] = read(locale, 'three-cards', bright, question);
      expect(answersHow(opening, locale, scenario, 'clear'), opening).toBe(true);
      expect(has(opening, locale, scenario, 'open')).toBe(false);
    },
  );
});

/** "How do I find work?" in each language. */
const HOW_JOB: Record<Locale, string> = {
  en: 'How do I find a job I actually like after being laid off?',
  ru: 'Как мне найти новую работу после сокращения?',
  de: 'Wie finde ich nach der Kündigung einen neuen Job?',
  es: '¿Cómo encuentro un nuevo trabajo?',
  zh: '被裁员后我该怎么找工作？',
};

const read = (locale: Locale, spread: string, cards: [string, boolean][], question: string) =>
  composeReading(readingRequestFor(locale, spread, cards, { question }), { random: seededRandom(2) });
const has = (text: string, locale: Locale, scenario: Scenario, key: (typeof KEYS)[number]) =>
  (lines(locale)[scenario]?.[key] ?? []).some((line) => text.includes(line));

describe('a reading from a known situation', () => {
  it('answers a yes or no on an exam with what the leaning means for an exam, and ends on its step', () => {
    const question = 'Will I pass my driving test next week?';
    expect(scenarioOf(question, 'en')).toBe('exam');
    const paragraphs = read('en', 'yes-no', [['pentacles-10', true]], question);
    const [opening = ''] = paragraphs;
    expect(['yes', 'no', 'maybe'].some((k) => has(opening, 'en', 'exam', k as 'yes'))).toBe(true);
    expect(has(paragraphs.at(-2) ?? '', 'en', 'exam', 'step')).toBe(true);
  });

  it('answers how to mend a friendship in its own words, not in a card’s line for relatives', () => {
    // Blind review 14 (R19): "Share the good news openly, or throw a small celebration for theirs".
    const question = "My best friend and I haven't spoken since our fight about the trip. How do I fix this?";
    const paragraphs = read(
      'en',
      'situation-obstacle-advice',
      [
        ['swords-03', true],
        ['major-19', false],
        ['wands-06', false],
      ],
      question,
    );
    expect(answersHow(paragraphs[0] ?? '', 'en', 'friend_conflict', 'clear')).toBe(true);
    expect(paragraphs.join('\n')).not.toMatch(/celebration/);
  });

  it.each(['en', 'ru', 'de', 'es', 'zh'] as Locale[])(
    'in %s answers "how do I…?" first with what to do, as the cards lean, not with the frame',
    (locale) => {
      const ask = HOW_JOB[locale];
      expect(scenarioOf(ask, locale)).toBe('job_search');
      const bright: [string, boolean][] = [
        ['major-19', false],
        ['major-17', false],
        ['major-21', false],
      ];
      const dark: [string, boolean][] = [
        ['swords-10', false],
        ['major-16', false],
        ['swords-09', false],
      ];
      const [clear = ''] = read(locale, 'three-cards', bright, ask);
      const [hard = ''] = read(locale, 'three-cards', dark, ask);
      expect(answersHow(clear, locale, 'job_search', 'clear'), clear).toBe(true);
      expect(answersHow(hard, locale, 'job_search', 'hard'), hard).toBe(true);
      // Said as the cards' own way (blind review 25: "it opens with a tip").
      const leads = localeJson<Record<string, string[]>>(locale, 'oracle');
      expect(
        leads.how_lead_clear?.some((lead) => clear.startsWith(lead)),
        clear,
      ).toBe(true);
      expect(
        leads.how_lead_hard?.some((lead) => hard.startsWith(lead)),
        hard,
      ).toBe(true);
      expect(has(clear, locale, 'job_search', 'open') || has(hard, locale, 'job_search', 'open')).toBe(false);
    },
  );

  it.each(['en', 'ru', 'de', 'es', 'zh'] as Locale[])(
    'in %s still tells someone asking about another person’s heart that no card sees into it',
    (locale) => {
      const [question = ''] = EXAMPLES[locale][0].their_feelings ?? [];
      const [opening = ''] = composeReading(
        readingRequestFor(
          locale,
          'three-cards',
          [
            ['cups-02', false],
            ['swords-05', true],
            ['major-17', false],
          ],
          { question, thirdParty: true },
        ),
        { random: seededRandom(4) },
      );
      const lens = localeJson<Record<string, string[]>>(locale, 'oracle');
      const honest = [...(lens.lens_third_party ?? []), ...(lens.third_party_no_verdict ?? [])];
      expect(
        honest.some((line) => opening.includes(line)),
        opening,
      ).toBe(true);
    },
  );
});

describe('a known situation about another person', () => {
  it('keeps the honest line that no card sees into them, then answers in the situation’s words', () => {
    // Blind review 16 (R04): "Is she the one?" opened with a disclaimer alone.
    const [opening = ''] = composeReading(
      readingRequestFor(
        'en',
        'relationship',
        [
          ['cups-02', false],
          ['cups-14', false],
          ['major-06', false],
          ['swords-02', true],
          ['pentacles-10', false],
        ],
        { question: 'Is she the one?', thirdParty: true },
      ),
      { random: seededRandom(4) },
    );
    const oracle = localeJson<Record<string, string[]>>('en', 'oracle');
    // Her place in the spread is read as an impression of her side (blind review 22).
    const honest = oracle.lens_their_card ?? [];
    // Said of "her", as the question says (their-pronoun.ts).
    expect(honest.some((line) => opening.includes(theirLine(line, 'she')))).toBe(true);
    expect(has(opening, 'en', 'the_one', 'open')).toBe(true);
  });
});

describe('a step that names a therapist', () => {
  it('is not followed by a second referral, and one of the two always stands', () => {
    // Blind review 16 (R16): "a near-identical therapy referral twice in a row".
    const oracle = localeJson<Record<string, string[]>>('en', 'oracle');
    for (let seed = 1; seed <= 8; seed++) {
      const text = composeReading(
        readingRequestFor(
          'en',
          'three-cards',
          [
            ['swords-09', false],
            ['major-11', false],
            ['wands-10', false],
          ],
          { question: 'I have been burned out for months. What do I need to understand?' },
        ),
        { random: seededRandom(seed) },
      ).join('\n');
      const step = (lines('en').mind?.step ?? []).find((line) => text.includes(line)) ?? '';
      const referred = /therapist|counsell?or|doctor|GP/.test(step);
      const care = (oracle.care_mind ?? []).some((line) => text.includes(line));
      expect(referred && care).toBe(false);
      expect(referred || care).toBe(true);
    }
  });
});
