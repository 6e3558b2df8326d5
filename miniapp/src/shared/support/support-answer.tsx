/**
 * The safety layer's answer in place of a reading (DESIGN §6b): calm words, and for a crisis or a
 * danger whom to call now, each number a tel: link large enough for a trembling thumb. The texts come
 * from the server in the reading's language; only the invitation to ask again is the app's own.
 */
import type { InferResponseType } from 'hono/client';
import type { ReactNode } from 'react';
import type { Rpc } from '../../lib/api.js';
import './support-answer.css';

/** The answer as GET /api/readings/{id} gives it (core/safety/support-answer.ts). */
export type Support = NonNullable<InferResponseType<Rpc['readings'][':id']['$get'], 200>['support']>;

interface Props {
  support: Support;
  /** What to do next: ask another question, or go back. */
  actions?: ReactNode;
  /** The title's level: h1 where the answer is the page. */
  heading?: 'h1' | 'h2';
}

export function SupportAnswer({ support, actions, heading: Title = 'h2' }: Props) {
  const urgent = support.helplines.length > 0 || support.emergency.length > 0;
  return (
    <article className="support panel" data-testid="support-answer" data-category={support.category}>
      <Title className="support__title">{support.title}</Title>
      <p className="support__body">{support.body}</p>
      {support.helplines.length > 0 ? (
        <section className="support__section" aria-labelledby="support-reach">
          <h3 id="support-reach" className="support__heading">
            {support.reach_now}
          </h3>
          <ul className="support__lines">
            {support.helplines.map((line) => (
              <li key={`${line.country}-${line.phone}`}>
                <a className="support__line" href={line.tel}>
                  <span className="support__name">{line.name}</span>
                  <span className="support__country">{line.country_name}</span>
                  <span className="support__phone">{line.phone}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {support.emergency.length > 0 ? (
        <section className="support__section" aria-labelledby="support-emergency">
          <h3 id="support-emergency" className="support__heading">
            {support.emergency_label}
          </h3>
          <ul className="support__emergency">
            {support.emergency.map((e) => (
              <li key={`${e.country}-${e.phone}`}>
                <a className="support__chip" href={e.tel}>
                  <strong>{e.phone}</strong>
                  <span className="support__chip-country">{e.country_name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {support.directory ? (
        <p className="support__directory">
          {support.directory.label}:{' '}
          <a href={support.directory.url} target="_blank" rel="noreferrer">
            {support.directory.name}
          </a>
        </p>
      ) : null}
      <p className={urgent ? 'support__note muted' : 'support__note'}>{support.no_charge}</p>
      {actions ? <div className="support__actions">{actions}</div> : null}
    </article>
  );
}
