/**
 * The reader understands the question before it reads the cards (issue 21 §2, ADR 0048): its topics,
 * weighed; the two options of an either/or question; a yes/no question in any spread; the time frame.
 * Then the reading says the answer in its first two sentences and quotes the question once.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import type { ReadingRequest } from '../../core/oracle/oracle.js';
import { questionShape, shortQuestion } from '../../core/oracle/question-shape.js';
import { questionTopic, type Topic } from '../../core/oracle/question-topic.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { topicLine } from '../../core/oracle/topic-line.js';
import { cardTexts, localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest, readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Phrases = Record<string, string[]>;
const phrases = (locale: Locale) => localeJson<Phrases>(locale, 'oracle');

describe('the topic of a question', () => {
  it.each([
    ['en', 'Will he come back to me?', 'love'],
    ['en', 'Is he the one?', 'love'],
    ['en', 'Should I ask for a raise?', 'money'],
    ['en', 'Will it work out?', 'general'],
    ['ru', 'Вернётся ли он ко мне?', 'love'],
    ['ru', 'Он тот самый?', 'love'],
    ['ru', 'Выйду ли я замуж в этом году?', 'love'],
    ['ru', 'Стоит ли мне открывать своё дело?', 'work'],
    ['ru', 'Стоит ли просить прибавку?', 'money'],
    ['de', 'Kommt er zu mir zurück?', 'love'],
    ['de', 'Ist er der Richtige?', 'love'],
    ['de', 'Werde ich dieses Jahr heiraten?', 'love'],
    ['de', 'Soll ich mein eigenes Geschäft eröffnen?', 'work'],
    ['de', 'Soll ich um eine Gehaltserhöhung bitten?', 'money'],
    ['es', '¿Volverá conmigo?', 'love'],
    ['es', '¿Es él el indicado?', 'love'],
    ['es', '¿Me casaré este año?', 'love'],
    ['es', '¿Debería abrir mi propio negocio?', 'work'],
    ['es', '¿Debería pedir un aumento?', 'money'],
    ['zh', '他会回到我身边吗？', 'love'],
    ['zh', '他是对的人吗？', 'love'],
    ['zh', '我今年会结婚吗？', 'love'],
    ['zh', '我应该开自己的店吗？', 'work'],
    ['zh', '我应该要求加薪吗？', 'money'],
    ['en', 'How can I repair things with my brother?', 'family'],
    ['en', 'Is my best friend being honest with me?', 'family'],
    ['en', 'My mother is ill. Will she recover?', 'health'],
    ['en', 'How do I live with the grief since my mother died?', 'loss'],
    ['ru', 'Как мне помириться с братом?', 'family'],
    ['ru', 'Мама болеет. Она поправится?', 'health'],
    ['de', 'Wie kann ich mich mit meiner Tochter versöhnen?', 'family'],
    ['es', '¿Cómo puedo reconciliarme con mi hermano?', 'family'],
    ['zh', '我怎样才能和弟弟和好？', 'family'],
    // A brother's feelings are a family matter, not love's, even with a death in the question.
    ['en', 'What does my brother really feel about me since our father died?', 'family'],
    ['ru', 'Что на самом деле чувствует ко мне брат после смерти отца?', 'family'],
    ['de', 'Was fühlt meine Schwester wirklich für mich, seit Mama gestorben ist?', 'family'],
    ['en', 'Does my boyfriend really love me?', 'love'],
    ['de', 'Liebt mich mein Freund wirklich?', 'love'],
  ] as [Locale, string, Topic][])('%s: “%s” is about %s', (locale, question, topic) => {
    expect(questionTopic(question, locale)).toBe(topic);
  });

  it.each([
    [
      'en',
      'I have been offered a job in Lisbon and I keep thinking about relocating there, but my mother is ill and I worry about leaving her alone. Should I move?',
    ],
    [
      'ru',
      'Мне предложили работу в Лиссабоне, и я думаю о переезде, но мама болеет, и я боюсь оставить её одну. Стоит ли мне переехать?',
    ],
    [
      'de',
      'Mir wurde eine Stelle in Lissabon angeboten und ich denke an einen Umzug, aber meine Mutter ist krank. Soll ich umziehen?',
    ],
    [
      'es',
      'Me ofrecieron un trabajo en Lisboa y pienso en mudarme allí, pero mi madre está enferma y me preocupa dejarla sola. ¿Debería trasladarme?',
    ],
    ['zh', '我在里斯本找到了一份工作，想搬到那里定居，但我妈妈生病了，我担心留下她一个人。我应该搬家吗？'],
  ] as [Locale, string][])(
    '%s: a long relocation question that mentions an ill mother is about the move',
    (locale, q) => {
      const { topics } = questionShape(q, locale);
      expect(topics[0]).toBe('move');
      expect(topics).toContain('health');
      expect(topics).toContain('work');
    },
  );
});

describe('the shape of a question', () => {
  it.each([
    ['en', 'Lisbon or London?', ['Lisbon', 'London']],
    ['en', 'Should I move to Lisbon or stay in Berlin this year?', ['move to Lisbon', 'stay in Berlin']],
    ['ru', 'Переехать в Лиссабон или остаться в Берлине?', ['переехать в Лиссабон', 'остаться в Берлине']],
    [
      'de',
      'Soll ich nach Lissabon ziehen oder in Berlin bleiben?',
      ['nach Lissabon ziehen', 'in Berlin bleiben'],
    ],
    ['es', '¿Me mudo a Lisboa o me quedo en Berlín?', ['me mudo a Lisboa', 'me quedo en Berlín']],
    ['zh', '我应该搬到里斯本还是留在柏林？', ['搬到里斯本', '留在柏林']],
    // Seven words are kept whole; a longer option is cut, never ending on "with my" or «con mi».
    [
      'es',
      '¿Acepto el trabajo en Madrid o me quedo en Sevilla con mi familia?',
      ['acepto el trabajo en Madrid', 'me quedo en Sevilla con mi familia'],
    ],
    [
      'en',
      'Should I take the offer in Berlin or stay here in Leeds with my whole family and friends?',
      ['take the offer in Berlin', 'stay here in Leeds'],
    ],
  ] as [Locale, string, [string, string]][])(
    '%s: finds the two options of “%s”',
    (locale, question, options) => {
      const shape = questionShape(question, locale);
      expect(shape.kind).toBe('choice');
      expect(shape.options).toEqual(options);
    },
  );

  it.each([
    // Typed without a question mark after what it is about: a how, not a yes or a no.
    ['es', 'me paso horas con el móvil antes de dormir, cómo lo dejo', 'open'],
    ['en', 'I drink every night, how do I stop', 'open'],
    ['ru', 'Мы поссорились, что делать', 'open'],
    // With a question mark the asking sentence leads: a yes or no, a choice.
    ['en', 'Will he call me, and what should I do?', 'yes-no'],
    // After a clause that is itself a yes/no question, or a word that is no question word there.
    ['en', 'Will I get the job, what do you think', 'yes-no'],
    ['ru', 'Вернётся ли он, как обещал', 'yes-no'],
    ['de', 'Wird er zurückkommen, wie er versprochen hat', 'yes-no'],
    ['es', 'Me llamará, cuando vuelva de viaje', 'yes-no'],
    ['en', 'I applied for a job, which I really want', 'yes-no'],
    ['ru', 'Сменить профессию или остаться там, где я есть?', 'choice'],
  ] as [Locale, string, string][])('%s: reads “%s” as %s', (locale, question, kind) => {
    expect(questionShape(question, locale).kind).toBe(kind);
  });

  it.each([
    // Winning back trust, a friendship or money is no health question; recovering from surgery is.
    ['es', '¿Cómo recupero la confianza con mi amiga?', false],
    ['es', '¿Me recuperaré pronto de la operación?', true],
    ['en', 'How do I recover our friendship?', false],
    ['en', 'Will I recover from surgery soon?', true],
    ['en', 'How can we heal our relationship?', false],
    ['es', '¿Se recuperará mi madre?', true],
    ['es', '¿Cómo recuperar a mi ex?', false],
    ['en', 'Will my mum recover her sight?', true],
    ['en', 'Will my knee recover this year?', true],
  ] as [Locale, string, boolean][])('%s: “%s” touches health: %s', (locale, question, health) => {
    expect(questionShape(question, locale).topics.includes('health')).toBe(health);
  });

  it.each([
    ['en', 'Will I find a new job this year?', 'this year'],
    ['ru', 'Выйду ли я замуж в этом году?', 'в этом году'],
    ['de', 'Werde ich dieses Jahr heiraten?', 'dieses Jahr'],
    ['es', '¿Me casaré este año?', 'este año'],
    ['zh', '我今年会结婚吗？', '今年'],
  ] as [Locale, string, string][])('%s: reads the time frame of “%s”', (locale, question, time) => {
    const shape = questionShape(question, locale);
    expect(shape.time).toBe(time);
    expect(shape.kind).toBe('yes-no');
  });

  it('reads the asking sentence of a long question, and quotes only it', () => {
    const long =
      'I have been with Jonas for three years and lately we argue about money, about his mother, about where to live. Will our relationship last?';
    expect(questionShape(long, 'en').kind).toBe('yes-no');
    expect(shortQuestion(long, 'en')).toBe('Will our relationship last?');
    const endless = `Will ${'it really, truly '.repeat(12)}work out?`;
    expect(shortQuestion(endless, 'en').length).toBeLessThanOrEqual(91);
    expect(shortQuestion(endless, 'en')).toMatch(/…$/);
  });
});

/** The first sentences of the opening paragraph; a quoted question ends one. */
function firstSentences(reading: string[], locale: Locale, count: number): string {
  const opening = reading[0] ?? '';
  const parts = locale === 'zh' ? opening.split(/(?<=。)/) : opening.split(/(?<=[.!?…][»”“]?)\s+/);
  return parts.slice(0, count).join(' ');
}

