/** Prices and bonuses in one place (DESIGN §7). Token amounts are whole tokens. */

export const WELCOME_BONUS = 10;

export interface TokenPackage {
  id: string;
  tokens: number;
  stars: number;
}

export const TOKEN_PACKAGES: readonly TokenPackage[] = [
  { id: 'starter', tokens: 25, stars: 50 },
  { id: 'seeker', tokens: 60, stars: 100 },
  { id: 'mystic', tokens: 150, stars: 225 },
  { id: 'oracle', tokens: 400, stars: 500 },
];

/** A follow-up question on a finished reading: one clarifier card, priced as the one-card spreads (ADR 0037). */
export const FOLLOWUP_COST = 1;
export const FOLLOWUPS_PER_READING = 3;
/**
 * The monthly Stars subscription (DESIGN §6b, ADR 0042): each monthly charge grants `tokens`. Telegram
 * allows subscriptions only in Stars, with a period of exactly 30 days and a price of at most 10,000.
 */
export const SUBSCRIPTION_PLAN: TokenPackage = { id: 'monthly', tokens: 150, stars: 150 };

/** Telegram's only subscription period: 30 days, in seconds. */
export const SUBSCRIPTION_PERIOD_SECONDS = 2_592_000;
