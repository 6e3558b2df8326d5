/** Whose reading is being written in the chat right now: one at a time per person (issue 25 §5). */
export interface ChatBusy {
  /** Takes the person's one slot; false when a reading of theirs is already being written. */
  begin(userId: number): boolean;
  end(userId: number): void;
  has(userId: number): boolean;
}

export function createChatBusy(): ChatBusy {
  const writing = new Set<number>();
  return {
    begin(userId) {
      if (writing.has(userId)) return false;
      writing.add(userId);
      return true;
    },
    end: (userId) => void writing.delete(userId),
    has: (userId) => writing.has(userId),
  };
}
