/**
 * Telegram-style settings (design review 2 #7): a small caps header over an inset, rounded list of 44 px
 * rows, an optional muted footnote under it, and anything larger (the arcana, the ledger) after that.
 */
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.js';
import './settings.css';

interface GroupProps {
  id: string;
  title: string;
  children: ReactNode;
  footnote?: ReactNode;
  after?: ReactNode;
}

export function SettingsGroup({ id, title, children, footnote, after }: GroupProps) {
  return (
    <section className="settings-group" aria-labelledby={id}>
      <h2 id={id} className="settings-group__title">
        {title}
      </h2>
      <div className="settings-group__list">{children}</div>
      {footnote ? <p className="settings-group__footnote">{footnote}</p> : null}
      {after}
    </section>
  );
}

interface RowProps {
  label: ReactNode;
  value: ReactNode;
  onClick(): void;
  /** A second, smaller line under the label (a state: "Not verified", a pending change). */
  sub?: ReactNode;
  /** The value as an accent word ("Add", "Buy") rather than a muted current value. */
  accent?: boolean;
  /** A name for the whole row where its words alone would not say what a tap does. */
  ariaLabel?: string;
  testId?: string;
}

/** A row that opens something: the label on the left, the current value and a chevron on the right. */
export function SettingsRow({ label, value, onClick, sub, accent, ariaLabel, testId }: RowProps) {
  return (
    <button
      type="button"
      className="settings-row"
      onClick={onClick}
      aria-label={ariaLabel}
      data-testid={testId}
    >
      <span className="settings-row__label">
        {sub ? <span>{label}</span> : label}
        {sub ? <span className="settings-row__sub">{sub}</span> : null}
      </span>
      <span className={accent ? 'settings-row__value settings-row__value--add' : 'settings-row__value'}>
        {value}
      </span>
      <Icon icon={ChevronRight} className="settings-row__chevron" />
    </button>
  );
}
