/**
 * The offline reader in hard places (issue 21, blind reviews 4 to 7): for a grief, a pet's surgery, a
 * parent's illness, a breakup or fear for a child, in every spread, every language and many seeded
 * draws, the reading never says the lines the blind raters named ("Tears may come" to the heartbroken,
 * "forgive what you can" before a dog's surgery, a grieving brother called "needy"), nor any card line
 * tagged harsh for that place; a pet's surgery is read as its health, never as a question about work;
 * and a cry for help is still the safety layer's, with helplines and no cards.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { questionTender, type Tender } from '../../core/oracle/question-tender.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { offSubject } from '../../core/oracle/reader/fitted-line.js';
import { isHarsh } from '../../core/oracle/reader/harsh-lines.js';
import { classifyQuestion } from '../../core/safety/classify.js';
import { supportAnswer } from '../../core/safety/support-answer.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest, readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { saysTurn } from '../helpers/turn-lines.js';

type Kind = 'grief' | 'brother' | 'pet' | 'parent' | 'breakup' | 'child';

const QUESTIONS: Record<Locale, Record<Kind, string>> = {
  en: {
    grief: 'My father died last month. How do I live with this grief?',
    brother: 'What does my brother really feel about me since our father died?',
    pet: 'My dog has surgery next week and I have a big project at work. What should I know about this month?',
    parent: 'My mother has cancer and starts chemo on Monday. What do I need to know?',
    breakup: 'He left me after six years and my heart is broken. Will he come back to me?',
    child: 'I am so worried about my son, he is struggling at his new school. How can I help him?',
  },
  ru: {
    grief: 'Месяц назад умер мой папа. Как мне жить с этим горем?',
    brother: 'Что на самом деле чувствует ко мне брат после смерти отца?',
    pet: 'У моей собаки на следующей неделе операция, а на работе большой проект. Что мне нужно знать об этом месяце?',
    parent: 'У мамы рак, в понедельник начинается химиотерапия. Что мне нужно знать?',
    breakup: 'Он ушёл от меня после шести лет, и у меня разбито сердце. Вернётся ли он?',
    child: 'Я очень боюсь за сына, ему тяжело в новой школе. Как мне ему помочь?',
  },
  de: {
    grief: 'Mein Vater ist letzten Monat gestorben. Wie lebe ich mit dieser Trauer?',
    brother: 'Was fühlt mein Bruder wirklich für mich, seit unser Vater gestorben ist?',
    pet: 'Mein Hund wird nächste Woche operiert und ich habe ein großes Projekt bei der Arbeit. Was sollte ich über diesen Monat wissen?',
    parent: 'Meine Mutter hat Krebs und beginnt am Montag mit der Chemo. Was muss ich wissen?',
    breakup: 'Er hat mich nach sechs Jahren verlassen, ich habe Liebeskummer. Kommt er zu mir zurück?',
    child:
      'Ich mache mir große Sorgen um meinen Sohn, er tut sich in der neuen Schule schwer. Wie kann ich ihm helfen?',
  },
  es: {
    grief: 'Mi padre murió el mes pasado. ¿Cómo vivo con este duelo?',
    brother: '¿Qué siente de verdad mi hermano por mí desde que murió nuestro padre?',
    pet: 'Mi perro tiene una operación la semana que viene y en el trabajo tengo un proyecto grande. ¿Qué debo saber de este mes?',
    parent: 'Mi madre tiene cáncer y empieza la quimio el lunes. ¿Qué necesito saber?',
    breakup: 'Me dejó después de seis años y tengo el corazón roto. ¿Volverá conmigo?',
    child: 'Tengo mucho miedo por mi hijo, lo está pasando mal en el colegio nuevo. ¿Cómo puedo ayudarlo?',
  },
  zh: {
    grief: '我爸爸上个月去世了。我该怎么面对这份悲伤？',
    brother: '自从爸爸去世后，我哥哥对我到底是什么感觉？',
    pet: '我的狗下周要做手术，工作上还有一个大项目。这个月我需要知道什么？',
    parent: '我妈妈得了癌症，周一开始化疗。我需要知道什么？',
    breakup: '他和我在一起六年后分手了，我很心碎。他会回到我身边吗？',
    child: '我很担心我儿子，他在新学校过得很难。我该怎么帮他？',
  },
};

/** The place each question is asked from. */
const PLACE: Record<Kind, Tender> = {
  grief: 'grief',
  brother: 'grief',
  pet: 'health',
  parent: 'health',
  breakup: 'breakup',
  child: 'fear',
};

