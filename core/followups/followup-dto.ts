/** A follow-up as callers see it (DESIGN §6b). */
import type { FollowupRow } from '../../db/schema.js';
import { declinedAnswer } from '../safety/declined-answer.js';
import type { SupportAnswer } from '../safety/support-answer.js';

export interface FollowupDto {
  id: string;
  question: string;
  /** The clarifier card; null when the safety layer answered instead of the cards. */
  card: { card_id: string; reversed: boolean } | null;
  answer: string;
  status: FollowupRow['status'];
  /** `followup`, or the safety layer's `support` or `reframed` answer. */
  kind: FollowupRow['kind'];
  /** The safety layer's answer, structured as a reading's is; null for a follow-up the cards answered. */
  support: SupportAnswer | null;
  cost: number;
  created_at: string;
}

export function toFollowupDto(row: FollowupRow): FollowupDto {
  return {
    id: row.id,
    question: row.question,
    card: row.cardId ? { card_id: row.cardId, reversed: row.reversed } : null,
    answer: row.answer,
    status: row.status,
    kind: row.kind,
    support: declinedAnswer(row),
    cost: row.cost,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
