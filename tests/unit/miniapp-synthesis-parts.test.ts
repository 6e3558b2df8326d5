/**
 * The synthesis in three parts, on the reveal and the reading's page (ADR 0069, 0075): the offline
 * reader's end is cut into the card's counsel (a pull-quote under the card's name) and the one reminder
 * line, in every language, without a word of the text lost. Text that ends on no drawn card's advice
 * stays body text.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { onlyReminder, synthesisParts } from '../../miniapp/src/shared/spread/synthesis-parts.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const squash = (s: string) => s.replace(/\s+/g, '');

describe('the synthesis cut', () => {
  for (const locale of LOCALES)
    it(`finds the card's counsel and the reminder in ${locale}`, () => {
      const [reminder] = localeJson<{ closing: string[] }>(locale, 'oracle').closing;
      let quoted = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const random = seededRandom(seed);
        const spread = seed % 2 ? 'three-cards' : 'celtic-cross';
        const question = seed % 3 ? null : 'What should I focus on?';
        const req = randomReadingRequest(locale, spread, question, true, random);
        const paragraphs = composeReading(req, { random });
        const end = paragraphs.slice(1 + req.cards.length).join('\n\n');
        const counsels = req.cards.map((c) => ({ advice: c.lines.advice, card: c.name }));
        const parts = synthesisParts(end, locale, counsels);
        expect(parts.reminder).toBe(reminder);
        const said = counsels.find((c) => paragraphs.at(-2)?.endsWith(c.advice));
        expect(parts.quote).toEqual(said ?? null);
        if (said) quoted++;
        expect(squash(`${parts.body}${parts.quote?.advice ?? ''}${parts.reminder}`)).toBe(squash(end));
      }
      expect(quoted).toBeGreaterThan(20);
    });

  it('names the card whose advice ends the text, and keeps the rest as body', () => {
    const advice = 'Pick up your tools and put your intention into one focused action today.';
    const parts = synthesisParts(
      `The thread.\n\nCome back to it in a few days. ${advice}\n\nFor reflection and entertainment, not medical, legal or financial advice.`,
      'en',
      [
        { advice: 'Rest.', card: 'The Hermit' },
        { advice, card: 'The Magician' },
      ],
    );
    expect(parts).toEqual({
      body: 'The thread.\n\nCome back to it in a few days.',
      quote: { advice, card: 'The Magician' },
      reminder: 'For reflection and entertainment, not medical, legal or financial advice.',
    });
  });

  it('leaves an end that is no card’s advice as body text, and an older reading’s inline reminder muted', () => {
    expect(synthesisParts('The thread.\n\nTake one small step today. Then rest.', 'en', [])).toEqual({
      body: 'The thread.\n\nTake one small step today. Then rest.',
      quote: null,
      reminder: '',
    });
    const older = synthesisParts(
      'To leave with, from The Sun: Enjoy it. Keep what rings true: this is for reflection and entertainment.',
      'en',
      [{ advice: 'Enjoy it.', card: 'The Sun' }],
    );
    expect(older.reminder).toBe('Keep what rings true: this is for reflection and entertainment.');
    expect(older.quote).toEqual({ advice: 'Enjoy it.', card: 'The Sun' });
    expect(older.body).toBe('To leave with, from The Sun:');
  });
});

describe('a synthesis that is only the reminder (ADR 0117)', () => {
  it('is known while it streams and once it is whole, in every language', () => {
    for (const text of [
      '',
      'For reflection',
      'For reflection and entertainment, not medical, legal or financial advice.',
      'Для размышлений и развлечения; не является',
      'Zur Reflexion und',
      'Para reflexión y entretenimiento, no es consejo médico, legal ni financiero.',
      '仅供反思',
    ])
      expect(onlyReminder(text), text).toBe(true);
  });

  it('is not a synthesis with words of its own before the reminder', () => {
    expect(onlyReminder('The cards lean your way.')).toBe(false);
    expect(
      onlyReminder(
        'Most of the cards are Cups.\n\nFor reflection and entertainment, not medical, legal or financial advice.',
      ),
    ).toBe(false);
  });
});
