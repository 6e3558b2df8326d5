/** One person: who they are, edit, token adjustment, their readings, payments and ledger, and delete. */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.js';
import { Icon } from '../../../ui/icon.js';
import { useAdminUser } from '../api/admin-queries.js';
import { adminChanged } from '../api/admin-query.js';
import { PaymentsList } from '../payments/payments-list.js';
import { ReadingsList } from '../readings/readings-list.js';
import { EmailLine, EmailWhole } from '../shared/email-text.js';
import { formatDateTime, formatNumber, personName } from '../shared/format.js';
import { TokenAdjustForm } from './token-adjust-form.js';
import { UserDelete } from './user-delete.js';
import { UserEditForm } from './user-edit-form.js';
import { UserLedger } from './user-ledger.js';
import { methodsOf } from './users-table.js';

interface Props {
  id: number;
  onBack(): void;
  onDeleted(): void;
}

export function UserView({ id, onBack, onDeleted }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const detail = useAdminUser(id);
  const changed = adminChanged;
  const user = detail.data;

  return (
    <div className="admin-stack">
      <div>
        <Button variant="ghost" small onClick={onBack}>
          <Icon icon={ArrowLeft} /> {t('users.back')}
        </Button>
      </div>
      {!user ? (
        <p className="muted">{detail.error ?? t('loading')}</p>
      ) : (
        <>
          <section className="panel admin-section" aria-labelledby="admin-user-name">
            <h2 id="admin-user-name">
              {personName(user) ?? (user.email ? <EmailLine email={user.email} /> : `#${user.id}`)}
            </h2>
            <dl className="admin-facts">
              <Fact label={t('user.id')} value={`#${user.id}`} />
              <Fact
                label={t('user.email')}
                value={user.email ? <EmailWhole email={user.email} /> : '—'}
                wide={!!user.email}
              />
              <Fact label={t('user.telegram')} value={user.telegram_id ? String(user.telegram_id) : '—'} />
              <Fact label={t('user.username')} value={user.username ? `@${user.username}` : '—'} />
              <Fact
                label={t('users.method')}
                value={methodsOf(user)
                  .map((m) => t(`methods.${m}`))
                  .join(', ')}
              />
              <Fact label={t('user.locale')} value={user.locale} />
              <Fact
                label={t('users.balance')}
                value={formatNumber(user.token_balance, lang)}
                testId="user-balance"
              />
              <Fact label={t('users.created')} value={formatDateTime(user.created_at, lang)} />
              <Fact label={t('users.last_seen')} value={formatDateTime(user.last_seen_at, lang)} />
              <Fact label={t('user.readings_count')} value={formatNumber(user.activity.readings, lang)} />
              <Fact label={t('user.payments_count')} value={formatNumber(user.activity.payments, lang)} />
              <Fact label={t('user.stars')} value={formatNumber(user.activity.stars, lang)} />
              {user.deleted_at ? (
                <Fact label={t('user.deleted_at')} value={formatDateTime(user.deleted_at, lang)} />
              ) : null}
            </dl>
          </section>
          {user.deleted_at ? null : (
            <div className="admin-columns">
              <UserEditForm user={user} onSaved={changed} />
              <TokenAdjustForm userId={user.id} onAdjusted={changed} />
            </div>
          )}
          <section className="panel admin-section" aria-labelledby="admin-user-ledger">
            <h2 id="admin-user-ledger">{t('ledger.title')}</h2>
            <UserLedger userId={user.id} />
          </section>
          <section className="panel admin-section" aria-labelledby="admin-user-readings">
            <h2 id="admin-user-readings">{t('tabs.readings')}</h2>
            <ReadingsList userId={user.id} />
          </section>
          <section className="panel admin-section" aria-labelledby="admin-user-payments">
            <h2 id="admin-user-payments">{t('tabs.payments')}</h2>
            <PaymentsList userId={user.id} onRefunded={changed} />
          </section>
          {user.deleted_at ? null : <UserDelete user={user} onDeleted={onDeleted} />}
        </>
      )}
    </div>
  );
}

function Fact({
  label,
  value,
  testId,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  /** A long value (an e-mail) gets the whole row rather than a narrow column. */
  wide?: boolean;
}) {
  return (
    <div className={`admin-facts__item${wide ? ' admin-facts__item--wide' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
