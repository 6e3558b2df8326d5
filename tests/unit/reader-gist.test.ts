/**
 * The opening says what the cards show before any card has turned (blind review 30: "opens with
 * disclaimers and a definition instead of a reading"): the states of the story's three cards, in one
 * sentence that names no card.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { gistOf } from '../../core/oracle/reader/card-gist.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { isHarsh } from '../../core/oracle/reader/harsh-lines.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const ONE: Record<Locale, string> = {
  en: 'Is she the one?',
  ru: 'Она — та самая?',
  de: 'Ist sie die Richtige?',
  es: '¿Es ella la persona indicada?',
  zh: '她是对的人吗？',
};

const GRIEF: Record<Locale, string> = {
  en: 'How do I live with the loss of my father?',
  ru: 'Как мне жить после смерти папы?',
  de: 'Wie lebe ich mit dem Tod meines Vaters?',
  es: '¿Cómo vivo con la muerte de mi padre?',
  zh: '父亲去世了，我该怎么走下去？',
};

/** You, your partner, the connection, the challenge, the potential. */
const RELATIONSHIP: [string, boolean][] = [
  ['cups-11', true],
  ['cups-01', true],
  ['cups-05', true],
  ['swords-13', false],
  ['swords-11', false],
];

type Cards = Record<string, { name: string }>;

const opening = (
  locale: Locale,
  spread: string,
  cards: [string, boolean][],
  question: string | null,
  seed = 1,
) =>
  composeReading(readingRequestFor(locale, spread, cards, { question }), { random: seededRandom(seed) })[0] ??
  '';

describe.each(LOCALES)('the gist of the cards in %s', (locale) => {
  const names = Object.values(localeJson<Cards>(locale, 'cards')).map((card) => card.name);

  it('opens on what the three cards of the story show, naming none of them', () => {
    for (const seed of [1, 2, 3]) {
      const text = opening(locale, 'relationship', RELATIONSHIP, ONE[locale], seed);
      // Where it comes from (you), where it turns (the challenge), where it leads (the potential).
      for (const [id, reversed] of RELATIONSHIP.filter((_, i) => [0, 3, 4].includes(i)))
        expect(text, text).toContain(gistOf(locale, { cardId: id, reversed }));
      expect(names.filter((name) => text.includes(name))).toEqual([]);
    }
  });

  it('leaves it out without a question, whose opening gives nothing ahead away before it turns', () => {
    const text = opening(
      locale,
      'three-cards',
      [
        ['major-17', false],
        ['swords-09', false],
        ['cups-10', false],
      ],
      null,
    );
    expect(text).not.toContain(gistOf(locale, { cardId: 'cups-10', reversed: false }));
    expect(text).not.toContain(gistOf(locale, { cardId: 'swords-09', reversed: false }));
  });

  it('leaves it out of Two Paths, a one-card spread and a reading whose phrases would hurt a mourner', () => {
    const paths = opening(
      locale,
      'decision',
      [
        ['major-19', false],
        ['cups-06', false],
        ['swords-10', false],
        ['major-16', false],
        ['pentacles-04', false],
      ],
      ONE[locale],
    );
    expect(paths).not.toContain(gistOf(locale, { cardId: 'major-19', reversed: false }));
    const day = opening(locale, 'daily', [['cups-05', false]], null);
    expect(day).not.toContain(gistOf(locale, { cardId: 'cups-05', reversed: false }));
    // Death upright in a grief reading: its phrase speaks of an ending, which a mourner does not hear.
    const grief = opening(
      locale,
      'three-cards',
      [
        ['cups-05', false],
        ['major-13', false],
        ['major-17', false],
      ],
      GRIEF[locale],
    );
    const death = gistOf(locale, { cardId: 'major-13', reversed: false });
    expect(isHarsh(death, 'grief', locale), death).toBe(true);
    expect(grief).not.toContain(death);
  });

  it('has a short phrase for every card on both sides, none of them a card’s name or said twice', () => {
    const cards = localeJson<Cards>(locale, 'cards');
    const phrases = Object.keys(cards).flatMap((id) =>
      [false, true].map((reversed) => gistOf(locale, { cardId: id, reversed })),
    );
    expect(phrases.filter((phrase) => !phrase)).toEqual([]);
    expect(new Set(phrases).size).toBe(phrases.length);
    expect(
      phrases.filter((phrase) => /[.。!?]$/.test(phrase) || names.some((name) => phrase.includes(name))),
    ).toEqual([]);
  });
});
