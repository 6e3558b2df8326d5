/**
 * A reading written into the chat (ADR 0045): the spread as one photo with the cards in its caption,
 * then the interpretation as the oracle writes it, then the whole text with Save, Ask a follow-up and
 * Open in the app under it. The generation is the one the app streams (core/readings), so the reading is
 * in the person's history from the start and the app can open it mid-way. Every message that carries
 * the reading is remembered, so a reply to any of them asks a follow-up.
 */
import { type Api, InputFile } from 'grammy';
import { rememberMessages } from '../../core/chat/chat-messages.js';
import type { Locale } from '../../core/locales.js';
import { toReadingDto } from '../../core/readings/reading-dto.js';
import { readingEvents } from '../../core/readings/reading-events.js';
import type { Services } from '../../core/services.js';
import { renderSpreadImage } from '../../core/share/spread-image.js';
import type { DrawnCard } from '../../core/tarot/draw.js';
import type { ReadingRow } from '../../db/schema.js';
import { botText } from '../i18n.js';
import { liveText } from './live-text.js';
import { plainText, readingButtons, spreadCaption } from './reading-messages.js';

export interface ChatTarget {
  api: Api;
  chatId: number;
  locale: Locale;
  webAppUrl: string | undefined;
}

async function sendSpread(deps: Services, target: ChatTarget, reading: ReadingRow): Promise<number> {
  const { api, chatId, locale } = target;
  const dto = toReadingDto(reading);
  const caption = spreadCaption(locale, reading.spreadId, JSON.parse(reading.cards) as DrawnCard[]);
  try {
    const png = await renderSpreadImage(dto, { format: 'wide', withQuestion: false, asDrawn: true });
    return (await api.sendPhoto(chatId, new InputFile(png, 'spread.png'), { caption })).message_id;
  } catch (error) {
    // The cards are the point: without the picture they still go out, as text.
    deps.log.error('spread image not sent', { readingId: reading.id, error });
    return (await api.sendMessage(chatId, caption)).message_id;
  }
}

export async function sendReading(deps: Services, target: ChatTarget, reading: ReadingRow): Promise<void> {
  const { api, chatId, locale, webAppUrl } = target;
  deps.interpretations.start(reading.id);
  await api.sendChatAction(chatId, 'upload_photo').catch(() => undefined);
  const photoId = await sendSpread(deps, target, reading);
  rememberMessages(deps.db, chatId, [photoId], reading.id);
  const live = liveText({ api, chatId, now: deps.now });
  let text = '';
  for await (const event of readingEvents(deps.db, deps.interpretations, reading.userId, reading.id)) {
    if (event.type === 'delta') {
      text += event.text;
      await live.update(plainText(text));
    } else if (event.type === 'done') {
      const ids = await live.finish(
        plainText(event.reading.interpretation),
        readingButtons(locale, reading.id, webAppUrl),
      );
      rememberMessages(deps.db, chatId, ids, reading.id);
    } else {
      await api.sendMessage(chatId, botText(locale, 'chat.failed'));
    }
  }
}
