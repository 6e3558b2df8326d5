/** The admin chart's end labels (ADR 0095): pushed apart so no two are closer than 14 px, order kept. */
import { describe, expect, it } from 'vitest';
import { END_GAP, spreadApart } from '../../miniapp/src/features/admin/dashboard/spread-apart.js';

/** The smallest distance between any two placed labels. */
const closest = (ys: number[]) => {
  const sorted = [...ys].sort((a, b) => a - b);
  return Math.min(...sorted.slice(1).map((y, i) => y - (sorted[i] as number)));
};

describe('spreadApart', () => {
  it('keeps at least 14 px between labels when five lines end at zero on the bottom edge', () => {
    const placed = spreadApart([290, 300, 300, 300, 300], END_GAP, 10, 300);
    expect(closest(placed)).toBeGreaterThanOrEqual(14);
    expect(Math.max(...placed)).toBeLessThanOrEqual(300);
  });

  it('keeps the gap when crowded at the top edge too, and keeps the lines in their order', () => {
    const ys = [12, 10, 11, 14, 13, 10];
    const placed = spreadApart(ys, END_GAP, 10, 300);
    expect(closest(placed)).toBeGreaterThanOrEqual(14);
    expect(Math.min(...placed)).toBeGreaterThanOrEqual(10);
    // The line ending highest keeps the highest label.
    const byEnd = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
    const byLabel = placed.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
    expect(byLabel.map((l) => l.i)).toEqual(byEnd.map((l) => l.i));
  });

  it('leaves labels where their lines end when they are far apart', () => {
    expect(spreadApart([40, 120, 200], END_GAP, 10, 300)).toEqual([40, 120, 200]);
  });

  it('keeps the gap even when there is no room for every label between top and bottom', () => {
    expect(closest(spreadApart([50, 50, 50, 50], END_GAP, 40, 60))).toBeGreaterThanOrEqual(14);
  });
});