/**
 * A phrase key's variants, with their placeholders as wildcards: a quoted one with or without its marks,
 * which an English reading leaves off a road named after a place (option-names.ts).
 */
function variantsOf(locale: Locale, key: string): RegExp[] {
  return (phrases(locale)[key] ?? []).map(
    (v) =>
      new RegExp(
        v
          .replace(/[.。]$/, '')
          .replace(/“(\{\{\w+\}\})”/g, '$1')
          .split(/\{\{\w+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/([”»“])(\\\.|。)/g, '$1$2?'))
          .join('.+'),
      ),
  );
}

const says = (text: string, locale: Locale, key: string) =>
  variantsOf(locale, key).some((re) => re.test(text));

describe('the answer first', () => {
  const WILL_IT_LAST: Record<Locale, string> = {
    en: 'Will my relationship with Jonas last?',
    ru: 'Сохранятся ли мои отношения с Йонасом?',
    de: 'Wird meine Beziehung mit Jonas halten?',
    es: '¿Durará mi relación con Jonas?',
    zh: '我和约纳斯的关系会长久吗？',
  };

  it.each(Object.entries(WILL_IT_LAST) as [Locale, string][])(
    '%s: gives a yes/no question in a multi-card spread a leaning in the first two sentences, and names the card that tips it once it has turned',
    (locale, question) => {
      const random = seededRandom(21);
      for (const spread of ['three-cards', 'relationship', 'celtic-cross']) {
        const req = randomReadingRequest(locale, spread, question, true, random);
        const reading = composeReading(req, { random });
        const start = firstSentences(reading, locale, 2);
        expect(
          ['answer_yes', 'answer_no', 'answer_maybe'].some((key) => says(start, locale, key)),
          start,
        ).toBe(true);
        // The opening shows before any card turns: it names none of them.
        for (const card of req.cards) expect(start).not.toContain(card.name);
        expect(reading.join('\n')).not.toContain(question);
      }
    },
  );

  it.each([
    ['en', 'when will I finally meet someone'],
    ['ru', 'когда я наконец кого-нибудь встречу'],
    ['de', 'wann lerne ich endlich jemanden kennen'],
    ['es', 'cuándo voy a conocer por fin a alguien'],
    ['zh', '我到底什么时候才能遇到心动的人'],
  ] as [Locale, string][])('%s: “%s” is a love question, answered with a pace, never a date', (locale, q) => {
    expect(questionShape(q, locale)).toMatchObject({ when: true, topics: ['love'] });
    const [opening = ''] = composeReading(
      readingRequestFor(
        locale,
        'three-cards',
        [
          ['wands-08', false],
          ['cups-02', false],
          ['major-19', false],
        ],
        { question: q },
      ),
    );
    expect(says(opening, locale, 'when_fast')).toBe(true);
    expect(questionShape('What will happen when I move?', 'en').when).toBe(false);
  });

  it('gives the reason for a leaning in the question’s own terms, once', () => {
    const req = readingRequestFor(
      'en',
      'three-cards',
      [
        ['cups-10', false],
        ['major-19', false],
        ['cups-02', false],
      ],
      { question: 'Will my relationship with Jonas last?' },
    );
    const [answer = '', ...rest] = composeReading(req, { random: seededRandom(4) });
    const reason = req.cards
      .map((card) => topicLine('en', card, { topic: 'love' }))
      .find((line) => line && answer.includes(line));
    expect(reason).toBeTruthy();
    expect(answer).toContain(reason);
    expect(rest.join('\n')).not.toContain(reason);
  });

  it('reads a yes/no question on Two Paths as doing it (path A) or not (path B), and names the better road', () => {
    const req = readingRequestFor(
      'en',
      'decision',
      [
        ['major-05', true],
        ['wands-07', true],
        ['swords-05', true],
        ['swords-02', false],
        ['pentacles-13', true],
        ['cups-14', true],
      ],
      { question: 'Should I tell my partner about my doubts?' },
    );
    const [opening = ''] = composeReading(req, { random: seededRandom(2) });
    const roads = [
      'answer_paths_yes',
      'answer_paths_no',
      'answer_paths_yes_lighter',
      'answer_paths_no_lighter',
    ];
    expect(roads.some((key) => says(opening, 'en', key))).toBe(true);
    expect(says(opening, 'en', 'answer_maybe')).toBe(false);
  });

  it('leans yes when the cards are bright, no when they are heavy, and says why', () => {
    const read = (cards: [string, boolean][]) =>
      composeReading(
        readingRequestFor('en', 'three-cards', cards, { question: 'Will my relationship with Jonas last?' }),
      )[0] ?? '';
    const bright = read([
      ['cups-10', false],
      ['major-19', false],
      ['cups-02', false],
    ]);
    expect(says(bright, 'en', 'answer_yes')).toBe(true);
    const heavy = read([
      ['swords-03', false],
      ['major-16', false],
      ['swords-10', false],
    ]);
    expect(says(heavy, 'en', 'answer_no')).toBe(true);
    expect(heavy).not.toMatch(/The Tower|Ten of Swords/);
  });

  it('weighs “Lisbon or London?”: the bright half wins, named in the first sentence', () => {
    const read = (cards: [string, boolean][]) =>
      composeReading(readingRequestFor('en', 'celtic-cross', cards, { question: 'Lisbon or London?' }))[0] ??
      '';
    const bright: [string, boolean][] = [
      ['cups-10', false],
      ['major-19', false],
      ['wands-06', false],
      ['major-17', false],
      ['cups-09', false],
    ];
    const heavy: [string, boolean][] = [
      ['swords-03', false],
      ['major-16', false],
      ['swords-10', false],
      ['swords-09', false],
      ['pentacles-05', false],
    ];
    const lisbon = read([...bright, ...heavy]);
    expect(says(lisbon, 'en', 'answer_choice')).toBe(true);
    expect(lisbon).toMatch(
      /favour Lisbon over London|lean toward Lisbon|more warmly of Lisbon than of London/,
    );
    const london = read([...heavy, ...bright]);
    expect(london).toMatch(
      /favour London over Lisbon|lean toward London|more warmly of London than of Lisbon/,
    );
  });

  it('weighs the Two Paths spread by its own paths, not by where the person stands or the advice', () => {
    // situation, path_a, path_a_brings, path_b, path_b_brings, advice: each path holds one bright and
    // one heavy card, so the paths weigh the same, though a bright start and a heavy advice would tip
    // the spread's halves toward the first option.
    const reading =
      composeReading(
        readingRequestFor(
          'en',
          'decision',
          [
            ['major-19', false],
            ['major-17', false],
            ['major-16', false],
            ['cups-10', false],
            ['swords-10', false],
            ['swords-09', false],
          ],
          { question: 'Lisbon or Berlin?' },
        ),
      )[0] ?? '';
    expect(says(reading, 'en', 'answer_choice_even')).toBe(true);
    // How the spread was split between the options is not the querent's business.
    expect(reading).not.toMatch(/[Pp]ath A was read|first half|read for “/);
  });

  it.each([
    ['en', 'Should I move to Lisbon or stay in Berlin?', 1],
    ['ru', 'Переехать в Лиссабон или остаться в Берлине?', 1],
    ['de', 'Soll ich in Berlin bleiben oder nach Lissabon ziehen?', 0],
    ['es', '¿Debería quedarme en Berlín o mudarme a Lisboa?', 0],
    ['zh', '我应该搬去里斯本还是留在柏林？', 1],
  ] as const)(
    'holds one card up to both options in %s as a lens, for a yes card, a no card and a maybe alike',
    (locale, question, stays) => {
      expect(questionShape(question, locale).stays).toBe(stays);
      const one = (card: string, seed: number) =>
        composeReading(readingRequestFor(locale, 'daily', [[card, false]], { question }), {
          random: seededRandom(seed),
        })[0] ?? '';
      // The Sun says yes, the Tower no, the Hanged Man maybe (core/tarot/yes-no.ts): none picks a side.
      for (const seed of [1, 2, 3])
        for (const card of ['major-19', 'major-16', 'major-12']) {
          const answer = one(card, seed);
          expect(says(answer, locale, 'answer_choice_lens')).toBe(true);
          expect(says(answer, locale, 'answer_choice_look')).toBe(true);
          expect(says(answer, locale, 'answer_choice')).toBe(false);
        }
    },
  );

  const SEEKING: [Locale, string, string][] = [
    ['en', 'When will I meet someone?', 'Will my relationship with Jonas last?'],
    ['ru', 'Найду ли я свою любовь в этом году?', 'Сохранятся ли мои отношения с Йонасом?'],
    ['de', 'Wann werde ich jemanden kennenlernen?', 'Wird meine Beziehung mit Jonas halten?'],
    ['es', '¿Cuándo conoceré a alguien?', '¿Durará mi relación con Jonas?'],
    ['zh', '我今年能脱单吗？', '我和约纳斯的感情会长久吗？'],
  ];

  it.each(SEEKING)(
    "reads a single person's love question in %s with lines that assume no couple",
    (locale, single, couple) => {
      expect(questionShape(single, locale)).toMatchObject({ topics: ['love'], seeking: true });
      expect(questionShape(couple, locale)).toMatchObject({ topics: ['love'], seeking: false });
      const cards: [string, boolean][] = [
        ['cups-06', false],
        ['swords-04', false],
        ['cups-02', true],
      ];
      const read = (question: string) =>
        composeReading(readingRequestFor(locale, 'three-cards', cards, { question }), {
          random: seededRandom(7),
        }).join('\n');
      const lines = localeJson<Record<string, Record<'upright' | 'reversed', Record<string, string>>>>(
        locale,
        'topic-lines',
      );
      const seeking = read(single);
      const together = read(couple);
      // The past is read by its own line; the present and the future by the subject's.
      for (const [id, reversed] of cards.slice(1)) {
        const side = lines[id]?.[reversed ? 'reversed' : 'upright'];
        expect(seeking).toContain(side?.seeking);
        expect(seeking).not.toContain(side?.love);
        expect(together).not.toContain(side?.seeking);
      }
    },
  );

  it('holds a single card up to both options where neither stays as things are', () => {
    const reading =
      composeReading(
        readingRequestFor('en', 'daily', [['major-19', false]], { question: 'Lisbon or London?' }),
      )[0] ?? '';
    expect(questionShape('Lisbon or London?', 'en').stays).toBeNull();
    expect(says(reading, 'en', 'answer_choice_lens')).toBe(true);
  });

  it('names the time frame and the pace the cards suggest', () => {
    const wands = composeReading(
      readingRequestFor(
        'ru',
        'three-cards',
        [
          ['wands-08', false],
          ['wands-12', false],
          ['major-07', false],
        ],
        { question: 'Выйду ли я замуж в этом году?' },
      ),
    )[0];
    expect(says(wands ?? '', 'ru', 'time_fast')).toBe(true);
    // The person's own words, as an adverbial inside the sentence, not a quotation (blind review: "stiff").
    expect(wands).toContain('в этом году');
    expect(wands).not.toContain('«в этом году»');
  });

  it('answers a how-question with the card it leans on, and keeps the safety rules', () => {
    const how = composeReading(
      readingRequestFor(
        'de',
        'situation-obstacle-advice',
        [
          ['cups-05', false],
          ['swords-07', false],
          ['cups-06', false],
        ],
        { question: 'Wie kann ich mich mit meinem Bruder versöhnen?' },
      ),
    )[0];
    expect(says(how ?? '', 'de', 'answer_plan')).toBe(true);
    expect(how).not.toContain(cardTexts('de')['cups-06']?.name);
    const third = composeReading(
      readingRequestFor(
        'en',
        'three-cards',
        [
          ['cups-10', false],
          ['major-19', false],
          ['cups-02', false],
        ],
        { question: 'Is he cheating on me?', thirdParty: true },
      ),
    );
    for (const key of ['answer_yes', 'answer_no', 'answer_maybe'])
      expect(says(third[0] ?? '', 'en', key)).toBe(false);
    expect(says(third[0] ?? '', 'en', 'third_party_no_verdict')).toBe(true);
    const health = composeReading(
      readingRequestFor(
        'en',
        'three-cards',
        [
          ['cups-10', false],
          ['major-19', false],
          ['cups-02', false],
        ],
        {
          question: 'Will my surgery go well?',
        } satisfies Partial<ReadingRequest>,
      ),
    );
    expect(says(health[0] ?? '', 'en', 'careful_no_verdict')).toBe(true);
  });
});
