/**
 * Direct end-labels for a uPlot chart: each line's last value (and its name, where there is room) in a
 * gutter right of the plot, in the line's colour, never over a line. Labels that would collide are
 * pushed at least END_GAP apart, each joined to its line's end by a short leader (ADR 0095).
 */
import type uPlot from 'uplot';
import { END_GAP, spreadApart } from './spread-apart.js';

/** From the plot's edge to a label: the leader's length. */
const LEADER = 8;

/** The gutter the labels need right of the plot, in CSS px, measured in their font. */
export function endLabelsGutter(texts: string[], font: string): number {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return 0;
  ctx.font = font;
  return Math.ceil(Math.max(0, ...texts.map((text) => ctx.measureText(text).width))) + LEADER + 6;
}

/** `texts[i]` and `colors[i]` label series i + 1 (series 0 is the x axis). */
export function endLabels({ texts, colors }: { texts: string[]; colors: string[] }): uPlot.Plugin {
  const layer = document.createElement('div');
  layer.className = 'admin-chart__ends';
  const spans = texts.map((text, i) => {
    const span = document.createElement('span');
    span.className = 'admin-chart__end';
    span.textContent = text;
    span.style.color = colors[i] ?? '';
    return layer.appendChild(span);
  });
  return {
    hooks: {
      init: (u) => {
        u.over.parentElement?.append(layer);
      },
      draw: (u) => {
        const last = u.data[0].length - 1;
        if (last < 0) return;
        const ratio = devicePixelRatio;
        const top = u.bbox.top / ratio;
        const right = (u.bbox.left + u.bbox.width) / ratio;
        const ends = u.series.slice(1).map((s, i) => {
          const value = u.data[i + 1]?.[last];
          return typeof value === 'number' ? top + u.valToPos(value, s.scale ?? 'y') : top;
        });
        const placed = spreadApart(ends, END_GAP, top + END_GAP / 2, top + u.bbox.height / ratio);
        const ctx = u.ctx;
        ctx.save();
        ctx.lineWidth = ratio;
        spans.forEach((span, i) => {
          const [from, to] = [ends[i] ?? 0, placed[i] ?? 0];
          span.style.left = `${right + LEADER}px`;
          span.style.top = `${to}px`;
          ctx.strokeStyle = colors[i] ?? '';
          ctx.beginPath();
          ctx.moveTo(right * ratio, from * ratio);
          ctx.lineTo((right + LEADER - 2) * ratio, to * ratio);
          ctx.stroke();
        });
        ctx.restore();
      },
    },
  };
}
