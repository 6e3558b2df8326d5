/**
 * The Telegram side of sharing a reading (ADR 0040). An inline result cannot carry an upload, so the
 * image is sent once to the user's own chat with the bot (silently) to get a file_id, that message is
 * deleted, and the photo is saved as a prepared inline message with a button to the mini-app.
 */
import { type Api, InputFile } from 'grammy';
import type { PreparedShares } from '../core/share/prepared-share.js';

export const preparedSharesFrom = (api: Api, botUsername: () => Promise<string>): PreparedShares => ({
  async prepare({ telegramUserId, photo, caption, buttonText, startApp }) {
    const sent = await api.sendPhoto(telegramUserId, new InputFile(photo, 'reading.png'), {
      disable_notification: true,
    });
    // The last size is the largest; every size is the same upload.
    const fileId = sent.photo.at(-1)?.file_id;
    await api.deleteMessage(telegramUserId, sent.message_id).catch(() => undefined);
    if (!fileId) throw new Error('Telegram returned no photo sizes');
    const url = `https://t.me/${await botUsername()}?startapp=${encodeURIComponent(startApp)}`;
    const prepared = await api.savePreparedInlineMessage(
      telegramUserId,
      {
        type: 'photo',
        id: startApp.slice(0, 64),
        photo_file_id: fileId,
        caption,
        reply_markup: { inline_keyboard: [[{ text: buttonText, url }]] },
      },
      { allow_user_chats: true, allow_bot_chats: true, allow_group_chats: true, allow_channel_chats: true },
    );
    return prepared.id;
  },
});
