/**
 * How the share images are laid out (design review 8, problem 4; ADR 0078): on the story the title, the
 * cards and the counsel are one block centred on the height with the same gap above and below the
 * cards, which take about 40 % of the height up to three cards and get smaller, not fewer, for more;
 * the counsel is set whole, in balanced lines that never part a word from its quotation marks.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { spreadImageSvgFor } from '../../core/share/spread-image.js';
import { SHARE_FORMATS, type SpreadImageContent, storyLayout } from '../../core/share/spread-image-svg.js';
import { imageSlots } from '../../core/share/spread-layout.js';
import { stackHeight } from '../../core/share/text-stack.js';
import { findSpread } from '../../core/tarot/spreads.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const { height: HEIGHT } = SHARE_FORMATS.story;

function content(spreadId: string, question: string | null, counsel: string): SpreadImageContent {
  const count = findSpread(spreadId)?.positions.length ?? 1;
  return {
    seed: spreadId,
    locale: 'en',
    date: 'November 28, 2026',
    spreadName: 'Past, Present, Future',
    question,
    counsel: { text: counsel, by: '— Two of Wands' },
    cards: imageSlots(spreadId, count).map((slot) => ({ svg: '', reversed: false, slot })),
  };
}

const SHORT = 'Stop planning from behind the wall and choose one direction to test.';
const LONG =
  'Keep what you have gathered, but do not wall yourself in with it: leave your hand open, so that money and chances can come and go.';

describe('the story image', () => {
  for (const question of [null, 'Will the move go well?'])
    for (const counsel of [SHORT, LONG])
      it(`is one block centred on the height, the cards between even gaps (${question ? 'with' : 'without'} the question, a ${counsel === SHORT ? 'short' : 'long'} counsel)`, () => {
        for (const spread of ['daily', 'three-cards', 'two-people', 'celtic-cross', 'year-ahead']) {
          const layout = storyLayout(content(spread, question, counsel));
          expect(layout.top, spread).toBeCloseTo(HEIGHT - layout.bottom, 6);
          expect(layout.top, spread).toBeGreaterThanOrEqual(150);
          const above = layout.cardsTop - (layout.top + stackHeight(layout.head));
          const below = layout.tailTop - (layout.cardsTop + layout.shape.height);
          expect(above, spread).toBeCloseTo(below, 6);
          expect(above, spread).toBeGreaterThan(60);
        }
      });

  it('gives one card 40 % of the height, three cards in a row at least a third, and more cards less each', () => {
    const share = (spread: string) => storyLayout(content(spread, 'Will the move go well?', SHORT)).shape;
    expect(share('daily').height / HEIGHT).toBeCloseTo(0.4, 2);
    expect(share('three-cards').height / HEIGHT).toBeGreaterThan(0.34);
    expect(share('two-people').height / HEIGHT).toBeCloseTo(0.4, 2);
    const widths = ['daily', 'three-cards', 'celtic-cross', 'year-ahead'].map((s) => share(s).cardWidth);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    // The big spreads fill more of the height, but stay inside the image.
    for (const spread of ['celtic-cross', 'year-ahead']) {
      expect(share(spread).height / HEIGHT, spread).toBeGreaterThan(0.45);
      expect(share(spread).width, spread).toBeLessThanOrEqual(SHARE_FORMATS.story.width);
    }
  });

  it('lets the Celtic Cross’s crossing card clear the past and the near future beside it', () => {
    const { shape } = storyLayout(content('celtic-cross', null, SHORT));
    const [present, challenge, , past, , nearFuture] = shape.cards;
    expect(challenge?.rotate).toBe(90);
    expect(challenge?.x).toBe(present?.x);
    const half = (shape.cardWidth * 5) / 3 / 2;
    expect((challenge?.x ?? 0) - half).toBeGreaterThan((past?.x ?? 0) + shape.cardWidth / 2);
    expect((challenge?.x ?? 0) + half).toBeLessThan((nearFuture?.x ?? 0) - shape.cardWidth / 2);
  });

  it('lays a row of three as a fan, the middle card on top, its neighbours under it by at most a quarter', () => {
    const { shape } = storyLayout(content('three-cards', null, SHORT));
    const [left, middle, right] = shape.cards;
    expect(middle?.layer).toBeGreaterThan(left?.layer ?? 0);
    expect(middle?.layer).toBeGreaterThan(right?.layer ?? 0);
    const step = ((middle?.x ?? 0) - (left?.x ?? 0)) / shape.cardWidth;
    expect(step).toBeGreaterThanOrEqual(0.75);
    expect(step).toBeLessThan(1);
    expect(left?.rotate).toBeLessThan(0);
    expect(right?.rotate).toBeGreaterThan(0);
  });
});

/** The words set on an image, line by line. */
const textsOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );

function offlineReading(locale: Locale, spreadId: string, question: string, seed: number) {
  const random = seededRandom(seed);
  const req = randomReadingRequest(locale, spreadId, question, true, random);
  return {
    id: `reading-${locale}-${spreadId}`,
    spread_id: spreadId,
    question,
    cards: req.cards.map((c) => ({ position: c.position, card_id: c.cardId, reversed: c.reversed })),
    interpretation: composeReading(req, { random }).join('\n\n'),
    status: 'complete' as const,
    locale,
    created_at: '2026-11-28T09:00:00.000Z',
  };
}

describe('the counsel on the image', () => {
  it('is the card’s counsel under its name, not the synthesis cut short, on both formats', () => {
    const reading = offlineReading('en', 'three-cards', 'Will the move go well?', 2);
    for (const format of ['story', 'wide'] as const) {
      const texts = textsOf(spreadImageSvgFor(reading, { format, withQuestion: true }));
      expect(texts, format).toContain('— Two of Wands');
      expect(texts.join(' '), format).toContain(
        'Stop planning from behind the wall and choose one direction to test.',
      );
      expect(texts.join(' '), format).not.toMatch(/Read the three|…/);
    }
  });

  const QUESTIONS: Record<Locale, string> = {
    en: 'Will the move go well?',
    ru: 'Удастся ли переезд?',
    de: 'Wird der Umzug gut gehen?',
    es: '¿Saldrá bien la mudanza?',
    zh: '搬家会顺利吗？',
  };

  it('never starts a line with a closing mark, or ends one with an opening mark or a one-letter word, in any language', () => {
    for (const [locale, question] of Object.entries(QUESTIONS) as [Locale, string][])
      for (const spreadId of ['daily', 'three-cards', 'celtic-cross', 'year-ahead'])
        for (const format of ['story', 'wide'] as const) {
          const reading = offlineReading(locale, spreadId, question, 5);
          for (const line of textsOf(spreadImageSvgFor(reading, { format, withQuestion: true }))) {
            expect(line, `${locale} ${spreadId} ${format}`).not.toMatch(/^[»”,.;:!?，。：；！？、」』）]/u);
            expect(line, `${locale} ${spreadId} ${format}`).not.toMatch(/[«„‘（「『]$/u);
            expect(line).not.toContain('…');
            if (locale !== 'zh' && line.includes(' '))
              expect(line, `${locale} ${spreadId} ${format}`).not.toMatch(/(^|\s)\p{L}$/u);
          }
        }
  });
});
