/**
 * A reading as a shareable PNG (DESIGN §6b): its cards, spread name, date and summary line in the
 * reading's language, the question only when asked for. Used by the API for sharing and by the bot, which
 * sends the spread as drawn (no summary yet) while its text is being written (ADR 0045).
 */
import { renderAsync } from '@resvg/resvg-js';
import { AppError } from '../errors.js';
import { isLocale, type Locale } from '../locales.js';
import type { ReadingDto } from '../readings/reading-dto.js';
import { cardSvg } from '../tarot/art/card-svg.js';
import { cardText } from '../tarot/card-texts.js';
import { findCard } from '../tarot/deck.js';
import { spreadText } from '../tarot/spreads.js';
import { FONT_FILES, SERIF_FAMILY } from './fonts.js';
import { type ShareFormat, spreadImageSvg } from './spread-image-svg.js';
import { imageSlots } from './spread-layout.js';
import { counselsOf, shareCounsel, signature } from './summary-line.js';

export { SHARE_FORMATS, type ShareFormat } from './spread-image-svg.js';

/** The counsel's room in characters, its signature included; every card's counsel fits (ADR 0078). */
const SUMMARY_CHARS: Record<ShareFormat, number> = { story: 180, wide: 160 };

export interface SpreadImageOptions {
  format: ShareFormat;
  withQuestion: boolean;
  /** The cards as drawn, before the text exists: no summary line, and a pending reading will do. */
  asDrawn?: boolean;
  /** The font files to load; tests pass fewer to see what a missing font changes. */
  fontFiles?: readonly string[];
}

type ShareableReading = Pick<
  ReadingDto,
  'id' | 'spread_id' | 'question' | 'cards' | 'interpretation' | 'status' | 'locale' | 'created_at'
>;

/** Only a finished reading has cards and a text to show; a support answer is never shared. */
export function assertShareable(reading: Pick<ReadingDto, 'status'>) {
  if (reading.status !== 'complete') {
    throw new AppError(409, 'not_shareable', 'Only a finished reading can be shared as an image');
  }
}

export function spreadImageSvgFor(reading: ShareableReading, options: SpreadImageOptions): string {
  if (!options.asDrawn) assertShareable(reading);
  else if (reading.cards.length === 0) throw new Error(`reading ${reading.id} has no cards to show`);
  const locale: Locale = isLocale(reading.locale) ? reading.locale : 'en';
  const slots = imageSlots(reading.spread_id, reading.cards.length);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(reading.created_at),
  );
  return spreadImageSvg(options.format, {
    seed: reading.id,
    locale,
    date,
    spreadName: spreadText(locale, reading.spread_id).name,
    question: options.withQuestion ? reading.question : null,
    counsel: options.asDrawn ? null : signedCounsel(reading, locale, options.format),
    cards: reading.cards.flatMap((drawn, i) => {
      const card = findCard(drawn.card_id);
      const slot = slots[i];
      if (!card || !slot) return [];
      return [
        { svg: cardSvg(card, { name: cardText(locale, card.id).name }), reversed: drawn.reversed, slot },
      ];
    }),
  });
}

/** The counsel the image ends on, with its signature ("— Ace of Swords"). */
function signedCounsel(reading: ShareableReading, locale: Locale, format: ShareFormat) {
  const counsel = shareCounsel(
    reading.interpretation,
    locale,
    SUMMARY_CHARS[format],
    counselsOf(reading.cards, locale),
  );
  return counsel ? { text: counsel.text, by: signature(counsel.card, locale) } : null;
}

/** Rasterized off the main thread by resvg; only the bundled fonts, never the system's. */
export async function renderSpreadImage(
  reading: ShareableReading,
  options: SpreadImageOptions,
): Promise<Buffer> {
  const svg = spreadImageSvgFor(reading, options);
  const image = await renderAsync(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: [...(options.fontFiles ?? FONT_FILES)],
      defaultFontFamily: SERIF_FAMILY,
      serifFamily: SERIF_FAMILY,
    },
  });
  return image.asPng();
}
