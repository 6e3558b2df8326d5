/**
 * Direct end-labels for a uPlot chart: each line's last value (and its name, where there is room) at
 * its right end in the line's colour, on a halo of the panel's colour, nudged apart so none overlap.
 */
import type uPlot from 'uplot';

interface Options {
  names: string[];
  colors: string[];
  halo: string;
  font: string;
  format(value: number): string;
}

/** Plot widths (CSS px) from which the series' names fit beside their values. */
const NAMES_FROM = 420;

export function endLabels({ names, colors, halo, font, format }: Options): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const last = u.data[0].length - 1;
        if (last < 0) return;
        // The canvas counts device pixels; sizes here are CSS pixels.
        const px = (n: number) => n * devicePixelRatio;
        const withNames = u.bbox.width / devicePixelRatio >= NAMES_FROM;
        const gap = px(15);
        const labels = u.series
          .slice(1)
          .map((s, i) => {
            const value = u.data[i + 1]?.[last];
            if (typeof value !== 'number') return null;
            const text = withNames ? `${names[i]} ${format(value)}` : format(value);
            return { text, color: colors[i] ?? '#888', y: u.valToPos(value, s.scale ?? 'y', true) };
          })
          .filter((l): l is { text: string; color: string; y: number } => l !== null)
          .sort((a, b) => a.y - b.y);
        // Top to bottom, each at least a line below the one above; then back up if the last fell off.
        for (let i = 1; i < labels.length; i++) {
          const above = labels[i - 1] as (typeof labels)[number];
          const label = labels[i] as (typeof labels)[number];
          label.y = Math.max(label.y, above.y + gap);
        }
        const bottom = u.bbox.top + u.bbox.height - px(6);
        for (let i = labels.length - 1; i >= 0; i--) {
          const label = labels[i] as (typeof labels)[number];
          const below = labels[i + 1];
          label.y = Math.min(label.y, below ? below.y - gap : bottom);
        }
        const ctx = u.ctx;
        ctx.save();
        ctx.font = font.replace(/(\d+)px/, (_, size: string) => `${px(Number(size))}px`);
        ctx.textAlign = 'right';
        ctx.textBaseline = 'middle';
        ctx.lineJoin = 'round';
        const x = u.bbox.left + u.bbox.width - px(4);
        for (const label of labels) {
          ctx.lineWidth = px(4);
          ctx.strokeStyle = halo;
          ctx.strokeText(label.text, x, label.y);
          ctx.fillStyle = label.color;
          ctx.fillText(label.text, x, label.y);
        }
        ctx.restore();
      },
    },
  };
}
