import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { createOfflineOracle } from '../../core/oracle/offline-oracle.js';
import type { ReadingRequest } from '../../core/oracle/oracle.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { cardTexts as cards, localeJson, spreadTexts as spreads } from '../helpers/locale-files.js';
import { namesCard } from '../helpers/names-card.js';
import { CELTIC, readingRequestFor } from '../helpers/oracle-request.js';

type Phrases = Record<string, string[]>;
const phrases = (locale: Locale) => localeJson<Phrases>(locale, 'oracle');

const QUESTIONS: Record<Locale, string> = {
  en: 'Should I move to Lisbon?',
  ru: 'Стоит ли мне переехать в Лиссабон?',
  de: 'Soll ich nach Lissabon ziehen?',
  es: '¿Debería mudarme a Lisboa?',
  zh: '我应该搬到里斯本吗？',
};

const request = (
  locale: Locale,
  spreadId: string,
  drawn: [string, boolean][],
  extra: Partial<ReadingRequest> = {},
): ReadingRequest => readingRequestFor(locale, spreadId, drawn, { question: QUESTIONS[locale], ...extra });

const THREE: [string, boolean][] = [
  ['major-01', false],
  ['cups-03', true],
  ['swords-10', false],
];

const text = (req: ReadingRequest) => composeReading(req).join('\n\n');

