import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { cardDtos } from '../../core/tarot/card-texts.js';
import { DECK, findCard, SUITS } from '../../core/tarot/deck.js';
import { drawCards } from '../../core/tarot/draw.js';
import { findSpread, LEVELS, SPREADS, spreadDtos } from '../../core/tarot/spreads.js';
import { type CardText, localeJson as raw, type SpreadText } from '../helpers/locale-files.js';
import { seededRandom } from '../helpers/seeded-random.js';

const nonEmpty = (s: unknown) => typeof s === 'string' && s.trim().length > 0;

/** Sentences in a text: each ends in a full stop before a space or the end, or in a Chinese one. */
const sentences = (s: unknown) =>
  typeof s === 'string' ? (s.trim().match(/[.!?](?=\s|$)|[。！？]/g) ?? []).length : 0;

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: Map<string, number>, categories: string[], total: number): number {
  const expected = total / categories.length;
  return categories.reduce((sum, c) => sum + ((counts.get(c) ?? 0) - expected) ** 2 / expected, 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

describe('the deck', () => {
  it('has 78 cards with unique, stable ids: 22 major and 14 in each suit', () => {
    expect(DECK).toHaveLength(78);
    const expectedIds = [
      ...Array.from({ length: 22 }, (_, n) => `major-${pad(n)}`),
      ...['wands', 'cups', 'swords', 'pentacles'].flatMap((suit) =>
        Array.from({ length: 14 }, (_, i) => `${suit}-${pad(i + 1)}`),
      ),
    ];
    expect(DECK.map((c) => c.id)).toEqual(expectedIds);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(78);
    expect(DECK.filter((c) => c.arcana === 'major')).toHaveLength(22);
    for (const suit of SUITS)
      expect(
        DECK.filter((c) => c.suit === suit),
        suit,
      ).toHaveLength(14);
    expect(findCard('major-08')).toMatchObject({ arcana: 'major', number: 8, suit: null });
    expect(findCard('cups-14')).toMatchObject({ arcana: 'minor', number: 14, suit: 'cups' });
    expect(findCard('major-22')).toBeUndefined();
  });

  it.each(LOCALES)('has a name, keywords and meanings for all 78 cards in %s', (locale) => {
    const texts = raw<Record<string, CardText>>(locale, 'cards');
    expect(Object.keys(texts).sort()).toEqual(DECK.map((c) => c.id).sort());
    for (const card of DECK) {
      const text = texts[card.id];
      expect(nonEmpty(text?.name), `${locale} ${card.id} name`).toBe(true);
      expect(text?.upright.length, `${locale} ${card.id} upright`).toBeGreaterThan(0);
      expect(text?.reversed.length, `${locale} ${card.id} reversed`).toBeGreaterThan(0);
      expect([...(text?.upright ?? []), ...(text?.reversed ?? [])].every(nonEmpty), card.id).toBe(true);
      expect(nonEmpty(text?.meaning_upright), `${locale} ${card.id} meaning_upright`).toBe(true);
      expect(nonEmpty(text?.meaning_reversed), `${locale} ${card.id} meaning_reversed`).toBe(true);
    }
    expect(new Set(Object.values(texts).map((t) => t.name)).size, 'distinct names').toBe(78);
  });

  it('serves each language its own card names', () => {
    const names = LOCALES.map((locale) => cardDtos(locale).find((c) => c.id === 'major-00')?.name);
    expect(new Set(names).size).toBe(LOCALES.length);
    expect(cardDtos('ru')[0]?.name).toBe(raw<Record<string, CardText>>('ru', 'cards')['major-00']?.name);
  });
});

describe('the spreads', () => {
  it('include the spreads of DESIGN §6 and issue 23 with named positions, a token cost and a level', () => {
    expect(SPREADS.map((s) => s.id)).toEqual([
      'daily',
      'yes-no',
      'three-cards',
      'situation-obstacle-advice',
      'two-people',
      'decision',
      'month-ahead',
      'relationship',
      'career',
      'shadow-work',
      'horseshoe',
      'celtic-cross',
      'year-ahead',
    ]);
    expect(findSpread('two-people')?.positions).toEqual(['you', 'them', 'between']);
    expect(findSpread('year-ahead')?.positions).toHaveLength(13);
    expect(findSpread('horseshoe')?.positions).toHaveLength(7);
    expect(findSpread('month-ahead')?.positions).toEqual(['theme', 'week_1', 'week_2', 'week_3', 'week_4']);
    expect(findSpread('shadow-work')?.positions).toHaveLength(5);
    expect(findSpread('three-cards')?.positions).toEqual(['past', 'present', 'future']);
    expect(findSpread('celtic-cross')?.positions).toHaveLength(10);
    expect(SPREADS.filter((s) => s.freeDaily).map((s) => s.id)).toEqual(['daily']);
    for (const spread of SPREADS) {
      expect(Number.isInteger(spread.cost) && spread.cost > 0, spread.id).toBe(true);
      expect(new Set(spread.positions).size, spread.id).toBe(spread.positions.length);
    }
  });

  it('cost half their cards, rounded up (ADR 0047), and are listed from the lightest level to the deepest', () => {
    for (const spread of SPREADS) expect(spread.cost, spread.id).toBe(Math.ceil(spread.positions.length / 2));
    const levels = SPREADS.map((s) => LEVELS.indexOf(s.level));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(SPREADS.map((s) => s.level))).toEqual(new Set(LEVELS));
  });

  it('are listed in each level from the cheapest up (design review 8 #10): In Depth from Shadow Work to the Year Ahead', () => {
    for (const level of LEVELS) {
      const costs = SPREADS.filter((s) => s.level === level).map((s) => s.cost);
      expect(costs, level).toEqual([...costs].sort((a, b) => a - b));
    }
    expect(SPREADS.filter((s) => s.level === 'deep').map((s) => s.id)).toEqual([
      'shadow-work',
      'horseshoe',
      'celtic-cross',
      'year-ahead',
    ]);
  });

  it.each(LOCALES)(
    'have a name, a description, and a name and a two-sentence explanation for every position in %s',
    (locale) => {
      const texts = raw<Record<string, SpreadText>>(locale, 'spreads');
      for (const spread of SPREADS) {
        const text = texts[spread.id];
        expect(nonEmpty(text?.name), `${locale} ${spread.id} name`).toBe(true);
        expect(nonEmpty(text?.description), `${locale} ${spread.id} description`).toBe(true);
        for (const position of spread.positions) {
          expect(nonEmpty(text?.positions[position]), `${locale} ${spread.id}.${position}`).toBe(true);
          expect(sentences(text?.hints[position]), `${locale} ${spread.id} hint ${position}`).toBe(2);
        }
      }
      const dto = spreadDtos(locale).find((s) => s.id === 'three-cards');
      expect(dto?.positions.map((p) => p.name)).toEqual(
        ['past', 'present', 'future'].map((k) => texts['three-cards']?.positions[k]),
      );
    },
  );
});

describe('drawCards', () => {
  const celtic = findSpread('celtic-cross')?.positions ?? [];

  it('draws one card per position, in the order of the positions', () => {
    const drawn = drawCards(celtic, true);
    expect(drawn.map((d) => d.position)).toEqual([...celtic]);
    for (const d of drawn) expect(findCard(d.card_id), d.card_id).toBeDefined();
  });

  // The statistical checks draw from a seeded source, so they measure the shuffle itself and give the
  // same figures on every run; production draws from crypto's randomInt, through the same code.
  it('never draws the same card twice in 10 000 Celtic Cross draws, and every tenth card is uniform', () => {
    const random = seededRandom(10);
    const lastCard = new Map<string, number>();
    let reversed = 0;
    for (let i = 0; i < 10_000; i++) {
      const drawn = drawCards(celtic, true, random);
      expect(new Set(drawn.map((d) => d.card_id)).size).toBe(10);
      const last = drawn[9]?.card_id ?? '';
      lastCard.set(last, (lastCard.get(last) ?? 0) + 1);
      reversed += drawn.filter((d) => d.reversed).length;
    }
    // The last swap of a partial shuffle is where an off-by-one bias would show.
    expect(
      chiSquare(
        lastCard,
        DECK.map((c) => c.id),
        10_000,
      ),
    ).toBeLessThan(150);
    // Reversed with probability 1/2: 100 000 cards, 6 standard deviations either side.
    expect(Math.abs(reversed / 100_000 - 0.5)).toBeLessThan(0.01);
  });

  it('never reverses a card when reversed cards are off', () => {
    for (let i = 0; i < 2_000; i++) {
      expect(drawCards(celtic, false).some((d) => d.reversed)).toBe(false);
    }
  });

  it('draws every card about equally often (chi-square over 78 000 single draws)', () => {
    const random = seededRandom(78);
    const counts = new Map<string, number>();
    for (let i = 0; i < 78_000; i++) {
      const [card] = drawCards(['card'], false, random);
      counts.set(card?.card_id ?? '', (counts.get(card?.card_id ?? '') ?? 0) + 1);
    }
    expect(counts.size).toBe(78);
    // 77 degrees of freedom: mean 77, standard deviation about 12.4; 150 is far out in the tail.
    expect(
      chiSquare(
        counts,
        DECK.map((c) => c.id),
        78_000,
      ),
    ).toBeLessThan(150);
  });
});
