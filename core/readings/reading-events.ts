/**
 * The events a client streaming a reading receives: the text so far, then live deltas, then done or
 * error. A finished reading yields its whole text at once; one another process is writing is followed
 * through the database (ADR 0052). Ends after the terminal event.
 */
import type { Db } from '../../db/client.js';
import { storedSectionCards } from './interpretation-sections.js';
import { type Interpretations, type StreamEvent, storedEvents } from './interpretations.js';
import { generationEvents } from './live-generations.js';
import { ownReading } from './queries.js';
import { type SectionCard, streamingMarks } from './reading-sections.js';

export function readingEvents(
  db: Db,
  interpretations: Interpretations,
  userId: number,
  readingId: string,
): AsyncGenerator<StreamEvent> {
  // The parts placed so far go with a delta only when they change, as the live stream sends them.
  let marks = '';
  let cards: SectionCard[] | undefined;
  return generationEvents<StreamEvent>({
    subscribe: (listener) => interpretations.subscribe(readingId, listener),
    settled: () => storedEvents(ownReading(db, userId, readingId)),
    start: () => interpretations.start(readingId),
    elsewhere: () => interpretations.elsewhere(readingId),
    changed: () => interpretations.changed(),
    delta(text, whole) {
      cards ??= storedSectionCards(ownReading(db, userId, readingId));
      const placed = streamingMarks(whole, cards);
      const key = JSON.stringify(placed);
      if (key === marks) return { type: 'delta', text };
      marks = key;
      return { type: 'delta', text, sections: placed };
    },
  });
}