describe('the offline oracle', () => {
  it.each(LOCALES)(
    'writes a %s reading with the localized card names, no quoted position and no quoted question (the page shows it)',
    (locale) => {
      const req = request(locale, 'three-cards', THREE);
      const reading = text(req);
      const positions = spreads(locale)['three-cards']?.positions ?? {};
      for (const key of ['past', 'present', 'future'])
        for (const mark of ['“', '«', '„']) expect(reading, key).not.toContain(`${mark}${positions[key]}`);
      for (const [id] of THREE) expect(namesCard(reading, cards(locale)[id]?.name ?? id), id).toBe(true);
      expect(reading).not.toContain(cards(locale)['cups-03']?.meaning_reversed);
      expect(reading).not.toContain(QUESTIONS[locale]);
      expect(reading).not.toContain('{{');
      expect(reading).not.toContain('}}');
    },
  );

  it.each(LOCALES)(
    'opens a %s reading without a question on where things stand, and ends on the counsel of the card it leans on',
    (locale) => {
      const reading = composeReading({ ...request(locale, 'three-cards', THREE), question: null });
      // The Present says where things stand, bare; the Future (Ten of Swords) is the anchor of Past,
      // Present, Future, and its counsel is the one take-away, closing the synthesis (design reviews 11, 12).
      const [, present] = request(locale, 'three-cards', THREE).cards;
      if (!present) throw new Error('no present');
      expect(reading[0]).toBe(roleLine(locale, present, 'situation'));
      expect(reading[4]?.endsWith(cards(locale)['swords-10']?.advice?.upright ?? '-')).toBe(true);
      // A spread of three has just been read card by card: its story names only the card it turns on,
      // the Present, and lists no other (ADR 0100).
      expect(reading[4]).toContain(cards(locale)['cups-03']?.name);
      expect(reading[4]).not.toContain(cards(locale)['major-01']?.name);
    },
  );

  it.each(LOCALES)('ends a %s reading with the one guardrail line of that language', (locale) => {
    const last = composeReading(request(locale, 'celtic-cross', CELTIC)).at(-1) ?? '';
    expect(phrases(locale).closing).toEqual([last]);
  });

  it('says in its last line that the reading is not medical, legal or financial advice', () => {
    expect(
      text(request('en', 'three-cards', THREE))
        .split('\n\n')
        .at(-1),
    ).toBe('For reflection and entertainment, not medical, legal or financial advice.');
  });

  it('mentions every card of a Celtic Cross, each in a paragraph of its own in order', () => {
    const reading = composeReading(request('en', 'celtic-cross', CELTIC));
    // In running prose a name takes its article: "the Fool", "the Ace of Swords".
    for (const [i, [id]] of CELTIC.entries())
      expect(reading[i + 1]?.toLowerCase(), id).toContain(cards('en')[id]?.name.toLowerCase());
    expect(reading.join('\n')).not.toContain('{{');
  });

  it('varies: 20 readings of the same cards are not all the same text', () => {
    const req = request('en', 'three-cards', THREE);
    const texts = new Set(Array.from({ length: 20 }, () => text(req)));
    expect(texts.size).toBeGreaterThan(1);
  });

  it('gives a general reading without a question, with no filler about listening', () => {
    const reading = composeReading(request('en', 'three-cards', THREE, { question: null }));
    expect(reading[0]).not.toMatch(/listening|no question|without a question|shuffled/i);
    expect(reading[0]).not.toContain('Ten of Swords');
    // No line credits the opening to a card (design review 10, problem 3).
    expect(reading.join('\n')).not.toMatch(/words that open|first words of/);
  });

  it("answers the yes/no spread first, from the card's value, with the card named as its reason", () => {
    const answer = (cardId: string, reversed: boolean, question = 'Will it work out?') =>
      composeReading(request('en', 'yes-no', [[cardId, reversed]], { question }))[0] ?? '';
    const p = phrases('en');
    /** The answer sentence as the phrasebook writes it: «…?”.» loses its full stop. */
    const opensWith = (line: string, key: string, question = 'Will it work out?') =>
      (p[key] ?? []).some((variant) =>
        line.startsWith(variant.replace('{{question}}', question).replace(/\?”\./, '?”')),
      );
    expect(opensWith(answer('major-19', false), 'answer_yes_one')).toBe(true);
    expect(opensWith(answer('major-16', false), 'answer_no_one')).toBe(true);
    expect(opensWith(answer('swords-02', true), 'answer_maybe_one')).toBe(true);
    const tower = composeReading(
      request('en', 'yes-no', [['major-16', false]], { question: 'Will it work out?' }),
    );
    expect(namesCard(tower.slice(1).join('\n'), 'The Tower')).toBe(true);
    const howTo = answer('major-19', false, 'How can I repair things with my brother?');
    for (const key of ['answer_yes_one', 'answer_no_one', 'answer_maybe_one'])
      expect(opensWith(howTo, key, 'How can I repair things with my brother?')).toBe(false);
    // A how-question gets the card's way first, then a word on why there is no verdict (blind review 7).
    expect(p.not_yes_no_after?.some((t) => howTo.includes(t))).toBe(true);
  });

  it('names both personal arcana only when given, and the one that was drawn with its position', () => {
    const arcana = { first: 'The Tower', second: 'The Sun', firstId: 'major-16', secondId: 'major-19' };
    const withArcana = text(request('en', 'three-cards', THREE, { personalArcana: arcana }));
    expect(withArcana).toMatch(/The Tower and The Sun/);
    expect(text(request('en', 'three-cards', THREE))).not.toMatch(/personal arcana/i);
    const drawn = text(
      request('en', 'three-cards', THREE, {
        personalArcana: { ...arcana, first: 'The Magician', firstId: 'major-01' },
      }),
    );
    expect(drawn).toMatch(
      /The Magician, one of your personal arcana|The Magician, in the past, is one of your personal arcana/,
    );
    expect(drawn).toMatch(/The Magician, in the past|fallen in the past/);
  });

  it('streams the reading through onDelta; the deltas add up to the text it returns', async () => {
    const oracle = createOfflineOracle();
    const deltas: string[] = [];
    const result = await oracle.interpret(request('ru', 'celtic-cross', CELTIC), (d) => deltas.push(d));
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(result.text);
    expect(result.usage).toBeNull();
    expect(oracle.model).toBeNull();
    expect(result.text).toContain(cards('ru')['major-00']?.name);
  });
});
