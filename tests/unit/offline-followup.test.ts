/** The offline answer to a follow-up question (issue 20): the clarifier read in the light of the spread. */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import type { FollowupRequest } from '../../core/oracle/oracle.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeFollowup } from '../../core/oracle/reader/compose-followup.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { topicLine } from '../../core/oracle/topic-line.js';
import { oracleCards } from '../../core/readings/oracle-request.js';
import { cardTexts, localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const QUESTION: Record<Locale, string> = {
  en: 'What should I do next?',
  ru: 'Что мне делать дальше?',
  de: 'Was soll ich als Nächstes tun?',
  es: '¿Qué debo hacer ahora?',
  zh: '我接下来该怎么做？',
};

function request(locale: Locale, clarifier: [string, boolean], extra: Partial<FollowupRequest> = {}) {
  const reading = readingRequestFor(locale, 'three-cards', [
    ['cups-02', false],
    ['major-17', false],
    ['wands-03', true],
  ]);
  const [card] = oracleCards(locale, 'three-cards', [
    { position: 'clarifier', card_id: clarifier[0] as never, reversed: clarifier[1] },
  ]);
  if (!card) throw new Error('no card');
  return {
    reading,
    interpretation: 'The reading as written.',
    earlier: [],
    question: QUESTION[locale],
    card,
    ...extra,
  } satisfies FollowupRequest;
}

const phrases = (locale: Locale, key: string) =>
  localeJson<Record<string, string[]>>(locale, 'oracle')[key] ?? [];

/** A phrase's variants as patterns, its placeholders matching anything. */
const matches = (locale: Locale, key: string, text: string) =>
  phrases(locale, key).some((variant) => {
    const pattern = variant
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return new RegExp(pattern).test(text);
  });

describe('the offline follow-up answer', () => {
  it.each(LOCALES)(
    "in %s: two or three paragraphs that open on the card's words, not on its name",
    (locale) => {
      const req = request(locale, ['pentacles-09', false]);
      const paragraphs = composeFollowup(req, { random: seededRandom(7) });
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(3);
      // The screen names the card right above the answer: its first words are what the card says
      // (design review 11, problem 9): its line for the question's subject, or else where it finds things.
      const own = topicLine(locale, req.card, questionShape(req.question, locale).subject);
      expect(paragraphs[0]).not.toContain(req.card.name);
      expect(paragraphs[0]?.startsWith(own ?? roleLine(locale, req.card, 'situation'))).toBe(true);
      expect(paragraphs.join('\n\n')).not.toMatch(/\{\{|\}\}/);
    },
  );

  it('reads a clarifier beside the spread card of its suit, naming that position', () => {
    const req = request('en', ['cups-09', false]);
    const text = composeFollowup(req, { random: seededRandom(1) }).join(' ');
    expect(matches('en', 'followup_link_suit', text)).toBe(true);
    expect(text).toContain('Two of Cups');
    // The position as prose beside its card, never its name quoted (design review 8).
    expect(text).toContain('Two of Cups, in the past');
    expect(text).not.toContain(`“${req.reading.cards[0]?.positionName}”`);
  });

  it('reads a Major Arcana clarifier beside the spread’s Major Arcana', () => {
    const req = request('en', ['major-01', false]);
    const text = composeFollowup(req, { random: seededRandom(2) }).join(' ');
    expect(matches('en', 'followup_link_major', text)).toBe(true);
    // Mid-sentence, in English prose: "Like the Star, in the present, …" (design review 10, problem 10).
    expect(text).toMatch(/\bthe Star\b/);
    expect(text).not.toMatch(/\w The Star/);
  });

  it('reads a reversed clarifier in its own reversed lines, never the upright ones', () => {
    const req = request('en', ['swords-04', true]);
    const text = composeFollowup(req, { random: seededRandom(3) }).join(' ');
    expect(text).toContain(roleLine('en', { cardId: 'swords-04', reversed: true }, 'situation'));
    expect(text).not.toContain(roleLine('en', { cardId: 'swords-04', reversed: false }, 'situation'));
  });

  it.each([
    ['major-16', false],
    ['cups-10', true],
  ] as const)('ends with the counsel of %s (reversed: %s) in its orientation', (id, reversed) => {
    const req = request('en', [id, reversed]);
    const last = composeFollowup(req, { random: seededRandom(4) }).at(-1);
    expect(last).toBe(req.card.lines.advice);
    expect(last).toBe(cardTexts('en')[id]?.advice[reversed ? 'reversed' : 'upright']);
  });

  it('varies its wording from one answer to the next', () => {
    const random = seededRandom(11);
    const answers = new Set(
      Array.from({ length: 10 }, () =>
        composeFollowup(request('en', ['pentacles-09', false]), { random }).join('\n\n'),
      ),
    );
    expect(answers.size).toBeGreaterThan(1);
  });
});
