/**
 * The offline reader's fifth pass (issue 21, design review 8 problem 1, ADR 0083): the first paragraph
 * answers. Without a question it opens on the counsel of the card the spread leans on and names that card;
 * with one, each kind of question says its answer in the first two sentences; a position is prose beside
 * its card, never its name in quotation marks.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import type { ReadingRequest } from '../../core/oracle/oracle.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { anchorCard } from '../../core/oracle/spread-leaning.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { localeJson } from '../helpers/locale-files.js';
import { namesCard } from '../helpers/names-card.js';
import { CELTIC, randomReadingRequest, readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const THREE: [string, boolean][] = [
  ['cups-05', false],
  ['wands-08', false],
  ['major-19', false],
];

/** The openers design review 8 quoted as filler ("Sometimes listening is the best question…"). */
const FILLER: Record<'en' | 'ru', RegExp> = {
  en: /listening|no (particular )?question|without a question|shuffled|take a breath|mirror|ready to meet you/i,
  ru: /без вопроса|сделай вдох|зеркал|перетасован|готов встретить/i,
};

/** The first two sentences; a question quoted inside one does not end it. */
const firstTwo = (paragraph: string) =>
  paragraph
    .split(/(?<=[.!?。！？])\s+/)
    .slice(0, 2)
    .join(' ');

const read = (req: ReadingRequest, seed = 4) => composeReading(req, { random: seededRandom(seed) });

describe.each(['en', 'ru'] as const)('a %s reading without a question', (locale) => {
  it.each([
    ['three-cards', THREE],
    ['celtic-cross', CELTIC],
  ] as const)(
    'opens %s on where the present stands, and ends on the counsel of the card it leans on, naming it only after the cards',
    (spread, drawn) => {
      const req = readingRequestFor(locale, spread, [...drawn], { question: null });
      const anchor = anchorCard(req.cards);
      const present = req.cards.find((c) => c.position === 'present');
      if (!anchor || !present) throw new Error('no anchor or present');
      for (const seed of [1, 2, 3, 4]) {
        const [opening = '', ...rest] = read(req, seed);
        // A statement of now, not a counsel and not the outcome before it turns: the one thing to do is
        // the closing quote (design reviews 11 and 12).
        expect([roleLine(locale, present, 'situation'), roleLine(locale, present, 'foundation')]).toContain(
          opening,
        );
        expect(rest.at(-2)?.endsWith(anchor.lines.advice)).toBe(true);
        // The story of a larger spread names it; a spread of three has just read it, and its story names
        // only the card it turns on (ADR 0100). The opening never names it.
        if (req.cards.length > 3)
          expect(namesCard(rest.slice(req.cards.length).join('\n'), anchor.name)).toBe(true);
        expect(namesCard(opening, anchor.name)).toBe(false);
        expect(opening).not.toMatch(FILLER[locale]);
      }
    },
  );

  it('opens a single card on where it stands, with no line of bookkeeping and no quote after it', () => {
    const req = readingRequestFor(locale, 'daily', [['major-17', false]], { question: null });
    const [card] = req.cards;
    if (!card) throw new Error('no card');
    for (const seed of [1, 2, 3, 4]) {
      const text = read(req, seed);
      expect(text[0]).toBe(roleLine(locale, card, 'situation'));
      expect(text[1]?.toLowerCase()).toContain(card.name.toLowerCase());
      expect(text.join('\n')).not.toMatch(FILLER[locale]);
      expect(text.join('\n')).not.toContain(card.lines.advice);
    }
  });
});

