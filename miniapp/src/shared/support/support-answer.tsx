/**
 * The safety layer's answer in place of a reading (DESIGN §6b): calm words, then whom to call now. The
 * person's own country comes first (from the browser's language region, else the catalog's first), the
 * other countries wait behind one fold, so the screen holds out a hand rather than a directory. Texts
 * come from the server in the reading's language; only the fold's label is the app's own.
 */
import type { InferResponseType } from 'hono/client';
import { ExternalLink, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rpc } from '../../lib/api.js';
import { Icon } from '../../ui/icon.js';
import './support-answer.css';

/** The answer as GET /api/readings/{id} gives it (core/safety/support-answer.ts). */
export type Support = NonNullable<InferResponseType<Rpc['readings'][':id']['$get'], 200>['support']>;
type Contact = Support['helplines'][number];

interface Props {
  support: Support;
  /** What to do next: ask another question, or go back. */
  actions?: ReactNode;
  /** The title's level: h1 where the answer is the page. */
  heading?: 'h1' | 'h2';
}

/** The region of the first browser language that names one ("en-GB" → "GB"). */
function browserRegion(): string | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const region = tag.split('-')[1];
    if (region && /^[A-Z]{2}$/i.test(region)) return region.toUpperCase();
  }
  return null;
}

function splitByCountry(support: Support) {
  const countries = [...support.helplines, ...support.emergency].map((c) => c.country);
  const region = browserRegion();
  const own = region && countries.includes(region) ? region : countries[0];
  const mine = (c: Contact) => c.country === own;
  return {
    lines: support.helplines.filter(mine),
    emergency: support.emergency.filter(mine),
    otherLines: support.helplines.filter((c) => !mine(c)),
    otherEmergency: support.emergency.filter((c) => !mine(c)),
  };
}

function Lines({ lines }: { lines: Contact[] }) {
  return (
    <ul className="support__lines">
      {lines.map((line) => (
        <li key={`${line.country}-${line.phone}`}>
          <a className="support__line" href={line.tel}>
            <span className="support__name">{line.name}</span>
            <span className="support__country">{line.country_name}</span>
            <span className="support__phone">
              <Icon icon={Phone} /> {line.phone}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function EmergencyChips({ numbers }: { numbers: Contact[] }) {
  return (
    <ul className="support__emergency">
      {numbers.map((e) => (
        <li key={`${e.country}-${e.phone}`}>
          <a className="support__chip" href={e.tel}>
            <strong>
              <Icon icon={Phone} /> {e.phone}
            </strong>
            <span className="support__chip-country">{e.country_name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SupportAnswer({ support, actions, heading: Title = 'h2' }: Props) {
  const { t } = useTranslation('common');
  const own = splitByCountry(support);
  const others = own.otherLines.length + own.otherEmergency.length > 0;
  return (
    <article className="support panel" data-testid="support-answer" data-category={support.category}>
      <Title className="support__title">{support.title}</Title>
      <p className="support__body">{support.body}</p>
      {own.lines.length > 0 ? (
        <section className="support__section" aria-labelledby="support-reach">
          <h3 id="support-reach" className="support__heading">
            {support.reach_now}
          </h3>
          <Lines lines={own.lines} />
        </section>
      ) : null}
      {own.emergency.length > 0 ? (
        <section className="support__section" aria-labelledby="support-emergency">
          <h3 id="support-emergency" className="support__heading">
            {support.emergency_label}
          </h3>
          <EmergencyChips numbers={own.emergency} />
        </section>
      ) : null}
      {others ? (
        <details className="support__others">
          <summary>{t('other_countries')}</summary>
          <div className="support__section">
            {own.otherLines.length > 0 ? <Lines lines={own.otherLines} /> : null}
            {own.otherEmergency.length > 0 ? <EmergencyChips numbers={own.otherEmergency} /> : null}
          </div>
        </details>
      ) : null}
      {support.directory ? (
        <a
          className="support__line support__directory"
          href={support.directory.url}
          target="_blank"
          rel="noreferrer"
        >
          <span className="support__name">{support.directory.name}</span>
          <span className="support__country">{support.directory.label}</span>
          <Icon icon={ExternalLink} className="support__phone" />
        </a>
      ) : null}
      <p className="support__note muted">{support.no_charge}</p>
      {actions ? <div className="support__actions">{actions}</div> : null}
    </article>
  );
}
