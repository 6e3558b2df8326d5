/**
 * A follow-up asked by replying to a reading's message (issue 25 §3): the clarifier card, then its answer
 * streamed like a reading's, with Ask a follow-up and Open in the app under it. The safety layer's answer
 * (core/followups decides) goes out as it is, free and with no buttons.
 */
import { rememberMessages } from '../../core/chat/chat-messages.js';
import { followupEvents } from '../../core/followups/followup-events.js';
import type { Services } from '../../core/services.js';
import type { FollowupRow } from '../../db/schema.js';
import { botText } from '../i18n.js';
import { liveText } from './live-text.js';
import { cardLine, followupButtons, plainText } from './reading-messages.js';
import type { ChatTarget } from './send-reading.js';

export async function sendFollowup(deps: Services, target: ChatTarget, followup: FollowupRow): Promise<void> {
  const { api, chatId, locale, webAppUrl } = target;
  const remember = (ids: number[]) => rememberMessages(deps.db, chatId, ids, followup.readingId);
  if (followup.status === 'declined' || !followup.cardId) {
    const sent = await api.sendMessage(chatId, followup.answer, {
      link_preview_options: { is_disabled: true },
    });
    remember([sent.message_id]);
    return;
  }
  deps.followupAnswers.start(followup.id);
  await api.sendChatAction(chatId, 'typing').catch(() => undefined);
  const card = { card_id: followup.cardId, reversed: followup.reversed };
  const head = `🃏 ${cardLine(locale, botText(locale, 'chat.clarifier'), card)}`;
  const withHead = (text: string) => `${head}\n\n${plainText(text)}`;
  const live = liveText({ api, chatId, now: deps.now });
  let text = '';
  const events = followupEvents(
    deps.db,
    deps.followupAnswers,
    followup.userId,
    followup.readingId,
    followup.id,
  );
  for await (const event of events) {
    if (event.type === 'delta') {
      text += event.text;
      await live.update(withHead(text));
    } else if (event.type === 'done') {
      remember(
        await live.finish(
          withHead(event.followup.answer),
          followupButtons(locale, followup.readingId, webAppUrl),
        ),
      );
    } else {
      await api.sendMessage(chatId, botText(locale, 'chat.followup_failed'));
    }
  }
}
