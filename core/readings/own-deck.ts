/**
 * A draw made with the person's own physical deck (DESIGN §6b): the cards they name are checked
 * against the spread and the 78 before anything is written, and stored in the spread's order.
 */
import { AppError } from '../errors.js';
import { findCard } from '../tarot/deck.js';
import type { DrawnCard } from '../tarot/draw.js';
import type { SpreadDef } from '../tarot/spreads.js';

export interface OwnCard {
  position: string;
  card_id: string;
  reversed: boolean;
}

/** What is wrong with the named cards, by field (`cards[2].card_id`), or an empty object. */
export function ownDeckIssues(spread: SpreadDef, cards: readonly OwnCard[]): Record<string, string> {
  const issues: Record<string, string> = {};
  const seenPositions = new Set<string>();
  const seenCards = new Set<string>();
  cards.forEach((card, i) => {
    if (!spread.positions.includes(card.position))
      issues[`cards[${i}].position`] = 'not a position of this spread';
    else if (seenPositions.has(card.position))
      issues[`cards[${i}].position`] = `"${card.position}" appears twice`;
    seenPositions.add(card.position);
    if (!findCard(card.card_id)) issues[`cards[${i}].card_id`] = `unknown card "${card.card_id}"`;
    else if (seenCards.has(card.card_id)) issues[`cards[${i}].card_id`] = `"${card.card_id}" appears twice`;
    seenCards.add(card.card_id);
  });
  const missing = spread.positions.filter((p) => !seenPositions.has(p));
  if (missing.length > 0)
    issues.cards = `missing position${missing.length > 1 ? 's' : ''} ${missing.map((p) => `"${p}"`).join(', ')}`;
  return issues;
}

/** The named cards as a draw in the spread's order; 422 naming every wrong field. */
export function ownDeckDraw(spread: SpreadDef, cards: readonly OwnCard[]): DrawnCard[] {
  const issues = ownDeckIssues(spread, cards);
  const fields = Object.entries(issues);
  if (fields.length > 0)
    throw new AppError(422, 'validation_error', fields.map(([k, v]) => `${k}: ${v}`).join('; '), {
      fields: issues,
    });
  return spread.positions.map((position) => {
    const card = cards.find((c) => c.position === position) as OwnCard;
    return { position, card_id: card.card_id, reversed: card.reversed };
  });
}
