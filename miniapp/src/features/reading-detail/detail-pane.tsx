/**
 * The reading's date, title, question and spread: over the reading on a phone; from 1024 px a pane
 * beside it, held in view by its top while it fits the screen, else by its foot, as the reveal's stage
 * is (ADR 0084, 0092).
 */
import { type ReactNode, useRef } from 'react';
import { useStageHeight } from '../../lib/use-stage-height.js';

export function DetailPane({ children }: { children: ReactNode }) {
  const pane = useRef<HTMLDivElement>(null);
  useStageHeight(pane);
  return (
    <div className="detail__pane" ref={pane}>
      {children}
    </div>
  );
}
