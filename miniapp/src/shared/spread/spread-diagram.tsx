/** A spread's shape in small card silhouettes, from the same grid the drawn spread lies in. */
import type { CSSProperties } from 'react';
import { layoutFor } from './layouts.js';
import './spread-diagram.css';

export function SpreadDiagram({ spreadId, positions }: { spreadId: string; positions: string[] }) {
  const layout = layoutFor(spreadId, positions);
  return (
    <span
      className="spread-diagram"
      style={{ '--columns': layout.columns, '--rows': layout.rows } as CSSProperties}
      aria-hidden
    >
      {positions.map((key, i) => {
        const slot = layout.slots[key] ?? { col: i * 2 + 1, row: 1 };
        return (
          <span
            key={key}
            className={`spread-diagram__card${slot.crosses ? ' is-crossing' : ''}`}
            style={{ gridColumn: `${slot.col} / span 2`, gridRow: slot.row }}
          />
        );
      })}
    </span>
  );
}
