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
};

export const roleOf = (position: string): Role => BY_POSITION[position] ?? 'present';

/** Roles that look ahead: a Major Arcana card there marks a turning point. */
export const AHEAD: ReadonlySet<Role> = new Set(['future', 'outcome', 'answer', 'day']);