/** What the blind raters named, and its kin, written out per language (not the reader's own tags). */
const BANNED: Record<Locale, RegExp> = {
  en: /tears may come|forgive what you can|(?<!\p{L})(needy|clingy|self-pity|forgiv\p{L}*|tears|crying|let (it )?go|natural close)(?!\p{L})/iu,
  ru: /(?<!\p{L})(сл[её]з\p{L}*|прост(и|ить)|прощени\p{L}*|навязчив\p{L}*|жалост\p{L}* к себе|отпусти(ть)?)(?!\p{L})/iu,
  de: /(?<!\p{L})(tränen|vergib|vergeb\p{L}*|verzeih\p{L}*|bedürftig\p{L}*|klammer\p{L}*|selbstmitleid|loslassen)(?!\p{L})/iu,
  es: /(?<!\p{L})(lágrimas|perd[oó]n\p{L}*|necesitad[oa]|pegajos[oa]|autocompasi\p{L}*|dejar ir)(?!\p{L})/iu,
  zh: /眼泪|流泪|原谅|黏人|粘人|自怜|放手(?!去做)/,
};

type Lines = Record<string, Record<'upright' | 'reversed', Record<string, string>>>;
type Cards = Record<string, Record<string, Record<'upright' | 'reversed', string> | unknown>>;

/** Every written card line of a language: position lines, topic lines and the deck's own lines. */
function cardLines(locale: Locale): string[] {
  const written = [localeJson<Lines>(locale, 'card-roles'), localeJson<Lines>(locale, 'topic-lines')];
  const own = localeJson<Cards>(locale, 'cards');
  return [
    ...written.flatMap((file) =>
      Object.values(file).flatMap((card) => [
        ...Object.values(card.upright),
        ...Object.values(card.reversed),
      ]),
    ),
    ...Object.values(own).flatMap((card) =>
      ['love', 'work', 'wellbeing', 'advice'].flatMap((k) =>
        Object.values(card[k] as Record<'upright' | 'reversed', string>),
      ),
    ),
  ];
}

/** The card lines tagged harsh for someone in this place. */
const harshLines = (locale: Locale, place: Tender) =>
  cardLines(locale).filter((line) => isHarsh(line, place, locale));

/** A line as a reading may quote it: after a colon its first letter can be small. */
const quoted = (text: string, line: string) => text.includes(line.slice(1));

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe.each(LOCALES)('the offline reader in %s, asked from a hard place', (locale) => {
  const kinds = Object.keys(QUESTIONS[locale]) as Kind[];

  it.each(kinds)('recognises the %s question as tender, and in its place', (kind) => {
    expect(questionTender(QUESTIONS[locale][kind], locale)).toBe(PLACE[kind]);
  });

  it.each(kinds)('never says a banned or a harsh line to the %s question', (kind) => {
    const question = QUESTIONS[locale][kind];
    const harsh = harshLines(locale, PLACE[kind]);
    const heard: string[] = [];
    for (const spread of SPREADS)
      for (const seed of SEEDS) {
        const req = randomReadingRequest(locale, spread.id, question, true, seededRandom(seed));
        const text = composeReading(req, { random: seededRandom(seed) }).join('\n');
        const banned = BANNED[locale].exec(text)?.[0];
        if (banned) heard.push(`${spread.id} #${seed}: “${banned}”`);
        for (const line of harsh) if (quoted(text, line)) heard.push(`${spread.id} #${seed}: ${line}`);
      }
    expect(heard).toEqual([]);
  });

  it("reads a pet's surgery as the animal's health, never as a question about work", () => {
    const question = QUESTIONS[locale].pet;
    const shape = questionShape(question, locale);
    expect(shape.subject).toMatchObject({ topic: 'health', animal: true });
    expect(shape.scenario).toBe('pet_health');
    const told: string[] = [];
    for (const spread of SPREADS)
      for (const seed of SEEDS) {
        const req = randomReadingRequest(locale, spread.id, question, true, seededRandom(seed));
        const text = composeReading(req, { random: seededRandom(seed) }).join('\n');
        // The story after three cards or more tells where the cards turn for the animal, in the pet's
        // situation's own words (ADR 0101), where a card can bear it (ADR 0102).
        if (req.cards.length >= 3 && saysTurn(text, locale, 'pet_health')) told.push(`${spread.id} #${seed}`);
      }
    expect(told.length).toBeGreaterThan(0);
  });
});

/** Boredom "to death" is an idiom, not a loss: the question stays a question about work. */
const IDIOMS: [Locale, string][] = [
  ['en', 'I am bored to death at my job. Should I quit or stay?'],
  ['ru', 'Мне до смерти скучно на работе. Уволиться или остаться?'],
  ['de', 'Ich langweile mich in meinem Job zu Tode. Soll ich kündigen oder bleiben?'],
];

describe('an idiom of death', () => {
  it.each(IDIOMS)('in %s leaves “%s” a question about work, not a hard place', (locale, question) => {
    const { topics, subject } = questionShape(question, locale);
    expect(topics[0]).toBe('work');
    expect(subject).toMatchObject({ heavy: false, tender: null });
  });
});

