/**
 * The story's written variants (ADR 0090, design review 9 problem 4): over the bench's seeded sample no
 * opening covers more than a quarter of a language's syntheses, a reading without a question names no
 * subject, each card comes with its meaning, and the same draw always reads the same.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import type { OracleCard } from '../../core/oracle/oracle.js';
import { phrasebook } from '../../core/oracle/reader/phrasebook.js';
import { story } from '../../core/oracle/reader/story.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { sampleReadings } from '../helpers/reading-sample.js';
import { seededRandom } from '../helpers/seeded-random.js';

const SHAPES = ['rising', 'falling', 'light', 'heavy', 'held', 'open', 'through'];

/** The subject clause the story used to open with when there was no question. */
const NO_QUESTION_SUBJECT: Record<Locale, string> = {
  en: 'what is on your mind',
  ru: 'то, что сейчас у тебя на душе',
  de: 'das, was dich gerade beschäftigt',
  es: 'lo que ahora te ocupa',
  zh: '你此刻心里的事',
};

/** The first four words; Chinese, written without spaces, by its first four characters. */
const opening = (locale: Locale, text: string) =>
  locale === 'zh' ? text.slice(0, 4) : text.split(/\s+/).slice(0, 4).join(' ');

/** The paragraph after the cards ("The cards together") of each sampled reading of three cards or more that has one. */
function syntheses(locale: Locale) {
  return sampleReadings(locale, 246, seededRandom(21)).flatMap((r) => {
    const count = SPREADS.find((s) => s.id === r.spreadId)?.positions.length ?? 0;
    // A reading from a known situation with nothing of the cards together has none: its step closes the
    // last card's block.
    return count >= 3 && r.paragraphs.length > count + 2
      ? [{ question: r.question, text: r.paragraphs[1 + count] ?? '' }]
      : [];
  });
}

/** The formulas raters named in the stock story (blind reviews 20 to 26), in each language. */
const FORMULA: Record<Locale, RegExp> = {
  en: /hinge|hard place|not its end|not the end|everything hangs on|which way .* falls|still being written|one step at a time|makes light of|nothing is settled/i,
  ru: /в один голос|поворотн\p{L}* точк|не конец|истори\p{L}*|ещё пишется|ничего не решено|решается на повороте|не заканчива/iu,
  de: /angelpunkt|nicht (sein|das) ende|wird noch geschrieben|nichts entschieden|leichte schulter|schritt nach dem anderen|hört der weg nicht auf/i,
  es: /bisagra|final del camino|se está escribiendo|nada está decidido|paso a paso|a la ligera|historia|un lado o del otro/i,
  zh: /转折点|不是终点|故事还在书写|一切都还没定|还没到定局|一步一步来|倒向任何一边|往哪边倒/,
};

describe.each(LOCALES)('the story after the cards in %s', (locale) => {
  const sample = syntheses(locale);

  it('says none of the formulas raters named, in any variant', () => {
    const phrases = localeJson<Record<string, unknown>>(locale, 'oracle');
    const said = Object.entries(phrases)
      .filter(([key, value]) => key.startsWith('story_') && Array.isArray(value))
      .flatMap(([key, value]) => (value as string[]).map((line) => `${key}: ${line}`));
    expect(said.filter((line) => FORMULA[locale].test(line))).toEqual([]);
  });

  it('opens no more than a quarter of the syntheses with the same four words', () => {
    const counts = new Map<string, number>();
    for (const { text } of sample)
      counts.set(opening(locale, text), (counts.get(opening(locale, text)) ?? 0) + 1);
    const [top, most] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    expect(most / sample.length, top).toBeLessThanOrEqual(0.25);
  });

  it('names no subject in a reading without a question', () => {
    const bare = sample.filter((s) => !s.question);
    expect(bare.length).toBeGreaterThan(0);
    for (const { text } of bare) expect(text).not.toContain(NO_QUESTION_SUBJECT[locale]);
  });

  it('writes every shape three ways, with and without a question, each opening differently', () => {
    const phrases = localeJson<Record<string, string[]>>(locale, 'oracle');
    const keys = SHAPES.flatMap((shape) =>
      ['', '_bare', '_short', '_short_bare'].map((end) => `story_${shape}${end}`),
    );
    for (const key of keys) {
      const variants = phrases[key] ?? [];
      expect(variants.length, key).toBeGreaterThanOrEqual(3);
      expect(new Set(variants.map((v) => opening(locale, v))).size, key).toBe(variants.length);
      for (const v of variants) expect(v.includes('{{subject}}'), key).toBe(!key.endsWith('_bare'));
    }
  });
});

describe('a story sentence', () => {
  // The Three of Cups, the Six of Wands and the Queen of Wands reversed, read for a question about work;
  // in a five-card spread they are its current state, its action and its outcome.
  const three = readingRequestFor('en', 'three-cards', [
    ['cups-03', false],
    ['wands-06', false],
    ['wands-13', true],
  ]).cards as OracleCard[];
  const five = readingRequestFor('en', 'career', [
    ['cups-03', false],
    ['cups-09', false],
    ['swords-08', false],
    ['wands-06', false],
    ['wands-13', true],
  ]).cards as OracleCard[];
  const tell = (cards: OracleCard[], seed: number, subject = 'your question about work') =>
    story(phrasebook('en', seededRandom(seed)), cards, subject, false);

  it('reads the same for the same draw, whatever else the reading drew', () => {
    expect(new Set([1, 2, 3, 4, 5].map((seed) => tell(five, seed))).size).toBe(1);
    expect(new Set([1, 2, 3, 4, 5].map((seed) => tell(three, seed))).size).toBe(1);
  });

  it('says what the cards of a larger spread mean, not only which they are', () => {
    const line = tell(five, 1);
    const meanings = five.map((c) => c.keywords[0] ?? '-');
    expect(meanings.filter((m) => line.includes(m)).length, line).toBeGreaterThanOrEqual(1);
    expect(line).toContain('your question about work');
    expect(tell(five, 1, '')).not.toContain('question');
  });

  it('after a spread of three, names only the card it turns on, in its place (ADR 0100)', () => {
    const line = tell(three, 1);
    expect(line).toContain('the Six of Wands, in the present');
    expect(line).not.toContain('Three of Cups');
    expect(line).not.toContain('Queen of Wands');
    expect(line).toContain('your question about work');
    expect(tell(three, 1, '')).not.toContain('question');
  });

  it('never calls a bright card in the obstacle a strength to lean on', () => {
    // The Tower, the Sun as the obstacle, the Ten of Swords.
    const cards = readingRequestFor('en', 'situation-obstacle-advice', [
      ['major-16', false],
      ['major-19', false],
      ['swords-10', false],
    ]).cards as OracleCard[];
    const line = tell(cards, 1);
    expect(line).not.toMatch(/strength|lean on|carries you|light in this spread/);
    expect(line).toContain('the Sun, as the obstacle');
    // In a larger spread too, and its heavy outcome is not called open.
    const seven = readingRequestFor('en', 'horseshoe', [
      ['major-16', false],
      ['swords-09', false],
      ['cups-05', false],
      ['major-19', false],
      ['swords-05', false],
      ['pentacles-05', false],
      ['swords-10', false],
    ]).cards as OracleCard[];
    const long = tell(seven, 1);
    expect(long).toContain('the Sun, as the obstacle');
    expect(long).not.toMatch(/strength|lean on|carries you|either way|still open/);
  });
});
