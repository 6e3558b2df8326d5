/**
 * The blunders the blind reader held against the offline reader in its third pass (blind review 6,
 * ADR 0083), each checked with the real composeReading in English and Russian: a spread laid out for
 * another topic read as written ("your partner" for a boss, career advice for a brother), card lines
 * about something other than the question (a class and a team project in the month of a dog's surgery,
 * "chemistry" for a question about purpose), and stock connectors ("It agrees with X").
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import { namedAnimal } from '../../core/oracle/reader/animal-name.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Lines = Record<string, Record<'upright' | 'reversed', Record<string, string>>>;
const phrases = (locale: Locale) => localeJson<Record<string, string[]>>(locale, 'oracle');
const names = (locale: Locale) => localeJson<{ names: Record<string, string> }>(locale, 'oracle').names;
const roles = (locale: Locale) => localeJson<Lines>(locale, 'card-roles');
const topics = (locale: Locale) => localeJson<Lines>(locale, 'topic-lines');
const cards = (locale: Locale) =>
  localeJson<Record<string, { advice: Record<'upright' | 'reversed', string> }>>(locale, 'cards');
/** A topic line's first and second sentence. */
const sentences = (line = '-') => line.split(/(?<=[.!?])\s+/);

/** A phrase key's variants, with their placeholders as wildcards. */
/** Whether a text says a variant of the key; a reading about one's dog says "your dog" for "your animal". */
const says = (text: string, locale: Locale, key: string, question?: string) =>
  (phrases(locale)[key] ?? []).some((v) =>
    new RegExp(
      (namedAnimal([v], question, locale)[0] ?? v)
        .replace(/[.。]$/, '')
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^]+?'),
    ).test(text),
  );

const read = (locale: Locale, spread: string, cards: [string, boolean][], question: string, seed = 1) =>
  composeReading(readingRequestFor(locale, spread, cards, { question }), { random: seededRandom(seed) });

const Q = {
  boss: { en: 'How do I deal with my difficult boss?', ru: 'Как мне вести себя с трудным начальником?' },
  brother: { en: 'How should I talk to my brother?', ru: 'Как мне говорить с братом?' },
  careers: {
    en: 'Should I change careers or stay where I am?',
    ru: 'Сменить ли мне профессию или остаться на своей работе?',
  },
  dog: {
    en: 'My dog is having surgery on Thursday. Will it go well?',
    ru: 'У моей собаки в четверг операция. Всё пройдёт хорошо?',
  },
  purpose: { en: 'What is my purpose?', ru: 'В чём моё предназначение?' },
  focus: { en: 'What should I focus on this week?', ru: 'На чём мне сосредоточиться на этой неделе?' },
};

/** The Relationship spread of blind draw 3, asked about a boss. */
const BOSS: [string, boolean][] = [
  ['pentacles-01', true],
  ['wands-01', true],
  ['cups-04', true],
  ['major-16', true],
  ['pentacles-13', false],
];

/** The Career spread of blind draw 18, asked about a brother. */
const BROTHER: [string, boolean][] = [
  ['cups-07', false],
  ['cups-05', false],
  ['major-05', false],
  ['wands-11', true],
  ['wands-05', false],
];

/** The Month Ahead of blind draw 10: a dog's surgery, with a team project in week three. */
const DOG: [string, boolean][] = [
  ['major-08', true],
  ['cups-10', false],
  ['cups-03', false],
  ['pentacles-03', false],
  ['swords-10', false],
];

/** The connectors blind review 6 called stock, as main said them. */
const STOCK: Record<'en' | 'ru', RegExp> = {
  en: /It agrees with|It pulls the same way as|It follows on from|It carries on the thread of|meets resistance|It pushes back against what|It is the reply to|It answers what .+ raised|leads here\.|This is where .+ leads|It eases what|begins to lift/,
  ru: /согласна с картой|тянет в ту же сторону|продолжает нить карты|следует за картой|встречает сопротивление|испытывает на прочность то, что открыла|Это ответ на карту|отвечает на то, что подняла|ведёт карта|начинает отпускать|облегчает то, что придавила/,
};

