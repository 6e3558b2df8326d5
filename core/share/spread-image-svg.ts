/**
 * One SVG per share format: the night sky of the card art, the spread's cards in their traditional
 * shape (each the project's own card face, turned when reversed), the date, the spread's name, the
 * question when asked for, and one summary line. Deterministic, so the PNG can be cached and compared.
 */
import type { Locale } from '../locales.js';
import { BACK as sky } from '../tarot/art/palette.js';
import { hashString, prng } from '../tarot/art/random.js';
import { circle, el, esc, fmt, g, rect } from '../tarot/art/shapes.js';
import { CJK_FAMILY, SERIF_FAMILY } from './fonts.js';
import { type ImageSlot, shapeSize } from './spread-layout.js';
import { wrapLines } from './text-lines.js';

export const SHARE_FORMATS = {
  story: { width: 1080, height: 1920 },
  wide: { width: 1200, height: 630 },
} as const;
export type ShareFormat = keyof typeof SHARE_FORMATS;

export interface ImageCard {
  /** The card face, 300 × 500 (core/tarot/art). */
  svg: string;
  reversed: boolean;
  slot: ImageSlot;
}

export interface SpreadImageContent {
  seed: string;
  locale: Locale;
  date: string;
  spreadName: string;
  question: string | null;
  summary: string;
  cards: ImageCard[];
}

const FACE_WIDTH = 300;
const FAMILY = `'${SERIF_FAMILY}', '${CJK_FAMILY}'`;
const GOLD = '#ecc870';
const MOON = '#efeaff';
const LILAC = '#b7a6ff';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function backdrop(width: number, height: number, seed: string): string {
  const rnd = prng(hashString(seed));
  const stars = Array.from({ length: Math.round((width * height) / 9000) }, () =>
    circle(rnd() * width, rnd() * height, 0.6 + rnd() * 1.8, {
      fill: MOON,
      opacity: fmt(0.25 + rnd() * 0.6),
    }),
  ).join('');
  return (
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id: 'share-sky', x1: 0, y1: 0, x2: 0.3, y2: 1 },
        el('stop', { offset: 0, 'stop-color': '#07061c' }) +
          el('stop', { offset: 0.6, 'stop-color': sky.skyBottom }) +
          el('stop', { offset: 1, 'stop-color': '#2b1d63' }),
      ) +
        el(
          'radialGradient',
          { id: 'share-glow' },
          el('stop', { offset: 0, 'stop-color': '#6d5bd0', 'stop-opacity': 0.45 }) +
            el('stop', { offset: 1, 'stop-color': '#6d5bd0', 'stop-opacity': 0 }),
        ),
    ) +
    rect(0, 0, width, height, { fill: 'url(#share-sky)' }) +
    stars
  );
}

function spreadCards(cards: readonly ImageCard[], box: Box, maxCardWidth: number): string {
  const size = shapeSize(cards.map((c) => c.slot));
  const cardWidth = Math.min(maxCardWidth, box.width / size.across, box.height / (size.down * (5 / 3)));
  const cardHeight = (cardWidth * 5) / 3;
  const left = box.x + (box.width - size.across * cardWidth) / 2;
  const top = box.y + (box.height - size.down * cardHeight) / 2;
  const glow = el('ellipse', {
    cx: fmt(box.x + box.width / 2),
    cy: fmt(box.y + box.height / 2),
    rx: fmt(box.width * 0.55),
    ry: fmt(box.height * 0.55),
    fill: 'url(#share-glow)',
  });
  return (
    glow +
    cards
      .map(({ svg, reversed, slot }) => {
        const cx = left + (slot.across + 0.5) * cardWidth;
        const cy = top + (slot.down + 0.5) * cardHeight;
        const turn = (slot.quarterTurn ? 90 : 0) + (reversed ? 180 : 0);
        const shadow = rect(-FACE_WIDTH / 2 + 6, -250 + 10, FACE_WIDTH, 500, {
          rx: 14,
          fill: '#000',
          opacity: 0.45,
        });
        return g(
          {
            transform: `translate(${fmt(cx)} ${fmt(cy)}) rotate(${turn}) scale(${(cardWidth / FACE_WIDTH).toFixed(4)})`,
          },
          shadow + g({ transform: `translate(${-FACE_WIDTH / 2} -250)` }, svg),
        );
      })
      .join('')
  );
}

