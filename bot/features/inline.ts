/**
 * Inline mode (issue 22 item 6, ADR 0057): typing @bot in any chat offers the person's card of the day
 * (the same free daily card as /daily and the app, drawn once a day) and their saved readings, each
 * with its card's art and a button into the mini-app. Words after @bot filter the saved readings by
 * question or spread name. The question never goes into the message a chat receives: only the title
 * the person alone sees shows it. Telegram caches the answer per person, briefly.
 */
import { Composer } from 'grammy';
import type { InlineQueryResult, InlineQueryResultsButton } from 'grammy/types';
import type { Locale } from '../../core/locales.js';
import { drawTodaysCard } from '../../core/readings/daily-card.js';
import { savedPage } from '../../core/readings/queries.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { readingEvents } from '../../core/readings/reading-events.js';
import type { Services } from '../../core/services.js';
import { counselsOf, summaryLine } from '../../core/share/summary-line.js';
import { cardText } from '../../core/tarot/card-texts.js';
import type { DrawnCard } from '../../core/tarot/draw.js';
import { spreadText } from '../../core/tarot/spreads.js';
import type { Background } from '../background.js';
import type { BotContext } from '../context.js';
import { escapeHtml } from '../html.js';
import { isWebAppUrl, miniAppUrl } from '../mini-app.js';

/** Saved readings per answer; Telegram asks for the next page with the offset we return. */
export const INLINE_PAGE = 20;
/** Seconds Telegram may reuse an answer for the same person and query. */
export const INLINE_CACHE_SECONDS = 30;

export function inlineFeature(deps: Services, publicUrl: string | undefined, background: Background) {
  const feature = new Composer<BotContext>();
  feature.on('inline_query', async (ctx) => {
    const user = ctx.account;
    const t = ctx.t;
    const locale = ctx.locale;
    const query = ctx.inlineQuery.query.trim().toLocaleLowerCase(locale);
    const offset = ctx.inlineQuery.offset || undefined;
    const results: InlineQueryResult[] = [];
    let nextOffset = '';
    if (user) {
      const art = (card: DrawnCard) => cardArtUrl(publicUrl, card, locale);
      const link = (param: string) => `https://t.me/${ctx.me.username}?startapp=${param}`;
      if (!offset && !query) {
        const daily = drawTodaysCard(deps, user);
        if (daily) {
          if (daily.reading.status === 'pending') {
            // The card is shown from the deck's texts; its interpretation is written meanwhile.
            background.run('inline-daily', async () => {
              for await (const event of readingEvents(
                deps.db,
                deps.interpretations,
                user.id,
                daily.reading.id,
              )) {
                if (event.type !== 'delta') break;
              }
            });
          }
          const text = cardText(locale, daily.card.card_id);
          const name = oriented(text.name, daily.card.reversed, t('daily.reversed'));
          const keywords = (daily.card.reversed ? text.reversed : text.upright).join(' · ');
          results.push({
            type: 'article',
            id: `daily:${daily.reading.id}`.slice(0, 64),
            title: t('inline.daily_title', { card: name }),
            description: keywords,
            ...art(daily.card),
            input_message_content: {
              message_text: `${t('inline.daily_message', { card: `<b>${escapeHtml(name)}</b>` })}\n<i>${escapeHtml(keywords)}</i>`,
              parse_mode: 'HTML',
            },
            reply_markup: { inline_keyboard: [[{ text: t('inline.draw_own'), url: link('daily') }]] },
          });
        }
      }
      const page = savedPage(deps.db, user.id, offset, INLINE_PAGE);
      nextOffset = page.next_cursor ?? '';
      for (const reading of page.items) {
        if (reading.status !== 'complete') continue;
        const spread = spreadText(locale, reading.spread_id).name;
        if (query && !`${spread} ${reading.question ?? ''}`.toLocaleLowerCase(locale).includes(query))
          continue;
        const [first] = reading.cards;
        results.push({
          type: 'article',
          id: `saved:${reading.id}`.slice(0, 64),
          title: reading.question ?? spread,
          description: `${spread} · ${cardNames(reading, locale, t('daily.reversed'))}`,
          ...(first ? art(first) : {}),
          input_message_content: {
            message_text: savedMessage(reading, locale, spread, t),
            parse_mode: 'HTML',
          },
          reply_markup: {
            inline_keyboard: [[{ text: t('buttons.open_reading'), url: link(`reading_${reading.id}`) }]],
          },
        });
      }
    }
    const button: InlineQueryResultsButton | undefined = isWebAppUrl(publicUrl)
      ? { text: t('inline.open_app'), web_app: { url: miniAppUrl(publicUrl) } }
      : undefined;
    await ctx.answerInlineQuery(results, {
      is_personal: true,
      cache_time: INLINE_CACHE_SECONDS,
      next_offset: nextOffset,
      ...(button ? { button } : {}),
    });
  });
  return feature;
}

/** A card's name, with the word for reversed after it when it lies reversed. */
const oriented = (name: string, reversed: boolean, word: string) => (reversed ? `${name} (${word})` : name);

/** The card's art as a thumbnail; Telegram fetches it, so only over the public https origin. */
function cardArtUrl(publicUrl: string | undefined, card: DrawnCard, locale: Locale) {
  if (!isWebAppUrl(publicUrl)) return {};
  const url = new URL(`/api/tarot/cards/${card.card_id}/image.png`, publicUrl);
  url.searchParams.set('locale', locale);
  return { thumbnail_url: url.toString(), thumbnail_width: 320, thumbnail_height: 533 };
}

function cardNames(reading: ReadingDto, locale: Locale, reversed: string) {
  return reading.cards
    .map((c) => oriented(cardText(locale, c.card_id).name, c.reversed, reversed))
    .join(', ');
}

function savedMessage(reading: ReadingDto, locale: Locale, spread: string, t: BotContext['t']): string {
  const positions = spreadText(locale, reading.spread_id).positions;
  const lines = reading.cards.map((c) => {
    const card = oriented(cardText(locale, c.card_id).name, c.reversed, t('daily.reversed'));
    const position = positions[c.position];
    return escapeHtml(position ? `${position}: ${card}` : card);
  });
  const summary = summaryLine(reading.interpretation, locale, 280, counselsOf(reading.cards, locale));
  return [`<b>${escapeHtml(spread)}</b>`, lines.join('\n'), summary ? `<i>${escapeHtml(summary)}</i>` : '']
    .filter(Boolean)
    .join('\n\n');
}
