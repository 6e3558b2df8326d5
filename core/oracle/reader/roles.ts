/**
 * What each spread position asks of a card, so the reader frames "Past" differently from "Outcome".
 * Positions that ask the same thing share a role (the Celtic Cross "challenge" and the relationship
 * "challenge" are both obstacles).
 */
export const ROLES = [
  'day',
  'answer',
  'past',
  'foundation',
  'present',
  'future',
  'outcome',
  'obstacle',
  'advice',
  'self',
  'other',
  'surroundings',
  'bond',
  'aim',
  'hopes',
  'strengths',
  'path',
  'brings',
  'theme',
  'week',
  'year',
  'month',
  'hidden',
  'unseen',
  'mask',
] as const;
export type Role = (typeof ROLES)[number];

const BY_POSITION: Record<string, Role> = {
  card: 'day',
  answer: 'answer',
  past: 'past',
  foundation: 'foundation',
  present: 'present',
  current: 'present',
  situation: 'present',
  future: 'future',
  near_future: 'future',
  outcome: 'outcome',
  potential: 'outcome',
  obstacle: 'obstacle',
  challenge: 'obstacle',
  challenges: 'obstacle',
  advice: 'advice',
  action: 'advice',
  you: 'self',
  self: 'self',
  partner: 'other',
  environment: 'surroundings',
  connection: 'bond',
  crown: 'aim',
  hopes_fears: 'hopes',
  strengths: 'strengths',
  // Two paths: each option, then what it brings further down the road.
  path_a: 'path',
  path_b: 'path',
  path_a_brings: 'brings',
  path_b_brings: 'brings',
  // The month ahead.
  theme: 'theme',
  week_1: 'week',
  week_2: 'week',
  week_3: 'week',
  week_4: 'week',
  // Two people: you, them and what lives between you.
  them: 'other',
  between: 'bond',
  // The year ahead: its theme, then twelve months.
  year_theme: 'year',
  ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`month_${i + 1}`, 'month' as const])),
  // The horseshoe's hidden influences.
  hidden: 'hidden',
  // Shadow work: the shadow itself, its root, how it shows, its gift and the way to integrate it.
  shadow: 'unseen',
  root: 'foundation',
  mask: 'mask',
  gift: 'strengths',
  integration: 'advice',
};

export const roleOf = (position: string): Role => BY_POSITION[position] ?? 'present';

/** Roles that look ahead: a card there weighs double in a leaning (spread-leaning.ts). */
export const AHEAD: ReadonlySet<Role> = new Set([
  'future',
  'brings',
  'outcome',
  'answer',
  'day',
  'week',
  'month',
]);

/** A spread read month by month (the Year Ahead): a calendar, not one question's story. */
export const isCalendar = (cards: { position: string }[]) =>
  cards.some((c) => roleOf(c.position) === 'month');

/** Roles that name what stands in the way: the obstacle, and the shadow's hidden one. */
export const BLOCKING: ReadonlySet<Role> = new Set(['obstacle', 'unseen']);