describe('positions', () => {
  it.each(LOCALES)('no %s oracle line puts a position in quotation marks', (locale) => {
    const book = localeJson<Record<string, unknown>>(locale, 'oracle');
    for (const [key, value] of Object.entries(book))
      if (Array.isArray(value))
        for (const line of value as string[])
          expect(line, key).not.toMatch(/[“«„"]\{\{(against_)?position\}\}/);
  });

  it.each(['en', 'ru'] as const)('no %s reading quotes the name of a position', (locale) => {
    const random = seededRandom(8);
    const question =
      locale === 'en' ? 'Should I take the new job?' : 'Стоит ли мне согласиться на новую работу?';
    for (const spread of SPREADS)
      for (const asked of [question, null]) {
        const req = randomReadingRequest(locale, spread.id, asked, true, random);
        const text = composeReading(req, { random }).join('\n');
        for (const card of req.cards)
          for (const [open, close] of ['“”', '«»', '„“'])
            expect(text, `${spread.id} ${card.position}`).not.toContain(
              `${open}${card.positionName}${close}`,
            );
      }
  });

  it('says the position as prose beside its card: "The Sun, in the future"', () => {
    const req = readingRequestFor('en', 'three-cards', THREE, { question: 'Will I get the job?' });
    const texts = [1, 2, 3, 4, 5, 6].map((seed) => read(req, seed).join('\n'));
    expect(texts.some((text) => text.includes('The Sun, in the future'))).toBe(true);
  });
});

type Kind = 'yes_no' | 'either_or' | 'when' | 'how' | 'need_to_know' | 'third_party';

const QUESTIONS: Record<'en' | 'ru', Record<Kind, string>> = {
  en: {
    yes_no: 'Will I get the job?',
    either_or: 'Should I move to Lisbon or stay in Berlin?',
    when: 'When will I meet someone?',
    how: 'How can I be more confident?',
    need_to_know: 'What do I need to know about my career?',
    third_party: 'Does he love me?',
  },
  ru: {
    yes_no: 'Получу ли я эту работу?',
    either_or: 'Переехать в Лиссабон или остаться в Берлине?',
    when: 'Когда я встречу любовь?',
    how: 'Как мне стать увереннее?',
    need_to_know: 'Что мне нужно знать о моей карьере?',
    third_party: 'Любит ли он меня?',
  },
};

/**
 * What each kind's first two sentences must hold: a leaning, both options, a time frame, a focus in the
 * cards' words. `cards`: the drawn cards' names, none of which the opening may say (ADR 0089).
 */
/**
 * A how or what answer opens on the step itself: no verdict, and no sentence that only announces the
 * next one ("Start with this.", «Начни вот с чего.»; design review 10, problem 1).
 */
const STEP: Record<'en' | 'ru', (text: string) => boolean> = {
  en: (t) => !/\b(yes|maybe)\b/i.test(t) && !/\bthis(, too)?\.(\s|$)/.test(t),
  ru: (t) => !/«да»|«нет»/.test(t) && !/(вот (что|чем|с чего|куда)|таков)\.(\s|$)/.test(t),
};

const ANSWER: Record<'en' | 'ru', Record<Kind, (text: string, cards: string[]) => boolean>> = {
  en: {
    yes_no: (t) => /\b(yes|no|maybe)\b/.test(t),
    either_or: (t) => t.includes('move to Lisbon') && t.includes('stay in Berlin'),
    when: (t) => /weeks|months|season|dates?\b/.test(t),
    how: (t, cards) => STEP.en(t) && !cards.some((c) => t.includes(c)),
    need_to_know: (t, cards) => STEP.en(t) && !cards.some((c) => t.includes(c)),
    third_party: (t) => /another person|someone else/.test(t),
  },
  ru: {
    yes_no: (t) => /«да»|«нет»|«может быть»|скорее (да|нет)/.test(t),
    either_or: (t) => t.includes('переехать в Лиссабон') && t.includes('остаться в Берлине'),
    when: (t) => /недел|месяц|сезон|дат/.test(t),
    how: (t, cards) => STEP.ru(t) && !cards.some((c) => t.includes(c)),
    need_to_know: (t, cards) => STEP.ru(t) && !cards.some((c) => t.includes(c)),
    third_party: (t) => /другого человека|чужом сердце/.test(t),
  },
};

describe.each(['en', 'ru'] as const)('a %s answer', (locale: 'en' | 'ru') => {
  for (const kind of Object.keys(QUESTIONS[locale]) as Kind[])
    it.each([
      ['three-cards', THREE],
      ['celtic-cross', CELTIC],
    ] as const)(`to a ${kind} question on %s says it in its first two sentences`, (spread, drawn) => {
      const question = QUESTIONS[locale][kind];
      const req = readingRequestFor(locale as Locale, spread, [...drawn], {
        question,
        thirdParty: kind === 'third_party',
      });
      for (const seed of [1, 2, 3]) {
        const [opening = ''] = read(req, seed);
        const two = firstTwo(opening);
        expect(
          ANSWER[locale][kind](
            two,
            req.cards.map((c) => c.name),
          ),
          two,
        ).toBe(true);
      }
    });
});
