/**
 * The events a client streaming a reading receives: the text so far, then live deltas, then done or
 * error. A finished reading yields its whole text at once. Ends after the terminal event.
 */
import type { Db } from '../../db/client.js';
import { FAILURE_MESSAGE, type Interpretations, type StreamEvent } from './interpretations.js';
import { generationEvents } from './live-generations.js';
import { ownReading } from './queries.js';
import { toReadingDto } from './reading-dto.js';

export function readingEvents(
  db: Db,
  interpretations: Interpretations,
  userId: number,
  readingId: string,
): AsyncGenerator<StreamEvent> {
  return generationEvents<StreamEvent>({
    subscribe: (listener) => interpretations.subscribe(readingId, listener),
    settled() {
      const row = ownReading(db, userId, readingId);
      if (row.status === 'complete' || row.status === 'declined')
        return [
          { type: 'delta', text: row.interpretation },
          { type: 'done', reading: toReadingDto(row) },
        ];
      if (row.status === 'failed')
        return [{ type: 'error', detail: { message: FAILURE_MESSAGE, code: 'reading_failed' } }];
      return null;
    },
    start: () => interpretations.start(readingId),
  });
}
