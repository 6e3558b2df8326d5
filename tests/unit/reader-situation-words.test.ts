/**
 * Lines from another part of life are not read for a situation (blind review 20): an own bakery hears no
 * line about a job to be given, a promotion or an exam, and no line about a family's inheritance or a
 * party; a month far down the Year Ahead no line that says "soon".
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { finerSubject } from '../../core/oracle/question-finer.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { offSubject } from '../../core/oracle/reader/fitted-line.js';
import { farAhead, NEAR_TIME } from '../../core/oracle/reader/time-words.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest, readingRequestFor } from '../helpers/oracle-request.js';
import { YEAR_FOCUS } from '../helpers/sample-questions.js';
import { seededRandom } from '../helpers/seeded-random.js';

const BAKERY: Record<Locale, string> = {
  en: "I'm opening a small bakery next month. Will it succeed?",
  ru: 'Стоит ли мне открыть свою кофейню?',
  de: 'Soll ich meine eigene Bäckerei eröffnen?',
  es: '¿Debería abrir mi propia panadería?',
  zh: '我要不要开一家面包店？',
};

/** A line each language would read for a job, a family and an exam. */
const MISFITS: Record<Locale, string[]> = {
  en: [
    'Drive and focus can win the job, the promotion or the exam.',
    'Disputes over family, money or inheritance are shaking your sense of stability.',
  ],
  ru: ['Напор поможет получить повышение.', 'Споры в семье о наследстве расшатывают опору.'],
  de: ['Mit Fokus gelingt die Beförderung.', 'Streit in der Familie um das Erbe erschüttert die Sicherheit.'],
  es: ['Con foco llega el ascenso.', 'Las disputas de familia por la herencia sacuden la estabilidad.'],
  zh: ['专注能帮你赢得升职。', '家人之间为遗产起的争执动摇了安全感。'],
};

/** The bakery in English on three cards: `past` upright, the Ten of Pentacles reversed, the Three of Cups. */
const readBakery = (past: string) =>
  composeReading(
    readingRequestFor(
      'en',
      'three-cards',
      [
        [past, false],
        ['pentacles-10', true],
        ['cups-03', false],
      ],
      { question: BAKERY.en },
    ),
    { random: seededRandom(1) },
  );

describe('a situation reads lines from its own part of life', () => {
  for (const locale of LOCALES)
    it(`in ${locale}: an own bakery is a business, read by no line about an employer or a family`, () => {
      expect(finerSubject(BAKERY[locale], locale)).toBe('business');
      const shape = questionShape(BAKERY[locale], locale);
      expect(shape.scenario).toBe('career_change');
      for (const line of MISFITS[locale]) expect(offSubject(line, shape.subject, locale), line).toBe(true);
    });

  it('reads the bakery without the Chariot’s job, promotion or exam, or the Ten of Pentacles’ inheritance', () => {
    const text = readBakery('major-07').join('\n');
    expect(text).not.toMatch(/promotion|exam|inheritance|family/i);
  });

  it('keeps an exam line for an exam, and a family line for a family', () => {
    const exam = questionShape('Will I pass my driving test next week?', 'en').subject;
    expect(offSubject('Calm focus carries you through the exam.', exam, 'en')).toBe(false);
    const family = questionShape('How can I make peace with my parents?', 'en').subject;
    expect(offSubject('Old family quarrels are ready to be talked through.', family, 'en')).toBe(false);
  });
});

const LOVE_THIS_YEAR: Record<Locale, string> = {
  en: 'Will I find love this year?',
  ru: 'Найду ли я любовь в этом году?',
  de: 'Werde ich dieses Jahr die Liebe finden?',
  es: '¿Encontraré el amor este año?',
  zh: '今年我能找到爱情吗？',
};

describe('the Year and the Month Ahead', () => {
  for (const locale of LOCALES)
    it(`in ${locale}: reads no month from the third on, nor a single week, with "soon" or "the coming weeks"`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const random = seededRandom(seed);
        // With and without a question: a question reads the cards' lines for its topic too.
        const question = seed % 3 ? null : LOVE_THIS_YEAR[locale];
        const req = randomReadingRequest(
          locale,
          seed % 2 ? 'year-ahead' : 'month-ahead',
          question,
          true,
          random,
        );
        const paragraphs = composeReading(req, { random });
        // The opening, then one paragraph per card in the spread's order.
        const blocks = paragraphs.slice(1, 1 + req.cards.length);
        const far = req.cards
          .map((card, n) => ({ card, block: blocks[n] ?? '' }))
          .filter(({ card }) => /^(month_([3-9]|1[0-2])|week_[1-4])$/.test(card.position));
        expect(far.length).toBeGreaterThan(0);
        for (const { card, block } of far) {
          // German prose says a reversed card with an adjective after its article ("die umgekehrte Welt").
          const name = card.name.toLowerCase().replace(/^(der|die|das) /u, '');
          expect(block.toLowerCase(), `#${seed} ${card.position}`).toContain(name);
          expect(block, `#${seed} ${card.position} ${card.cardId}`).not.toMatch(NEAR_TIME[locale]);
        }
      }
    });
});

