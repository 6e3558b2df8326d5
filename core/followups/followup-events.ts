/** The events a client streaming a follow-up's answer receives, as for a reading (reading-events.ts). */
import type { Db } from '../../db/client.js';
import { generationEvents } from '../readings/live-generations.js';
import { FOLLOWUP_FAILURE_MESSAGE, type FollowupAnswers, type FollowupEvent } from './followup-answers.js';
import { toFollowupDto } from './followup-dto.js';
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
    settled() {
      const row = ownFollowup(db, userId, readingId, followupId);
      if (row.status === 'complete' || row.status === 'declined')
        return [
          { type: 'delta', text: row.answer },
          { type: 'done', followup: toFollowupDto(row) },
        ];
      if (row.status === 'failed')
        return [{ type: 'error', detail: { message: FOLLOWUP_FAILURE_MESSAGE, code: 'followup_failed' } }];
      return null;
    },
    start: () => answers.start(followupId),
  });
}
