/**
 * The events a client streaming a reading receives: the text so far, then live deltas, then done or
 * error. A finished reading yields its whole text at once. Ends after the terminal event.
 */
import type { Db } from '../../db/client.js';
import { FAILURE_MESSAGE, type Interpretations, type StreamEvent } from './interpretations.js';
import { ownReading } from './queries.js';
import { toReadingDto } from './reading-dto.js';

export async function* readingEvents(
  db: Db,
  interpretations: Interpretations,
  userId: number,
  readingId: string,
): AsyncGenerator<StreamEvent> {
  const queue: StreamEvent[] = [];
  let wake: (() => void) | null = null;
  const listener = (event: StreamEvent) => {
    queue.push(event);
    wake?.();
  };

  let unsubscribe = interpretations.subscribe(readingId, listener);
  if (!unsubscribe) {
    const row = ownReading(db, userId, readingId);
    if (row.status === 'complete' || row.status === 'declined') {
      yield { type: 'delta', text: row.interpretation };
      yield { type: 'done', reading: toReadingDto(row) };
      return;
    }
    if (row.status === 'failed') {
      yield { type: 'error', detail: { message: FAILURE_MESSAGE, code: 'reading_failed' } };
      return;
    }
    // Pending but not running: a previous process stopped mid-way. Generate it now.
    interpretations.start(readingId);
    unsubscribe = interpretations.subscribe(readingId, listener);
    if (!unsubscribe) {
      yield* readingEvents(db, interpretations, userId, readingId);
      return;
    }
  }
  try {
    while (true) {
      const event = queue.shift();
      if (!event) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      yield event;
      if (event.type !== 'delta') return;
    }
  } finally {
    unsubscribe();
  }
}
