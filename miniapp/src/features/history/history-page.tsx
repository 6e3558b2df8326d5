/**
 * History (/history): every reading, newest first and grouped by day, with infinite scroll and a row of
 * filter chips; or, with ?view=journal, the Journal of what those readings held. In Telegram each day is
 * one of the profile's grouped lists: its caps header over one inset list (ADR 0085).
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { toLocale } from '../../lib/locales.js';
import { inTelegram } from '../../lib/telegram.js';
import { useSpreads } from '../../shared/spread/deck.js';
import { buttonClass } from '../../ui/button.js';
import { CardImage } from '../../ui/card-image.js';
import '../profile/settings.css';
import { useHistoryPages } from './api/history-pages.js';
import { dayLabel, groupByDay } from './day-groups.js';
import { HistoryFilters } from './history-filters.js';
import { HistoryRow } from './history-row.js';
import { useHistoryFilters } from './history-store.js';
import { JournalView } from './journal/journal-view.js';
import { useInfiniteScroll } from './use-infinite-scroll.js';
import { type View, ViewSwitch } from './view-switch.js';
import './history.css';

export default function HistoryPage() {
  const { t } = useTranslation('history');
  const [, navigate] = useLocation();
  const view: View = new URLSearchParams(useSearch()).get('view') === 'journal' ? 'journal' : 'readings';
  return (
    <section className="history" aria-labelledby="history-title">
      <header className="history__head">
        <h1 id="history-title">{t('title')}</h1>
      </header>
      <ViewSwitch
        view={view}
        onChange={(next) =>
          navigate(next === 'journal' ? '/history?view=journal' : '/history', { replace: true })
        }
      />
      {view === 'journal' ? <JournalView /> : <ReadingsList />}
    </section>
  );
}

function ReadingsList() {
  const { t, i18n } = useTranslation('history');
  const spreads = useSpreads(i18n.language) ?? [];
  const { filters, setFilters } = useHistoryFilters();
  const { items, loading, done, error, loadMore } = useHistoryPages(filters);
  const sentinel = useInfiniteScroll(loadMore, !done && !loading && !error);

  const filtered = filters.saved || filters.spreadId !== null;
  const empty = done && items.length === 0;
  const spreadName = (id: string) => spreads.find((s) => s.id === id)?.name ?? id;
  const locale = toLocale(i18n.language);
  const grouped = inTelegram();

  return (
    <>
      <HistoryFilters spreads={spreads} filters={filters} onChange={setFilters} />
      {empty ? (
        <div className="history__empty">
          <CardImage faceDown alt="" size="m" className="history__empty-card" />
          <h2>{filtered ? t('empty_filtered.title') : t('empty.title')}</h2>
          <p className="muted">{filtered ? t('empty_filtered.body') : t('empty.body')}</p>
          {filtered ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setFilters({ saved: false, spreadId: null })}
            >
              {t('empty_filtered.action')}
            </button>
          ) : (
            <Link href="/reading" className={buttonClass('primary')}>
              {t('empty.action')}
            </Link>
          )}
        </div>
      ) : (
        <div className="history__days" aria-busy={loading}>
          {groupByDay(items).map((day) => (
            <section
              key={day.key}
              className={grouped ? 'history__day settings-group' : 'history__day'}
              aria-labelledby={`history-day-${day.key}`}
            >
              <h2
                id={`history-day-${day.key}`}
                className={grouped ? 'settings-group__title' : 'history__day-title'}
              >
                {dayLabel(day.date, locale)}
              </h2>
              <ol className={grouped ? 'history__list settings-group__list' : 'history__list'}>
                {day.items.map((item) => (
                  <li key={item.id}>
                    <HistoryRow item={item} spreadName={spreadName(item.spread_id)} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
      {error ? (
        <div className="alert" role="alert">
          {error}{' '}
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={loadMore}>
            {t('common:retry')}
          </button>
        </div>
      ) : null}
      {loading ? (
        <div className="history__loading" role="status">
          <span className="spinner" aria-hidden />
          <span className="visually-hidden">{t('common:loading')}</span>
        </div>
      ) : null}
      {!done && !loading && !error ? (
        <div ref={sentinel} className="history__more">
          <button type="button" className={buttonClass('ghost', { small: true })} onClick={loadMore}>
            {t('load_more')}
          </button>
        </div>
      ) : null}
      {done && items.length > 0 ? <p className="history__end muted">{t('end')}</p> : null}
    </>
  );
}
