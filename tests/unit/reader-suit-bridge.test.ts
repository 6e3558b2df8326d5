/**
 * A card is bridged to the question through its suit (ADR 0100, blind reviews 16 and 17: "stock card
 * meanings that ignore the question"): the first card of each suit in a reading from a known situation
 * says what its element means there, hopeful or in its shadow, a second card of the suit its other side, and
 * a Major what its family means there (side-by-side ratings ab13 to ab15), each line once and at most five in
 * a reading; a reading from no known situation has none.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { DRIVING_TEST } from '../helpers/sample-questions.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Suits = Record<string, Record<'light' | 'shadow', string>>;

describe.each(LOCALES)('the suits in a %s reading', (locale) => {
  const suits = localeJson<Record<string, { suits: Suits }>>(locale, 'scenarios').exam?.suits ?? {};
  const all = Object.values(suits).flatMap((s) => [s.light, s.shadow]);
  // Past, present, hidden, obstacle…: the Three of Swords (heavy), the Eight of Pentacles (hopeful), the
  // Two of Swords, the Star (or the Tower), the Six of Cups reversed, the Six of Wands, the Magician.
  const drawWith = (obstacle: string): [string, boolean][] => [
    ['swords-03', false],
    ['pentacles-08', false],
    ['swords-02', false],
    [obstacle, false],
    ['cups-06', true],
    ['wands-06', false],
    ['major-01', false],
  ];
  const read = (question: string | null, obstacle = 'major-17') =>
    composeReading(readingRequestFor(locale, 'horseshoe', drawWith(obstacle), { question }), {
      random: seededRandom(2),
    });

  it('bridge a card by its suit, a second card of the suit by the other side, each line once', () => {
    // The Tower in the obstacle is where this road turns: it hears the situation's sentence for that
    // (reader-turns.test.ts), and the Swords are bridged as written.
    const blocks = read(DRIVING_TEST[locale], 'major-16');
    expect(all).toHaveLength(8);
    expect(blocks[1]).toContain(suits.swords?.shadow);
    expect(blocks[2]).toContain(suits.pentacles?.light);
    // The Two of Swords, the second Sword, is not heavy: it hears the Swords' hopeful side.
    expect(blocks[3]).toContain(suits.swords?.light);
    const text = blocks.join('\n');
    expect(text.split(suits.swords?.shadow ?? '-')).toHaveLength(2);
    for (const line of all) expect(blocks[4]).not.toContain(line);
  });

  it('bridge a Major by its family, at most five cards in all', () => {
    const majors = localeJson<Record<string, { majors: Suits }>>(locale, 'scenarios').exam?.majors ?? {};
    const blocks = read(DRIVING_TEST[locale]);
    // The Star, a hopeful card of the heart; the Three of Swords, where the road turns, hears the
    // situation's sentence for that instead of its suit's; the Six of Wands makes five, and the Magician
    // hears none.
    expect(blocks[4]).toContain(majors.heart?.light);
    const lines = [...all, ...Object.values(majors).flatMap((m) => [m.light, m.shadow])];
    expect(lines.filter((line) => blocks.join('\n').includes(line))).toHaveLength(5);
    for (const line of lines) expect(blocks[1]).not.toContain(line);
    for (const line of lines) expect(blocks[7]).not.toContain(line);
    expect(read(null).join('\n')).not.toContain(majors.heart?.light);
  });

  it('tie at most two Majors to the situation, however many there are', () => {
    const majors = localeJson<Record<string, { majors: Suits }>>(locale, 'scenarios').exam?.majors ?? {};
    const lines = Object.values(majors).flatMap((m) => [m.light, m.shadow]);
    // The Star, Death and the Magician; then five Majors of five families (the Star, the Magician, Death,
    // the Emperor, the Moon) with two Minors.
    const text = composeReading(
      readingRequestFor(
        locale,
        'situation-obstacle-advice',
        [
          ['major-17', false],
          ['major-13', false],
          ['major-01', false],
        ],
        { question: DRIVING_TEST[locale] },
      ),
      { random: seededRandom(2) },
    ).join('\n');
    const many = composeReading(
      readingRequestFor(
        locale,
        'horseshoe',
        [
          ['major-17', false],
          ['major-01', false],
          ['major-13', false],
          ['major-04', false],
          ['major-18', false],
          ['swords-02', false],
          ['cups-06', false],
        ],
        { question: DRIVING_TEST[locale] },
      ),
      { random: seededRandom(2) },
    ).join('\n');
    expect(lines.filter((line) => text.includes(line)).length).toBeGreaterThan(0);
    expect(lines.filter((line) => many.includes(line))).toHaveLength(2);
  });

  it('say nothing of suits where no situation is known', () => {
    const text = read(null).join('\n');
    for (const line of all) expect(text).not.toContain(line);
  });
});

describe('the Majors on two roads', () => {
  it('tie no road’s Major to the situation before the road is chosen', () => {
    const majors = localeJson<Record<string, { majors: Suits }>>('es', 'scenarios').relocation?.majors ?? {};
    const lines = Object.values(majors).flatMap((m) => [m.light, m.shadow]);
    // Situation, Madrid (the Empress), what Madrid brings (the Sun), Seville (the Star), what Seville brings
    // (the World), advice (the Two of Swords).
    const req = readingRequestFor(
      'es',
      'decision',
      [
        ['pentacles-06', false],
        ['major-03', false],
        ['major-19', false],
        ['major-17', false],
        ['major-21', false],
        ['swords-02', false],
      ],
      { question: '¿Acepto el trabajo en Madrid o me quedo en Sevilla con mi familia?' },
    );
    const text = composeReading(req, { random: seededRandom(1) }).join('\n');
    expect(lines.filter((line) => text.includes(line))).toEqual([]);
  });
});

describe('the suits on two roads', () => {
  it('give a hopeful line to a reversal that is a relief, and none to a card on the road that stays', () => {
    const suits = localeJson<Record<string, { suits: Suits }>>('es', 'scenarios').relocation?.suits ?? {};
    // Situation, Madrid, what Madrid brings, Seville (stays), what Seville brings, advice.
    const req = readingRequestFor(
      'es',
      'decision',
      [
        ['major-03', true],
        ['swords-03', true],
        ['major-10', false],
        ['pentacles-14', true],
        ['wands-09', false],
        ['major-17', false],
      ],
      { question: '¿Acepto el trabajo en Madrid o me quedo en Sevilla con mi familia?' },
    );
    const blocks = composeReading(req, { random: seededRandom(4) });
    // The Three of Swords reversed is pain easing: the Swords' hopeful line, not their shadow.
    expect(blocks[2]).toContain(suits.swords?.light);
    expect(blocks.join('\n')).not.toContain(suits.swords?.shadow);
    // The King of Pentacles and the Nine of Wands lie on the road that stays: no line about moving.
    for (const line of [
      suits.pentacles?.light,
      suits.pentacles?.shadow,
      suits.wands?.light,
      suits.wands?.shadow,
    ])
      expect(blocks.join('\n')).not.toContain(line);
  });
});