interface TextBlock {
  lines: string[];
  size: number;
  fill: string;
  weight: number;
  italic?: boolean;
  spacing?: number;
  /** Space above the block, in pixels. */
  gap: number;
}

/** Blocks stacked from `top`, each line `lineHeight` × its size apart; returns the SVG and its bottom. */
function textStack(blocks: readonly TextBlock[], x: number, top: number, anchor: 'start' | 'middle') {
  let y = top;
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.lines.length === 0) continue;
    y += block.gap;
    for (const line of block.lines) {
      y += block.size * 1.2;
      parts.push(
        el(
          'text',
          {
            x: fmt(x),
            y: fmt(y),
            'text-anchor': anchor,
            'font-family': FAMILY,
            'font-size': block.size,
            'font-weight': block.weight,
            ...(block.italic ? { 'font-style': 'italic' } : {}),
            ...(block.spacing ? { 'letter-spacing': block.spacing } : {}),
            fill: block.fill,
          },
          esc(line),
        ),
      );
    }
  }
  return { svg: parts.join(''), bottom: y };
}

const quoted = (question: string) => `“${question}”`;

function story(content: SpreadImageContent): string {
  const { width, height } = SHARE_FORMATS.story;
  const { locale } = content;
  const textWidth = 920;
  const head = textStack(
    [
      {
        lines: [content.date.toLocaleUpperCase(locale)],
        size: 34,
        fill: LILAC,
        weight: 500,
        spacing: 4,
        gap: 120,
      },
      {
        lines: wrapLines(content.spreadName, locale, 88, textWidth, 2),
        size: 88,
        fill: GOLD,
        weight: 700,
        gap: 24,
      },
      {
        lines: content.question ? wrapLines(quoted(content.question), locale, 46, textWidth, 3) : [],
        size: 46,
        fill: MOON,
        weight: 500,
        italic: true,
        gap: 28,
      },
    ],
    width / 2,
    0,
    'middle',
  );
  const summaryLines = wrapLines(content.summary, locale, 52, textWidth, 5);
  const summaryHeight = summaryLines.length * 52 * 1.2;
  const summaryTop = height - 170 - summaryHeight;
  const cardsBox = { x: 60, y: head.bottom + 70, width: width - 120, height: summaryTop - head.bottom - 140 };
  const summary = textStack(
    [{ lines: summaryLines, size: 52, fill: MOON, weight: 500, italic: true, gap: 0 }],
    width / 2,
    summaryTop,
    'middle',
  );
  const rule = rect(width / 2 - 60, summaryTop - 36, 120, 2, { fill: GOLD, opacity: 0.7 });
  return (
    backdrop(width, height, content.seed) +
    head.svg +
    spreadCards(content.cards, cardsBox, 430) +
    rule +
    summary.svg
  );
}

function wide(content: SpreadImageContent): string {
  const { width, height } = SHARE_FORMATS.wide;
  const { locale } = content;
  const textX = 660;
  const textWidth = width - textX - 60;
  const cardsBox = { x: 40, y: 40, width: 580, height: height - 80 };
  const text = textStack(
    [
      {
        lines: [content.date.toLocaleUpperCase(locale)],
        size: 24,
        fill: LILAC,
        weight: 500,
        spacing: 3,
        gap: 40,
      },
      {
        lines: wrapLines(content.spreadName, locale, 54, textWidth, 2),
        size: 54,
        fill: GOLD,
        weight: 700,
        gap: 8,
      },
      {
        lines: content.question ? wrapLines(quoted(content.question), locale, 30, textWidth, 2) : [],
        size: 30,
        fill: MOON,
        weight: 500,
        italic: true,
        gap: 14,
      },
      {
        lines: wrapLines(content.summary, locale, 34, textWidth, content.question ? 4 : 6),
        size: 34,
        fill: MOON,
        weight: 500,
        italic: true,
        gap: 36,
      },
    ],
    textX,
    20,
    'start',
  );
  return backdrop(width, height, content.seed) + spreadCards(content.cards, cardsBox, 260) + text.svg;
}

export function spreadImageSvg(format: ShareFormat, content: SpreadImageContent): string {
  const { width, height } = SHARE_FORMATS[format];
  const body = format === 'story' ? story(content) : wide(content);
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` },
    body,
  );
}