describe('the other person’s card', () => {
  it('hears no suit line: the situation’s lines speak to the asker', () => {
    const cups = Object.values(
      localeJson<Record<string, { suits: Record<string, Record<string, string>> }>>('en', 'scenarios')
        .their_feelings?.suits.cups ?? {},
    );
    const paragraphs = composeReading(
      readingRequestFor(
        'en',
        'two-people',
        [
          ['wands-03', false],
          ['cups-07', false],
          ['major-07', false],
        ],
        { question: 'What does Max really feel for me?' },
      ),
      { random: seededRandom(4) },
    );
    const them = paragraphs.find((p) => p.includes('Seven of Cups')) ?? '';
    expect(them).not.toBe('');
    for (const line of cups) expect(them).not.toContain(line);
  });
});

const KNOW: Record<Locale, string> = {
  en: 'What should I know about the year ahead?',
  ru: 'Что меня ждёт в этом году?',
  de: 'Was erwartet mich in diesem Jahr?',
  es: '¿Qué me trae este mes en el trabajo?',
  zh: '今年会带来什么？',
};

describe('a question that asks what to know or what is coming', () => {
  for (const locale of LOCALES)
    it(`in ${locale}: opens on where things stand, not on a counsel`, () => {
      const shape = questionShape(KNOW[locale], locale);
      expect(shape.know).toBe(true);
      expect(questionShape(YEAR_FOCUS[locale], locale).know).toBe(false);
      const random = seededRandom(5);
      const req = randomReadingRequest(locale, 'year-ahead', KNOW[locale], true, random);
      const [opening = ''] = composeReading(req, { random });
      const theme = req.cards.find((c) => c.position === 'year_theme');
      const roles = localeJson<Record<string, Record<string, Record<string, string>>>>(locale, 'card-roles');
      const lines = roles[theme?.cardId ?? '']?.[theme?.reversed ? 'reversed' : 'upright'] ?? {};
      expect(
        [lines.situation, lines.foundation].some((l) => l && opening.includes(l)),
        opening,
      ).toBe(true);
      for (const card of req.cards) expect(opening).not.toContain(card.lines.advice);
    });
});

describe('a place that looks back', () => {
  it('is never read by the card’s line for what comes or what to do', () => {
    const roles = localeJson<Record<string, Record<string, Record<string, string>>>>('en', 'card-roles');
    const lines = roles['cups-10']?.upright ?? {};
    const [, past = ''] = readBakery('cups-10');
    expect(past).toContain('Ten of Cups');
    for (const line of [lines.future, lines.advice, lines.outcome]) expect(past).not.toContain(line);
  });
});

describe('what to know, told apart from what to do', () => {
  it.each([
    ['en', 'What does this month bring me at work?', true],
    ['en', 'What is coming for me in love?', true],
    ['en', 'What will it take to bring him back?', false],
    ['en', 'What does it take to hold on to this job?', false],
    ['de', 'Was muss ich gerade verstehen?', true],
    ['de', 'Was muss ich tun, um meinen Partner besser zu verstehen?', false],
    ['de', 'Was bringt es, wenn ich kündige?', false],
    ['ru', 'Что ждёт меня в этом году?', true],
    ['ru', 'Что мне сделать, чтобы он вернулся?', false],
    ['es', '¿Qué traerá este año?', true],
    ['es', '¿Qué me conviene saber?', true],
    ['es', '¿Qué hago para que vuelva?', false],
    ['zh', '我该怎么做？', false],
  ] as const)('%s: %s → %s', (locale, question, know) => {
    expect(questionShape(question, locale).know).toBe(know);
  });
});

describe('a month far down the year', () => {
  it('is read by what its stretch of time holds, not by what has already happened (ADR 0103)', () => {
    // Blind review 28: "month-by-month one-liners built on repeated formulas", "soon" a year away.
    const roles = localeJson<Record<string, Record<string, Record<string, string>>>>('en', 'card-roles');
    for (let seed = 1; seed <= 5; seed++) {
      const random = seededRandom(seed);
      const req = randomReadingRequest('en', 'year-ahead', null, true, random);
      const blocks = composeReading(req, { random }).slice(1, 1 + req.cards.length);
      const months = req.cards.filter((card) => farAhead(card.position));
      const read = months.filter((card) => {
        const lines = roles[card.cardId]?.[card.reversed ? 'reversed' : 'upright'] ?? {};
        return (blocks[req.cards.indexOf(card)] ?? '').includes(lines.period ?? '-');
      });
      expect(read.length, `#${seed}`).toBeGreaterThan(months.length / 2);
      for (const card of months) {
        const past = roles[card.cardId]?.[card.reversed ? 'reversed' : 'upright']?.past ?? '-';
        expect(blocks[req.cards.indexOf(card)]).not.toContain(past);
      }
    }
  });

  it('never opens twelve months on the outcome lines’ stock clause', () => {
    const random = seededRandom(7);
    const req = randomReadingRequest(
      'en',
      'year-ahead',
      'What will this year bring for my work?',
      true,
      random,
    );
    const blocks = composeReading(req, { random }).slice(1, 1 + req.cards.length);
    const stock =
      /(If nothing changes|Without a change|Left as it is|Left to run its course|Unchecked|Continuing this way|Carrying on like this),/;
    expect(blocks.filter((block, n) => farAhead(req.cards[n]?.position ?? '') && stock.test(block))).toEqual(
      [],
    );
  });
});
