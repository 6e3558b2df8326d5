/**
 * One card's art as a PNG, from the same SVG the app shows (ADR 0057): Telegram's inline results take
 * a thumbnail URL and cannot show SVG. Rendered by resvg with the bundled fonts, so the name on the
 * ribbon is in the reader's language, Chinese included.
 */
import { renderAsync } from '@resvg/resvg-js';
import { cardSvg } from '../tarot/art/card-svg.js';
import type { CardDef } from '../tarot/deck.js';
import { FONT_FILES, SERIF_FAMILY } from './fonts.js';

/** Thumbnails are shown small; 320 px stays sharp on a 3× screen at about 100 px. */
export const CARD_PNG_WIDTH = 320;

export async function renderCardPng(card: CardDef, name: string): Promise<Buffer> {
  const image = await renderAsync(cardSvg(card, { name }), {
    fitTo: { mode: 'width', value: CARD_PNG_WIDTH },
    font: {
      loadSystemFonts: false,
      fontFiles: [...FONT_FILES],
      defaultFontFamily: SERIF_FAMILY,
      serifFamily: SERIF_FAMILY,
    },
  });
  return image.asPng();
}
