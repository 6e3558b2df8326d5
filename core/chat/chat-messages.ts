/** Which reading a bot message belongs to, so replying to it asks a follow-up about that reading. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages } from '../../db/schema.js';

export function rememberMessages(db: Db, chatId: number, messageIds: readonly number[], readingId: string) {
  if (messageIds.length === 0) return;
  db.insert(chatMessages)
    .values(messageIds.map((messageId) => ({ chatId, messageId, readingId })))
    .onConflictDoNothing()
    .run();
}

export function readingOfMessage(db: Db, chatId: number, messageId: number): string | null {
  const row = db
    .select({ readingId: chatMessages.readingId })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.messageId, messageId)))
    .get();
  return row?.readingId ?? null;
}
