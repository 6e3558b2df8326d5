/**
 * The twenty fixed draws of the blind comparison of issue 21: a question of each kind the reader meets
 * (yes/no, either/or, when, how, another person's heart, grief, a pet's surgery, none), in the five
 * languages, over the spreads, with the cards frozen here (drawn once with seed 2026) so the offline and
 * the AI readings read the same cards in every session. `pack.ts` builds the comparison from them.
 */

export interface BlindDraw {
  n: number;
  locale: 'en' | 'ru' | 'de' | 'es' | 'zh';
  spread: string;
  question: string | null;
  /** Card id and reversed, in the spread's position order. */
  cards: [string, boolean][];
  /** Two Paths: the paths as the asker named them. */
  pathNames?: { a: string; b: string };
}

export const BLIND_DRAWS: BlindDraw[] = [
  {
    n: 1,
    locale: 'en',
    spread: 'three-cards',
    question: 'Will he come back to me?',
    cards: [
      ['wands-14', true],
      ['wands-03', false],
      ['swords-03', false],
    ],
  },
  {
    n: 2,
    locale: 'en',
    spread: 'situation-obstacle-advice',
    question: 'How do I ask my manager for a raise without sounding desperate?',
    cards: [
      ['swords-04', false],
      ['swords-13', false],
      ['wands-03', true],
    ],
  },
  {
    n: 3,
    locale: 'en',
    spread: 'decision',
    question: 'Should I move to Lisbon or stay in London?',
    cards: [
      ['wands-09', true],
      ['major-09', false],
      ['major-15', false],
      ['wands-06', false],
      ['wands-13', true],
      ['pentacles-09', true],
    ],
    pathNames: { a: 'Lisbon', b: 'London' },
  },
  {
    n: 4,
    locale: 'en',
    spread: 'yes-no',
    question: 'Will I pass my driving test next week?',
    cards: [['pentacles-10', true]],
  },
  {
    n: 5,
    locale: 'en',
    spread: 'celtic-cross',
    question: null,
    cards: [
      ['major-21', false],
      ['wands-01', true],
      ['wands-12', true],
      ['wands-03', false],
      ['swords-04', true],
      ['pentacles-03', true],
      ['wands-06', true],
      ['pentacles-09', false],
      ['major-13', false],
      ['major-11', true],
    ],
  },
  {
    n: 6,
    locale: 'en',
    spread: 'month-ahead',
    question:
      'My dog has surgery next week and I have a big project at work. What should I know about this month?',
    cards: [
      ['major-14', false],
      ['pentacles-12', true],
      ['pentacles-02', true],
      ['wands-02', true],
      ['cups-05', true],
    ],
  },
  {
    n: 7,
    locale: 'en',
    spread: 'relationship',
    question: 'Is she the one?',
    cards: [
      ['cups-11', true],
      ['cups-01', true],
      ['cups-05', true],
      ['swords-13', false],
      ['swords-11', false],
    ],
  },
  {
    n: 8,
    locale: 'en',
    spread: 'career',
    question: 'Should I start my own bakery?',
    cards: [
      ['major-13', false],
      ['major-07', false],
      ['pentacles-11', true],
      ['pentacles-09', false],
      ['major-16', true],
    ],
  },
  { n: 9, locale: 'en', spread: 'daily', question: null, cards: [['pentacles-07', false]] },
  {
    n: 10,
    locale: 'en',
    spread: 'two-people',
    question: 'What does my brother really feel about me since our father died?',
    cards: [
      ['pentacles-12', false],
      ['cups-13', true],
      ['pentacles-06', true],
    ],
  },
  {
    n: 11,
    locale: 'en',
    spread: 'shadow-work',
    question: 'Why do I keep sabotaging good things?',
    cards: [
      ['major-01', false],
      ['pentacles-08', true],
      ['pentacles-04', true],
      ['pentacles-12', false],
      ['swords-13', false],
    ],
  },
  {
    n: 12,
    locale: 'en',
    spread: 'horseshoe',
    question: 'When will I find a job after this long gap?',
    cards: [
      ['major-00', false],
      ['major-19', true],
      ['pentacles-01', true],
      ['pentacles-08', false],
      ['cups-10', false],
      ['major-01', true],
      ['major-13', true],
    ],
  },
  {
    n: 13,
    locale: 'ru',
    spread: 'three-cards',
    question: 'Выйду ли я замуж в этом году?',
    cards: [
      ['major-15', false],
      ['cups-12', true],
      ['pentacles-10', false],
    ],
  },
  {
    n: 14,
    locale: 'ru',
    spread: 'career',
    question: 'Стоит ли мне открывать своё дело?',
    cards: [
      ['cups-13', false],
      ['cups-12', true],
      ['major-17', false],
      ['major-20', false],
      ['wands-06', false],
    ],
  },
  {
    n: 15,
    locale: 'ru',
    spread: 'relationship',
    question: 'Что он чувствует ко мне на самом деле?',
    cards: [
      ['wands-07', false],
      ['pentacles-08', false],
      ['pentacles-02', false],
      ['swords-01', false],
      ['swords-10', false],
    ],
  },
  {
    n: 16,
    locale: 'de',
    spread: 'three-cards',
    question: 'Wird meine Beziehung mit Jonas halten?',
    cards: [
      ['major-08', true],
      ['pentacles-11', true],
      ['major-12', false],
    ],
  },
  {
    n: 17,
    locale: 'de',
    spread: 'situation-obstacle-advice',
    question: 'Wie finde ich nach der Trennung wieder zu mir?',
    cards: [
      ['major-13', true],
      ['major-15', false],
      ['wands-04', false],
    ],
  },
  {
    n: 18,
    locale: 'es',
    spread: 'decision',
    question: '¿Acepto el trabajo en Madrid o me quedo en Sevilla con mi familia?',
    cards: [
      ['major-03', true],
      ['cups-11', true],
      ['cups-10', true],
      ['pentacles-14', true],
      ['wands-09', false],
      ['cups-07', true],
    ],
    pathNames: { a: 'Madrid', b: 'Sevilla' },
  },
  {
    n: 19,
    locale: 'es',
    spread: 'celtic-cross',
    question: '¿Qué necesito saber sobre mi salud emocional este año?',
    cards: [
      ['swords-09', false],
      ['major-11', false],
      ['wands-06', false],
      ['wands-13', false],
      ['wands-14', true],
      ['major-14', true],
      ['major-18', false],
      ['wands-10', false],
      ['major-12', false],
      ['cups-04', true],
    ],
  },
  {
    n: 20,
    locale: 'zh',
    spread: 'three-cards',
    question: '我和男朋友的关系会怎么发展？',
    cards: [
      ['pentacles-09', false],
      ['pentacles-06', false],
      ['swords-06', false],
    ],
  },
];
