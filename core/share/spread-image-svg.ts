/**
 * One SVG per share format: the night sky of the card art, the spread's cards in their traditional
 * shape (each the project's own card face, turned when reversed), the date, the spread's name, the
 * question when asked for, and a drawn card's counsel under its name. Deterministic, so the PNG can be cached and compared.
 */
import type { Locale } from '../locales.js';
import { BACK as sky } from '../tarot/art/palette.js';
import { hashString, prng } from '../tarot/art/random.js';
import { circle, el, fmt, g, rect } from '../tarot/art/shapes.js';
import { type ImageSlot, type PlacedCard, type PlacedShape, placeShape } from './spread-layout.js';
import { fitLines } from './text-lines.js';
import { stackHeight, type TextBlock, textStack } from './text-stack.js';

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
  /** A drawn card's counsel and its signature ("— Ace of Swords"); none on an image of the cards as drawn. */
  counsel: { text: string; by: string } | null;
  cards: ImageCard[];
}

const FACE_WIDTH = 300;
const GOLD = '#ecc870';
const MOON = '#efeaff';
const LILAC = '#b7a6ff';
/** The least room above and below the story's block: Telegram and Instagram lay their controls there. */
const STORY_MARGIN = 170;
/** The gap between the words and the cards. */
const STORY_GAP = 88;

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

/** The cards placed at (x, y), each the card face turned as placed (and when reversed), a soft glow behind. */
function drawCards(cards: readonly ImageCard[], shape: PlacedShape, x: number, y: number): string {
  const glow = el('ellipse', {
    cx: fmt(x + shape.width / 2),
    cy: fmt(y + shape.height / 2),
    rx: fmt(shape.width * 0.8),
    ry: fmt(shape.height * 0.7),
    fill: 'url(#share-glow)',
  });
  const shadow = rect(-FACE_WIDTH / 2 + 6, -250 + 10, FACE_WIDTH, 500, {
    rx: 14,
    fill: '#000',
    opacity: 0.45,
  });
  const drawn = cards
    .map((card, i) => ({ card, placed: shape.cards[i] }))
    .filter((c): c is { card: ImageCard; placed: PlacedCard } => c.placed !== undefined)
    .sort((a, b) => a.placed.layer - b.placed.layer)
    .map(({ card, placed }) => {
      const turn = placed.rotate + (card.reversed ? 180 : 0);
      const transform = `translate(${fmt(x + placed.x)} ${fmt(y + placed.y)}) rotate(${fmt(turn)}) scale(${(shape.cardWidth / FACE_WIDTH).toFixed(4)})`;
      return g({ transform }, shadow + g({ transform: `translate(${-FACE_WIDTH / 2} -250)` }, card.svg));
    });
  return glow + drawn.join('');
}

const quoted = (question: string) => `“${question}”`;

interface CounselSetting {
  /** Font sizes to try, largest first. */
  sizes: readonly number[];
  width: number;
  maxLines: number;
  signatureSize: number;
  /** Space above the counsel. */
  gap: number;
}

/** The counsel in italics at the largest size that holds it whole, its signature in gold below. */
function counselBlocks(
  counsel: SpreadImageContent['counsel'],
  locale: Locale,
  { sizes, width, maxLines, signatureSize, gap }: CounselSetting,
): TextBlock[] {
  if (!counsel) return [];
  const text = fitLines(counsel.text, locale, sizes, width, maxLines);
  return [
    { lines: text.lines, size: text.size, fill: MOON, weight: 500, italic: true, gap },
    {
      lines: [counsel.by],
      size: signatureSize,
      fill: GOLD,
      weight: 500,
      spacing: 1,
      gap: signatureSize * 0.5,
    },
  ];
}

/** Of the story's height, the cards take this much: 40 % up to three cards, more (each smaller) for more. */
function cardsShare(count: number): number {
  return 0.4 * Math.min(1.5, Math.max(1, Math.sqrt(count / 3)));
}

/** Where the story's parts lie: one block, centred on the height, the same gap above and below the cards. */
export interface StoryLayout {
  head: TextBlock[];
  tail: TextBlock[];
  shape: PlacedShape;
  /** The block's top, the cards' top, the counsel's top and the block's bottom, in pixels. */
  top: number;
  cardsTop: number;
  tailTop: number;
  bottom: number;
}

