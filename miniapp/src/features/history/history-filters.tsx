/**
 * One row of filter chips (design review 2026-11-27, UX #3): All, ★ Saved, then every spread by name.
 * Saved and a spread combine; tapping an active chip clears it, and All clears both. The row scrolls
 * sideways on a narrow screen instead of wrapping, and an edge with more past it fades (design review 7 #9).
 * Inside Telegram the chips are drawn as Learn's text tabs (ui/tab-row.css, ADR 0094).
 */
import { Star } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Spread } from '../../shared/spread/deck.js';
import { Icon } from '../../ui/icon.js';
import { scrollFadeClass, useScrollEdges } from '../../ui/use-scroll-edges.js';
import '../../ui/tab-row.css';
import type { Filters } from './history-store.js';

interface Props {
  spreads: Spread[];
  filters: Filters;
  onChange(change: Partial<Filters>): void;
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="history-chip" aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

export function HistoryFilters({ spreads, filters, onChange }: Props) {
  const { t } = useTranslation('history');
  const none = !filters.saved && filters.spreadId === null;
  const row = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(row);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset
    <div
      ref={row}
      className={`history__chips tab-row ${scrollFadeClass(edges)}`}
      role="group"
      aria-label={t('filters.show')}
      data-testid="history-chips"
    >
      <Chip pressed={none} onClick={() => onChange({ saved: false, spreadId: null })}>
        {t('filters.all')}
      </Chip>
      <Chip pressed={filters.saved} onClick={() => onChange({ saved: !filters.saved })}>
        <Icon icon={Star} filled /> {t('filters.saved')}
      </Chip>
      {spreads.map((s) => (
        <Chip
          key={s.id}
          pressed={filters.spreadId === s.id}
          onClick={() => onChange({ spreadId: filters.spreadId === s.id ? null : s.id })}
        >
          {s.name}
        </Chip>
      ))}
    </div>
  );
}
