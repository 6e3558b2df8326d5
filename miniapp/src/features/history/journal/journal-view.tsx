/**
 * The Journal (History's second view): what the last 30, 90 or 365 days of readings held, from
 * GET /api/user/insights (DESIGN §6b, ADR 0039). The period is a segmented control like the view switch
 * above it, one size smaller (ADR 0091).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { toLocale } from '../../../lib/locales.js';
import { inTelegram } from '../../../lib/telegram.js';
import { useDeck } from '../../../shared/spread/deck.js';
import { buttonClass } from '../../../ui/button.js';
import { CardImage } from '../../../ui/card-image.js';
import { SettingsGroup } from '../../profile/settings-group.js';
import { type Insights, useInsights, WINDOWS, type Window } from '../api/insights.js';
import { BalanceChart } from './balance-chart.js';
import { CardTally } from './card-tally.js';
import './journal.css';
import '../../../ui/segmented.css';

export function JournalView() {
  const { t, i18n } = useTranslation('history');
  const [days, setDays] = useState<Window>(30);
  const { data, error, retry } = useInsights(days);
  return (
    <div className="journal">
      <fieldset className="history__segmented journal__window tg-segmented">
        <legend className="visually-hidden">{t('journal.window_label')}</legend>
        {WINDOWS.map((w) => (
          <label key={w} className={w === days ? 'is-active' : ''}>
            <input type="radio" name="journal-window" checked={w === days} onChange={() => setDays(w)} />
            {t(`journal.window_${w}`)}
          </label>
        ))}
      </fieldset>
      {error ? (
        <div className="alert" role="alert">
          {error}{' '}
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={retry}>
            {t('common:retry')}
          </button>
        </div>
      ) : data === null ? (
        <div className="history__loading" role="status">
          <span className="spinner" aria-hidden />
          <span className="visually-hidden">{t('common:loading')}</span>
        </div>
      ) : data.readings === 0 ? (
        <div className="history__empty">
          <CardImage faceDown alt="" size="m" className="history__empty-card" />
          <h2>{t('journal.empty.title', { count: data.days })}</h2>
          <p className="muted">{t('journal.empty.body')}</p>
          <Link href="/reading" className={buttonClass('primary')}>
            {t('journal.empty.action')}
          </Link>
        </div>
      ) : (
        <JournalFigures data={data} language={i18n.language} />
      )}
    </div>
  );
}

function JournalFigures({ data, language }: { data: Insights; language: string }) {
  const { t } = useTranslation('history');
  const deck = useDeck(toLocale(language));
  // In Telegram the figures are one grouped list of rows and the blocks its sections (ADR 0086).
  const grouped = inTelegram();
  const percentFormat = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const percent = (share: number) => percentFormat.format(share);
  // The Major Arcana's share is not a figure here: the suits' balance shows it, with its count (review 9 #10).
  const figures = [
    { key: 'readings', value: data.readings, label: t('journal.readings', { count: data.readings }) },
    { key: 'cards', value: data.cards_drawn, label: t('journal.cards', { count: data.cards_drawn }) },
    { key: 'reversed', value: percent(data.reversed_share), label: t('journal.reversed') },
  ];
  const streak = `${t('journal.days', { count: data.streak.current })} · ${t('journal.streak_longest_short', { count: data.streak.longest })}`;
  const topNote = data.recurring.length > 0 ? t('journal.top_body') : t('journal.recurring_none');
  const balance = (
    <BalanceChart suits={data.suits} total={data.cards_drawn} days={data.days} percent={percent} />
  );
  const tally = <CardTally cards={frequentCards(data)} deck={deck} label={t('journal.top_title')} />;
  if (grouped)
    return (
      <>
        <dl className="settings-group__list journal__rows" data-testid="journal-figures">
          {[...figures, { key: 'streak', value: streak, label: t('journal.streak_row') }].map((f) => (
            <div key={f.key} className="settings-row journal__row">
              <dt>{f.label}</dt>
              <dd className="figure">{f.value}</dd>
            </div>
          ))}
        </dl>
        <SettingsGroup id="journal-balance" title={t('journal.balance_title')}>
          <div className="settings-block">{balance}</div>
        </SettingsGroup>
        <SettingsGroup id="journal-top" title={t('journal.top_title')} footnote={topNote}>
          <div className="settings-block">{tally}</div>
        </SettingsGroup>
      </>
    );
  return (
    <>
      <dl className="journal__figures" data-testid="journal-figures">
        {figures.map((f) => (
          <div key={f.key} className="journal__figure">
            <dt>{f.label}</dt>
            <dd className="figure">{f.value}</dd>
          </div>
        ))}
      </dl>
      <section className="journal__panel" aria-labelledby="journal-streak">
        <h2 id="journal-streak">{t('journal.streak_title')}</h2>
        <dl className="journal__streak">
          <div>
            <dt>{t('journal.streak_current')}</dt>
            <dd className="figure">{t('journal.days', { count: data.streak.current })}</dd>
          </div>
          <div>
            <dt>{t('journal.streak_longest')}</dt>
            <dd className="figure">{t('journal.days', { count: data.streak.longest })}</dd>
          </div>
        </dl>
      </section>
      <section className="journal__panel" aria-labelledby="journal-balance">
        <h2 id="journal-balance">{t('journal.balance_title')}</h2>
        {balance}
      </section>
      <section className="journal__panel" aria-labelledby="journal-top">
        <h2 id="journal-top">{t('journal.top_title')}</h2>
        <p className="muted">{topNote}</p>
        {tally}
      </section>
    </>
  );
}

/**
 * One block of cards, not two (design review 7 #10, ADR 0085): the most drawn, with the day each card that
 * keeps returning (3 or more times) last came. Both lists rank alike, so the recurring cards lead the top
 * five; when more than five recur, all of them are shown.
 */
export function frequentCards({ top_cards, recurring }: Pick<Insights, 'top_cards' | 'recurring'>) {
  if (recurring.length >= top_cards.length) return recurring;
  const seen = new Map(recurring.map((c) => [c.card_id, c.last_seen]));
  return top_cards.map((c) => ({ ...c, last_seen: seen.get(c.card_id) }));
}
