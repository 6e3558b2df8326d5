/**
 * The spreads: named positions, token costs and levels (DESIGN §6, §7, ADR 0047). A spread costs half
 * its cards, rounded up. Names and explanations live in locales/<lang>/spreads.json.
 */
import { namespace } from '../i18n.js';
import type { Locale } from '../locales.js';

/** How much a spread asks of its reader: the mini-app's picker groups spreads by it. */
export const LEVELS = ['beginner', 'intermediate', 'deep'] as const;
export type Level = (typeof LEVELS)[number];

export interface SpreadDef {
  id: string;
  positions: readonly string[];
  cost: number;
  level: Level;
  /** The first draw of the UTC day costs nothing. */
  freeDaily: boolean;
}

/** In each level from the cheapest, and so the fewest cards, up: the order the picker lists them in. */
export const SPREADS: readonly SpreadDef[] = [
  { id: 'daily', positions: ['card'], cost: 1, level: 'beginner', freeDaily: true },
  { id: 'yes-no', positions: ['answer'], cost: 1, level: 'beginner', freeDaily: false },
  {
    id: 'three-cards',
    positions: ['past', 'present', 'future'],
    cost: 2,
    level: 'beginner',
    freeDaily: false,
  },
  {
    id: 'situation-obstacle-advice',
    positions: ['situation', 'obstacle', 'advice'],
    cost: 2,
    level: 'beginner',
    freeDaily: false,
  },
  // You, them and what lives between you: for any bond, not only a partner.
  {
    id: 'two-people',
    positions: ['you', 'them', 'between'],
    cost: 2,
    level: 'beginner',
    freeDaily: false,
  },
  {
    id: 'decision',
    positions: ['situation', 'path_a', 'path_a_brings', 'path_b', 'path_b_brings', 'advice'],
    cost: 3,
    level: 'intermediate',
    freeDaily: false,
  },
  {
    id: 'month-ahead',
    positions: ['theme', 'week_1', 'week_2', 'week_3', 'week_4'],
    cost: 3,
    level: 'intermediate',
    freeDaily: false,
  },
  {
    id: 'relationship',
    positions: ['you', 'partner', 'connection', 'challenge', 'potential'],
    cost: 3,
    level: 'intermediate',
    freeDaily: false,
  },
  {
    id: 'career',
    positions: ['current', 'strengths', 'challenges', 'action', 'outcome'],
    cost: 3,
    level: 'intermediate',
    freeDaily: false,
  },
  {
    id: 'shadow-work',
    positions: ['shadow', 'root', 'mask', 'gift', 'integration'],
    cost: 3,
    level: 'deep',
    freeDaily: false,
  },
  {
    id: 'horseshoe',
    positions: ['past', 'present', 'hidden', 'obstacle', 'environment', 'advice', 'outcome'],
    cost: 4,
    level: 'deep',
    freeDaily: false,
  },
  {
    id: 'celtic-cross',
    positions: [
      'present',
      'challenge',
      'foundation',
      'past',
      'crown',
      'near_future',
      'self',
      'environment',
      'hopes_fears',
      'outcome',
    ],
    cost: 5,
    level: 'deep',
    freeDaily: false,
  },
  // A theme for the year and one card for each of the twelve months from the reading's own.
  {
    id: 'year-ahead',
    positions: ['year_theme', ...Array.from({ length: 12 }, (_, i) => `month_${i + 1}`)],
    cost: 7,
    level: 'deep',
    freeDaily: false,
  },
];

export function findSpread(id: string): SpreadDef | undefined {
  return SPREADS.find((s) => s.id === id);
}

interface SpreadText {
  name: string;
  description: string;
  positions: Record<string, string>;
  /** One line per position on what it asks of its card, shown in the mini-app and sent to the AI. */
  hints: Record<string, string>;
  /**
   * Shorter names for the spread's picture, where the full ones are too long to sit under a narrow card
   * (the Celtic Cross); the full names stay in the reading's text.
   */
  labels?: Record<string, string>;
  /** Two Paths: a path's names once the person has named it, `{{name}}` standing for their words. */
  named?: Record<string, string>;
  /** Month Ahead: each week named by the day it begins, `{{date}}`. */
  dated?: string;
}

export function spreadText(locale: Locale, id: string): SpreadText {
  const text = namespace<Record<string, SpreadText>>(locale, 'spreads')[id];
  if (!text) throw new Error(`no text for spread ${id} in ${locale}`);
  return text;
}

export function spreadDtos(locale: Locale) {
  return SPREADS.map((spread) => {
    const text = spreadText(locale, spread.id);
    return {
      id: spread.id,
      name: text.name,
      description: text.description,
      positions: spread.positions.map((key) => ({
        key,
        name: text.positions[key] ?? key,
        label: text.labels?.[key] ?? text.positions[key] ?? key,
        explanation: text.hints[key] ?? '',
      })),
      cost: spread.cost,
      level: spread.level,
      free_daily: spread.freeDaily,
    };
  });
}
