/**
 * Every spread has a shape in the mini-app (cells of a grid, two columns per card; its own on a phone or
 * a wide screen where it has one) and on the share image (card widths and heights): every position has its place, inside the grid, and no two cards
 * lie on each other except the one that crosses another by design (the Celtic Cross's challenge).
 */
import { describe, expect, it } from 'vitest';
import { imageSlots } from '../../core/share/spread-layout.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { LAYOUTS, type Layout } from '../../miniapp/src/shared/spread/layouts.js';

const pairs = <T>(items: T[]): [T, T][] =>
  items.flatMap((a, i) => items.slice(i + 1).map((b) => [a, b] as [T, T]));

describe.each(SPREADS.map((s) => [s.id, s] as const))('the %s spread', (id, spread) => {
  const shapes = (() => {
    const layout = LAYOUTS[id];
    if (!layout) return [];
    return [
      ['', layout],
      ['on a phone', layout.phone],
      ['on a wide screen', layout.desk],
    ].filter((entry): entry is [string, Layout] => entry[1] !== undefined);
  })();

  it('has a shape in the mini-app', () => {
    expect(LAYOUTS[id], id).toBeDefined();
  });

  it.each(shapes)(
    'has a cell for every position in the mini-app %s, inside its grid, none on another',
    (_, layout) => {
      expect(Object.keys(layout.slots).sort()).toEqual([...spread.positions].sort());
      const slots = Object.entries(layout.slots);
      for (const [key, slot] of slots) {
        expect(slot.col >= 1 && slot.col + 1 <= layout.columns, `${key} column`).toBe(true);
        expect(slot.row >= 1 && slot.row <= layout.rows, `${key} row`).toBe(true);
        if (slot.crosses) expect(spread.positions, `${key} crosses`).toContain(slot.crosses);
      }
      // The grid is as small as its cards: its last column and last row hold a card.
      expect(Math.max(...slots.map(([, s]) => s.col + 1))).toBe(layout.columns);
      expect(Math.max(...slots.map(([, s]) => s.row))).toBe(layout.rows);
      for (const [[a, sa], [b, sb]] of pairs(slots)) {
        if (sa.crosses === b || sb.crosses === a) continue;
        const apart = sa.row !== sb.row || Math.abs(sa.col - sb.col) >= 2;
        expect(apart, `${a} and ${b}`).toBe(true);
      }
    },
  );

  it("puts each column head right over its column's top card, all in one row", () => {
    const heads = LAYOUTS[id]?.heads ?? [];
    expect(new Set(heads.map((h) => h.above)).size).toBeLessThanOrEqual(1);
    for (const head of heads) {
      const slot = LAYOUTS[id]?.slots[head.of];
      expect(slot, head.of).toEqual(expect.objectContaining({ col: head.col, row: head.above }));
    }
  });

  it('lies on the share image in the same shape, no card on another', () => {
    const slots = imageSlots(id, spread.positions.length);
    const layout = LAYOUTS[id];
    // A spread laid in rows in the mini-app is laid in rows on the image too, not in the fallback line.
    if (layout && layout.rows > 1) expect(new Set(slots.map((s) => s.down)).size).toBeGreaterThan(1);
    const placed = slots.map((slot, i) => ({ slot, key: spread.positions[i] ?? '' }));
    for (const [a, b] of pairs(placed)) {
      if (a.slot.quarterTurn || b.slot.quarterTurn) continue;
      const overlap = Math.abs(a.slot.across - b.slot.across) < 1 && Math.abs(a.slot.down - b.slot.down) < 1;
      expect(overlap, `${a.key} and ${b.key}`).toBe(false);
    }
  });
});

describe('Two Paths', () => {
  it('reads top-down on the share image: where you stand, each path a column, what helps you choose', () => {
    const spread = SPREADS.find((s) => s.id === 'decision');
    const slots = imageSlots('decision', spread?.positions.length ?? 0);
    const at = Object.fromEntries((spread?.positions ?? []).map((p, i) => [p, slots[i]]));
    for (const path of ['path_a', 'path_b']) {
      expect(at[path]?.down).toBeGreaterThan(at.situation?.down ?? Number.NaN);
      expect(at[`${path}_brings`]?.down).toBeGreaterThan(at[path]?.down ?? Number.NaN);
      expect(at[`${path}_brings`]?.across).toBe(at[path]?.across);
      expect(at.advice?.down).toBeGreaterThan(at[`${path}_brings`]?.down ?? Number.NaN);
    }
    expect(at.path_a?.across).toBeLessThan(at.path_b?.across ?? Number.NaN);
  });
});