describe.each(['en', 'ru'] as const)('the %s reader, third pass', (locale) => {
  it('names the positions of a Relationship spread for the boss it is asked about', () => {
    const paragraphs = read(locale, 'relationship', BOSS, Q.boss[locale]);
    const text = paragraphs.join('\n');
    const boss = names(locale).who_boss ?? '-';
    // The partner's paragraph is the boss's, said there and not again in the opening (blind review 34, R05:
    // "the position mechanics show").
    expect(paragraphs[0]).not.toContain(boss);
    const partner = paragraphs[2] ?? '';
    expect(says(partner, locale, 'misfit_other')).toBe(true);
    expect(partner).toContain(boss);
    expect(says(paragraphs[3] ?? '', locale, 'misfit_bond')).toBe(true);
    // Never "those in your circle", the card's line for a partner's side.
    expect(text).not.toContain(roles(locale)['wands-01']?.reversed.other);
    // The story after the cards is told for the question, not recited position by position.
    expect(text).not.toMatch(locale === 'en' ? /Here you are|the knot is/ : /Здесь ты —|узел —/);
  });

  it('reads a career change on a Relationship spread: the partner is the work, read by its work line', () => {
    const paragraphs = read(
      locale,
      'relationship',
      [
        ['major-21', true],
        ['pentacles-02', true],
        ['cups-11', false],
        ['swords-05', false],
        ['wands-13', true],
      ],
      Q.careers[locale],
    );
    const partner = paragraphs[2] ?? '';
    expect(partner).toContain(names(locale).who_work);
    expect(partner).toContain(sentences(topics(locale)['pentacles-02']?.reversed.work)[0]);
    expect(partner).not.toContain(roles(locale)['pentacles-02']?.reversed.other);
  });

  it('reads a Career spread asked about a brother for the brother, never its career counsel', () => {
    const paragraphs = read(locale, 'career', BROTHER, Q.brother[locale]);
    const text = paragraphs.join('\n');
    expect(says(paragraphs[0] ?? '', locale, 'misfit_work_spread')).toBe(true);
    expect(paragraphs[0]).toContain(names(locale).who_brother);
    // "Stop opening new tabs in your life" is not how to make peace with a brother.
    expect(text).not.toContain(roles(locale)['wands-11']?.reversed.advice);
    expect(text).not.toContain(roles(locale)['wands-11']?.reversed.general);
    const [state, counsel] = sentences(topics(locale)['wands-11']?.reversed.family);
    expect(paragraphs[0]).toContain(counsel);
    // Its own block, as what to do, is another counsel, never the trouble (blind review 9, R35).
    expect(paragraphs[4]).not.toContain(state);
    expect(paragraphs[4]).toContain(cards(locale)['wands-11']?.advice.reversed);
  });

  it('keeps team projects and classes out of the month of a dog’s surgery', () => {
    const text = read(locale, 'month-ahead', DOG, Q.dog[locale]).join('\n');
    expect(text).not.toContain(roles(locale)['pentacles-03']?.upright.future);
    expect(text).not.toMatch(
      locale === 'en' ? /project|class|new doors/i : /проект|совместная работа|курсы|занятия/i,
    );
  });

  it('closes a dog’s surgery with care, never laying the outcome on its owner (blind review 7)', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const paragraphs = read(locale, 'month-ahead', DOG, Q.dog[locale], seed);
      const closing = paragraphs.at(-2) ?? '';
      // The story keeps company (never a warning to act), and the vet's word closes it, unless the opening
      // has already given it (blind review 30, R03: "the vet disclaimer appears three times").
      const [opened, closed] = [paragraphs[0] ?? '', closing].map((text) =>
        /(?<!\p{L})(vets?|ветеринар\p{L}*)(?!\p{L})/iu.test(text),
      );
      expect(opened || closed, closing).toBe(true);
      expect(opened && says(closing, locale, 'care_pet', Q.dog[locale]), closing).toBe(false);
      for (const key of ['closing_back', 'closing_back_plain', 'story_falling'])
        expect(says(paragraphs.join('\n'), locale, key), key).toBe(false);
    }
  });

  it('never reads a romance line for a question about purpose', () => {
    const text = read(
      locale,
      'situation-obstacle-advice',
      [
        ['swords-01', true],
        ['cups-02', false],
        ['swords-10', true],
      ],
      Q.purpose[locale],
    ).join('\n');
    expect(text).not.toMatch(
      locale === 'en' ? /chemistry|sparks|flirt|romanc/i : /свидан|флирт|романт|страст/i,
    );
    // Nor, in the obstacle, the offer the Two of Cups makes to growth.
    expect(text).not.toContain(sentences(topics(locale)['cups-02']?.upright.growth)[0]);
  });

  it('reads a hopeful card in a strengths position by what it shows for the question', () => {
    const paragraphs = read(
      locale,
      'career',
      [
        ['pentacles-08', false],
        ['major-19', false],
        ['swords-05', false],
        ['wands-03', false],
        ['pentacles-10', false],
      ],
      locale === 'en' ? 'How can I grow in my job?' : 'Как мне расти на работе?',
    );
    expect(paragraphs[2]).toContain(sentences(topics(locale)['major-19']?.upright.work)[0]);
  });

  it('links cards only by what they share, and says no stock connector', () => {
    const texts = [
      read(
        locale,
        'situation-obstacle-advice',
        [
          ['major-14', true],
          ['wands-05', true],
          ['wands-11', false],
        ],
        Q.focus[locale],
      ),
      read(locale, 'relationship', BOSS, Q.boss[locale]),
      read(locale, 'career', BROTHER, Q.brother[locale]),
      read(locale, 'month-ahead', DOG, Q.dog[locale]),
      read(
        locale,
        'three-cards',
        [
          ['swords-04', false],
          ['cups-06', false],
          ['pentacles-05', true],
        ],
        Q.focus[locale],
      ),
    ];
    for (const text of texts) expect(text.join('\n')).not.toMatch(STOCK[locale]);
    // No block links to the card before it (blind review 8: "Wands again, as in…" read as a template).
    expect(texts[0]?.[3]).not.toMatch(locale === 'en' ? /Five of Wands/ : /«Пятёрка Жезлов»/);
  });
});