/** A cry for help that also names a loss or an illness. */
const CRISIS: Record<Locale, string> = {
  en: "My dog died last week and I don't want to live anymore.",
  ru: 'На прошлой неделе умерла моя собака, и я не хочу больше жить.',
  de: 'Mein Hund ist letzte Woche gestorben und ich will nicht mehr leben.',
  es: 'Mi perro murió la semana pasada y ya no quiero vivir.',
  zh: '我的狗上周死了，我不想活了。',
};

describe.each(LOCALES)('a cry for help in %s that names a loss', (locale) => {
  it('is still a crisis for the safety layer, answered with helplines instead of cards', () => {
    expect(classifyQuestion(CRISIS[locale], locale).category).toBe('crisis');
    const answer = supportAnswer(locale, 'crisis');
    expect([...answer.helplines, ...answer.emergency].length).toBeGreaterThan(0);
  });
});

describe('the last word of comfort', () => {
  it.each(LOCALES)(
    'in %s never tells a card that is no celebration that it is "not a call to celebrate"',
    (locale) => {
      // Blind review 13 (R12): the reversed Five of Cups, before a dog's surgery, was "not a call to celebrate".
      const celebrate = { en: /celebrat/i, ru: /праздн/i, de: /feier/i, es: /celebr/i, zh: /庆祝/ }[locale];
      const question = {
        en: 'My dog has surgery next week and I have a big project at work. What should I know about this month?',
        ru: 'У моей собаки на следующей неделе операция, а у меня большой проект на работе. Что мне знать об этом месяце?',
        de: 'Mein Hund wird nächste Woche operiert und ich habe ein großes Projekt. Was sollte ich über diesen Monat wissen?',
        es: 'Mi perro tiene una operación la semana que viene y tengo un gran proyecto. ¿Qué debo saber de este mes?',
        zh: '我的狗下周要做手术，我工作上还有个大项目。这个月我该知道些什么？',
      }[locale];
      const req = readingRequestFor(
        locale,
        'month-ahead',
        [
          ['major-14', false],
          ['pentacles-12', true],
          ['pentacles-02', true],
          ['wands-02', true],
          ['cups-05', true],
        ],
        { question },
      );
      for (let seed = 1; seed <= 12; seed++)
        expect(composeReading(req, { random: seededRandom(seed) }).join('\n')).not.toMatch(celebrate);
    },
  );
});

describe('a breakup asked about', () => {
  it.each([
    [
      'en',
      'How do I find myself again after the breakup?',
      'Invite the people you feel close to and honour together what you have achieved.',
    ],
    [
      'de',
      'Wie finde ich nach der Trennung wieder zu mir?',
      'Lade Menschen ein, mit denen du dich verbunden fühlst, und würdige gemeinsam, was ihr geschafft habt.',
    ],
    [
      'es',
      '¿Cómo me reencuentro después de la ruptura?',
      'Invita a las personas con las que te sientes unida y celebrad juntos lo logrado.',
    ],
    [
      'ru',
      'Как мне снова найти себя после расставания?',
      'Пригласи близких людей и вместе отметьте то, чего вы достигли.',
    ],
  ] as const)(
    'in %s hears no invitation to a gathering (blind review 13, R25)',
    (locale, question, party) => {
      expect(offSubject(party, questionShape(question, locale).subject, locale)).toBe(true);
    },
  );
});

describe.each(LOCALES)('a heavy card in %s, asked from grief or an illness', (locale) => {
  type Tender = Record<string, Record<'loss' | 'health', string>>;
  const tender = localeJson<Tender>(locale, 'tender-cards');

  it('has a gentle reading of its own for each place, never harsh there', () => {
    expect(Object.keys(tender).length).toBe(14);
    for (const [card, lines] of Object.entries(tender)) {
      expect(isHarsh(lines.loss, 'grief', locale), `${card} loss`).toBe(false);
      expect(isHarsh(lines.health, 'health', locale), `${card} health`).toBe(false);
      for (const line of [lines.loss, lines.health]) expect(line, card).not.toMatch(BANNED[locale]);
    }
  });

  it('is read by it, not by a line of care that could stand for any card', () => {
    // Blind reviews 25 and 26: "the Eight and Ten of Swords dodged with empty lines".
    const read = (question: string) =>
      composeReading(
        readingRequestFor(
          locale,
          'three-cards',
          [
            ['swords-10', false],
            ['cups-05', false],
            ['major-17', false],
          ],
          { question },
        ),
        { random: seededRandom(1) },
      ).join('\n');
    const grief = read(QUESTIONS[locale].grief);
    expect(grief).toContain(tender['swords-10']?.loss ?? '-');
    expect(grief).toContain(tender['cups-05']?.loss ?? '-');
    const illness = read(QUESTIONS[locale].parent);
    expect(illness).toContain(tender['swords-10']?.health ?? '-');
  });
});
