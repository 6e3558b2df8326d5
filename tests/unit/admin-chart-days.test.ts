/** The admin chart's days and lines (ADR 0073, 0095): from the first day with figures; lines with data only. */
import { describe, expect, it } from 'vitest';
import { type Figure, seriesWithData } from '../../miniapp/src/features/admin/dashboard/chart-series.js';
import { visibleDays } from '../../miniapp/src/features/admin/dashboard/visible-days.js';

const days = (counts: number[]) =>
  counts.map((n, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, signups: n, tokens_spent: 0 }));

describe('visibleDays', () => {
  it('starts the axis on the first day with a figure, the day the note names', () => {
    const { days: shown, since } = visibleDays(days([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 3]));
    expect(shown[0]?.day).toBe('2026-11-11');
    expect(shown).toHaveLength(7);
    expect(since).toBe('2026-11-11');
  });

  it('shows the one day when the data starts on the last day', () => {
    const { days: shown, since } = visibleDays(days([...Array(29).fill(0), 5]));
    expect(shown.map((d) => d.day)).toEqual(['2026-11-30']);
    expect(since).toBe('2026-11-30');
  });

  it('keeps every day when the first already has figures, or when none has any', () => {
    expect(visibleDays(days([1, 0, 0]))).toEqual({ days: days([1, 0, 0]), since: null });
    expect(visibleDays(days([0, 0, 0]))).toEqual({ days: days([0, 0, 0]), since: null });
  });
});

describe('seriesWithData', () => {
  const day = (figures: Partial<Record<Figure, number>>) => ({
    signups: 0,
    active_users: 0,
    readings_complete: 0,
    readings_failed: 0,
    support_answers: 0,
    tokens_spent: 0,
    ...figures,
  });

  it('leaves out a series that is zero on every day, the tokens with their axis among them', () => {
    const shown = seriesWithData([day({ signups: 6 }), day({ active_users: 1, readings_complete: 25 })]);
    expect(shown.map((s) => s.key)).toEqual(['signups', 'active_users', 'readings_complete']);
    expect(shown.some((s) => s.tokens)).toBe(false);
  });

  it('keeps the tokens when some day spent any, and one flat line when nothing happened at all', () => {
    expect(seriesWithData([day({}), day({ tokens_spent: 3 })]).map((s) => s.key)).toEqual(['tokens_spent']);
    expect(seriesWithData([day({})]).map((s) => s.key)).toEqual(['signups']);
  });
});
