/** The admin chart's days (ADR 0073): from the first day with figures, at least a week, the rest kept. */
import { describe, expect, it } from 'vitest';
import { visibleDays } from '../../miniapp/src/features/admin/dashboard/visible-days.js';

const days = (counts: number[]) =>
  counts.map((n, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, signups: n, tokens_spent: 0 }));

describe('visibleDays', () => {
  it('starts at the first day with a figure and names it', () => {
    const { days: shown, since } = visibleDays(days([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 3]));
    expect(shown[0]?.day).toBe('2026-11-11');
    expect(shown).toHaveLength(7);
    expect(since).toBe('2026-11-11');
  });

  it('keeps a week when the data starts on the last day, and says from when', () => {
    const { days: shown, since } = visibleDays(days([...Array(29).fill(0), 5]));
    expect(shown.map((d) => d.day)).toEqual([24, 25, 26, 27, 28, 29, 30].map((n) => `2026-11-${n}`));
    expect(since).toBe('2026-11-30');
  });

  it('keeps every day when the first already has figures, or when none has any', () => {
    expect(visibleDays(days([1, 0, 0]))).toEqual({ days: days([1, 0, 0]), since: null });
    expect(visibleDays(days([0, 0, 0]))).toEqual({ days: days([0, 0, 0]), since: null });
  });
});