export function storyLayout(content: SpreadImageContent): StoryLayout {
  const { width, height } = SHARE_FORMATS.story;
  const { locale } = content;
  const textWidth = 920;
  const head: TextBlock[] = [
    {
      lines: [content.date.toLocaleUpperCase(locale)],
      size: 34,
      fill: LILAC,
      weight: 500,
      spacing: 4,
      gap: 0,
    },
    {
      lines: fitLines(content.spreadName, locale, [88], textWidth, 2).lines,
      size: 88,
      fill: GOLD,
      weight: 700,
      gap: 28,
    },
    {
      lines: content.question ? fitLines(quoted(content.question), locale, [46], textWidth, 3).lines : [],
      size: 46,
      fill: MOON,
      weight: 500,
      italic: true,
      gap: 28,
    },
  ];
  const tail = counselBlocks(content.counsel, locale, {
    sizes: [54, 50, 46, 42],
    width: textWidth,
    maxLines: 5,
    signatureSize: 38,
    gap: 0,
  });
  const headHeight = stackHeight(head);
  const tailHeight = stackHeight(tail);
  const gaps = tail.length > 0 ? 2 * STORY_GAP : STORY_GAP;
  const room = Math.min(
    height * cardsShare(content.cards.length),
    height - 2 * STORY_MARGIN - headHeight - tailHeight - gaps,
  );
  const shape = placeShape(
    content.cards.map((c) => c.slot),
    { width: width - 80, height: room },
    480,
  );
  const top = (height - (headHeight + shape.height + tailHeight + gaps)) / 2;
  const cardsTop = top + headHeight + STORY_GAP;
  const tailTop = cardsTop + shape.height + STORY_GAP;
  return { head, tail, shape, top, cardsTop, tailTop, bottom: tailTop + tailHeight };
}

/** The story, 1080 × 1920: the date, the spread's name and the question, the cards, the counsel. */
function story(content: SpreadImageContent): string {
  const { width, height } = SHARE_FORMATS.story;
  const layout = storyLayout(content);
  return (
    backdrop(width, height, content.seed) +
    drawCards(content.cards, layout.shape, (width - layout.shape.width) / 2, layout.cardsTop) +
    textStack(layout.head, width / 2, layout.top, 'middle') +
    textStack(layout.tail, width / 2, layout.tailTop, 'middle')
  );
}

/**
 * The wide image a chat shows, 1200 × 630: the cards on the left, and on the right the date, the
 * spread's name, the question and the counsel, centred on the height.
 */
function wide(content: SpreadImageContent): string {
  const { width, height } = SHARE_FORMATS.wide;
  const { locale } = content;
  const textX = 660;
  const textWidth = width - textX - 60;
  const room = { x: 40, y: 40, width: 580, height: height - 80 };
  const shape = placeShape(
    content.cards.map((c) => c.slot),
    room,
    270,
  );
  const blocks: TextBlock[] = [
    {
      lines: [content.date.toLocaleUpperCase(locale)],
      size: 24,
      fill: LILAC,
      weight: 500,
      spacing: 3,
      gap: 0,
    },
    {
      lines: fitLines(content.spreadName, locale, [54], textWidth, 2).lines,
      size: 54,
      fill: GOLD,
      weight: 700,
      gap: 8,
    },
    {
      lines: content.question ? fitLines(quoted(content.question), locale, [30], textWidth, 2).lines : [],
      size: 30,
      fill: MOON,
      weight: 500,
      italic: true,
      gap: 14,
    },
  ];
  const counsel = counselBlocks(content.counsel, locale, {
    sizes: [34, 31, 28],
    width: textWidth,
    maxLines: content.question ? 5 : 6,
    signatureSize: 26,
    gap: 30,
  });
  const all = [...blocks, ...counsel];
  return (
    backdrop(width, height, content.seed) +
    drawCards(
      content.cards,
      shape,
      room.x + (room.width - shape.width) / 2,
      room.y + (room.height - shape.height) / 2,
    ) +
    textStack(all, textX, (height - stackHeight(all)) / 2, 'start')
  );
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
