/**
 * The Major Arcana and the four suits as one stacked bar in plain SVG, a legend for the eye and a
 * visually-hidden table with the same figures for screen readers.
 */
import { useTranslation } from 'react-i18next';
import type { Insights } from '../api/insights.js';

export const GROUPS = ['major', 'wands', 'cups', 'swords', 'pentacles'] as const;

interface Props {
  suits: Insights['suits'];
  total: number;
  days: number;
  percent: (share: number) => string;
}

export function BalanceChart({ suits, total, days, percent }: Props) {
  const { t } = useTranslation('history');
  let x = 0;
  const segments = GROUPS.filter((g) => suits[g] > 0).map((group) => {
    const width = (suits[group] / total) * 100;
    const segment = { group, x, width };
    x += width;
    return segment;
  });
  return (
    <figure className="balance">
      <svg
        className="balance__bar"
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        aria-hidden
        focusable="false"
      >
        {segments.map((s) => (
          <rect
            key={s.group}
            className={`balance__seg balance--${s.group}`}
            x={s.x}
            width={s.width}
            y={0}
            height={8}
          />
        ))}
      </svg>
      <ul className="balance__legend" aria-hidden>
        {GROUPS.map((group) => (
          <li key={group}>
            <span className={`balance__swatch balance--${group}`} />
            <span className="balance__name">{t(`journal.suits.${group}`)}</span>
            <span className="figure">{suits[group]}</span>
            <span className="balance__share figure muted">{percent(total ? suits[group] / total : 0)}</span>
          </li>
        ))}
      </ul>
      <table className="visually-hidden">
        <caption>{t('journal.balance_caption', { days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('journal.table_group')}</th>
            <th scope="col">{t('journal.table_cards')}</th>
            <th scope="col">{t('journal.table_share')}</th>
          </tr>
        </thead>
        <tbody>
          {GROUPS.map((group) => (
            <tr key={group}>
              <th scope="row">{t(`journal.suits.${group}`)}</th>
              <td>{suits[group]}</td>
              <td>{percent(total ? suits[group] / total : 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
