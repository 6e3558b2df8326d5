/**
 * A person's journal in numbers (DESIGN §6b): what their complete readings in the last 30, 90 or 365
 * UTC days held. Only the window's rows are read, through the (user_id, created_at) index; the current
 * streak alone may look further back while it is unbroken (ADR 0039).
 */
import { and, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readings } from '../../db/schema.js';
import { findCard } from '../tarot/deck.js';
import type { DrawnCard } from '../tarot/draw.js';
import { currentRun, DAY_MS, dayNumber, longestRun } from './streak.js';

export const INSIGHT_WINDOWS = [30, 90, 365] as const;
export type InsightWindow = (typeof INSIGHT_WINDOWS)[number];

/** Drawn this many times in the window, a card is recurring. */
export const RECURRING_MIN = 3;
const TOP_CARDS = 5;

export interface Insights {
  days: InsightWindow;
  readings: number;
  cards_drawn: number;
  majors_share: number;
  reversed_share: number;
  suits: { major: number; wands: number; cups: number; swords: number; pentacles: number };
  top_cards: { card_id: string; count: number }[];
  recurring: { card_id: string; count: number; last_seen: string }[];
  streak: { current: number; longest: number };
}

/** The window covers today and the days - 1 UTC days before it, up to now. */
export const windowStart = (now: number, days: number) => (dayNumber(now) - (days - 1)) * DAY_MS;

/** A fraction to three decimals (0.1 %), 0 when there is nothing to divide. */
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);

const complete = (userId: number) => and(eq(readings.userId, userId), eq(readings.status, 'complete'));

export function insightsFor(db: Db, userId: number, days: InsightWindow, now: number): Insights {
  const from = windowStart(now, days);
  // JSON.parse in JS measured twice as fast as SQLite's json_each over the same rows (ADR 0039).
  const rows = db
    .select({ cards: readings.cards, createdAt: readings.createdAt })
    .from(readings)
    .where(and(complete(userId), gte(readings.createdAt, from), lte(readings.createdAt, now)))
    .all();
  const suits = { major: 0, wands: 0, cups: 0, swords: 0, pentacles: 0 };
  const counts = new Map<string, { count: number; lastSeen: number }>();
  const activeDays = new Set<number>();
  let cardsDrawn = 0;
  let reversed = 0;
  for (const row of rows) {
    activeDays.add(dayNumber(row.createdAt));
    for (const card of JSON.parse(row.cards) as DrawnCard[]) {
      cardsDrawn += 1;
      if (card.reversed) reversed += 1;
      const def = findCard(card.card_id);
      if (def) suits[def.suit ?? 'major'] += 1;
      const seen = counts.get(card.card_id);
      counts.set(card.card_id, {
        count: (seen?.count ?? 0) + 1,
        lastSeen: Math.max(seen?.lastSeen ?? 0, row.createdAt),
      });
    }
  }
  // Most drawn first, ties by card id, so the order never depends on the rows' order.
  const ranked = [...counts].map(([card_id, c]) => ({ card_id, count: c.count, lastSeen: c.lastSeen }));
  ranked.sort((a, b) => b.count - a.count || a.card_id.localeCompare(b.card_id));
  const current = currentStreak(db, userId, activeDays, dayNumber(now), dayNumber(from));
  return {
    days,
    readings: rows.length,
    cards_drawn: cardsDrawn,
    majors_share: share(suits.major, cardsDrawn),
    reversed_share: share(reversed, cardsDrawn),
    suits,
    top_cards: ranked.slice(0, TOP_CARDS).map(({ card_id, count }) => ({ card_id, count })),
    recurring: ranked
      .filter((c) => c.count >= RECURRING_MIN)
      .map((c) => ({ card_id: c.card_id, count: c.count, last_seen: new Date(c.lastSeen).toISOString() })),
    // A current streak that began before the window is still the longest the window has seen.
    streak: { current, longest: Math.max(longestRun(activeDays), current) },
  };
}

/** The current streak alone (the daily message shows it): the last 30 days, then back while unbroken. */
export function currentStreakFor(db: Db, userId: number, now: number): number {
  const from = windowStart(now, INSIGHT_WINDOWS[0]);
  const days = db
    .select({ createdAt: readings.createdAt })
    .from(readings)
    .where(and(complete(userId), gte(readings.createdAt, from), lte(readings.createdAt, now)))
    .all()
    .map((row) => dayNumber(row.createdAt));
  return currentStreak(db, userId, new Set(days), dayNumber(now), dayNumber(from));
}

const STREAK_PAGE = 500;

/**
 * The current streak. When it reaches back to the window's first day it may go on before it: earlier
 * readings are read newest first, a page at a time through the index, until a day is missed.
 */
function currentStreak(
  db: Db,
  userId: number,
  activeDays: Set<number>,
  today: number,
  firstDay: number,
): number {
  const inWindow = currentRun(activeDays, today);
  const end = activeDays.has(today) ? today : today - 1;
  if (inWindow === 0 || end - inWindow + 1 > firstDay) return inWindow;
  let streak = inWindow;
  let expected = firstDay - 1;
  let before = firstDay * DAY_MS;
  for (;;) {
    const page = db
      .select({ createdAt: readings.createdAt })
      .from(readings)
      .where(and(complete(userId), lt(readings.createdAt, before)))
      .orderBy(desc(readings.createdAt))
      .limit(STREAK_PAGE)
      .all();
    for (const { createdAt } of page) {
      const day = dayNumber(createdAt);
      if (day > expected) continue; // another reading on a day already counted
      if (day < expected) return streak;
      streak += 1;
      expected -= 1;
    }
    const last = page.at(-1);
    if (page.length < STREAK_PAGE || !last) return streak;
    before = last.createdAt;
  }
}
