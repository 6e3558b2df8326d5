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

/** A row that opens something: the label on the left, the current value and a chevron on the right. */
export function SettingsRow({ label, value, onClick }: { label: string; value: string; onClick(): void }) {
  return (
    <button type="button" className="settings-row" onClick={onClick}>
      <span className="settings-row__label">{label}</span>
      <span className="settings-row__value">{value}</span>
      <Icon icon={ChevronRight} className="settings-row__chevron" />
    </button>
  );
}
