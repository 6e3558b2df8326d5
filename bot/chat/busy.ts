/**
 * Whose reading is being written in the chat right now: one at a time per person (issue 25 §5), across
 * every process on the database. The slot is a claim (core/claims.ts, ADR 0052) renewed while the
 * reading is written, so a webhook update that lands on another process waits too, and a process that
 * dies mid-reading frees the slot once its claim runs out.
 */
import type { Claims } from '../../core/claims.js';

export interface ChatBusy {
  /** Takes the person's one slot; false when a reading of theirs is already being written anywhere. */
  begin(userId: number): boolean;
  /** Runs the writing under the slot taken, keeping it alive until the work ends, then frees it. */
  hold(userId: number, work: () => Promise<void>): Promise<void>;
  end(userId: number): void;
  has(userId: number): boolean;
}

const slot = (userId: number) => `chat:${userId}`;

export function createChatBusy(claims: Claims): ChatBusy {
  // A claim this process holds can be taken again (core/claims.ts): the set keeps one per person here.
  const writing = new Set<number>();
  const self: ChatBusy = {
    begin(userId) {
      if (writing.has(userId) || !claims.take(slot(userId))) return false;
      writing.add(userId);
      return true;
    },
    async hold(userId, work) {
      try {
        await claims.holding(slot(userId), work);
      } finally {
        self.end(userId);
      }
    },
    end(userId) {
      if (writing.delete(userId)) claims.release(slot(userId));
    },
    has: (userId) => writing.has(userId) || claims.elsewhere(slot(userId)) !== null,
  };
  return self;
}
