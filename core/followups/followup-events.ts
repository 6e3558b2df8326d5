/**
 * The events a client streaming a follow-up's answer receives, as for a reading (reading-events.ts),
 * followed through the database while another process writes it (ADR 0052).
 */
import type { Db } from '../../db/client.js';
import { generationEvents } from '../readings/live-generations.js';
import { type FollowupAnswers, type FollowupEvent, storedFollowupEvents } from './followup-answers.js';
import { ownFollowup } from './queries.js';

export function followupEvents(
  db: Db,
  answers: FollowupAnswers,
  userId: number,
  readingId: string,
  followupId: string,
): AsyncGenerator<FollowupEvent> {
  return generationEvents<FollowupEvent>({
    subscribe: (listener) => answers.subscribe(followupId, listener),
    settled: () => storedFollowupEvents(ownFollowup(db, userId, readingId, followupId)),
    start: () => answers.start(followupId),
    elsewhere: () => answers.elsewhere(followupId),
    changed: () => answers.changed(),
    delta: (text) => ({ type: 'delta', text }),
  });
}
