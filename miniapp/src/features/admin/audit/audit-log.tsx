/** Every admin action, newest first: who, what, on whom, when, and the values before and after. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/admin-queries.js';
import { formatDateTime } from '../shared/format.js';
import { ListTable } from '../shared/list-table.js';

const PAGE_SIZE = 20;
const KNOWN = ['user.update', 'user.delete', 'tokens.adjust', 'payment.refund'];

export function AuditLog({ onOpenUser }: { onOpenUser(id: number): void }) {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = useAuditLog(page, PAGE_SIZE);
  const items = list.data?.items ?? [];
  const userLink = (target: string) => {
    const id = /^user:(\d+)$/.exec(target)?.[1];
    return id ? (
      <button type="button" className="admin-link" onClick={() => onOpenUser(Number(id))}>
        #{id}
      </button>
    ) : (
      target
    );
  };

  return (
    <div className="admin-stack">
      <ListTable
        list={list}
        caption={t('tabs.audit')}
        empty={t('audit.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        head={
          <>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.target')}</th>
            <th scope="col">{t('audit.change')}</th>
          </>
        }
      >
        {items.map((a) => (
          <tr key={a.id} data-testid="audit-row">
            <td data-label={t('audit.when')}>{formatDateTime(a.created_at, i18n.language)}</td>
            <td data-label={t('audit.who')}>
              <button type="button" className="admin-link" onClick={() => onOpenUser(a.actor_id)}>
                #{a.actor_id}
              </button>
            </td>
            <td data-label={t('audit.what')}>
              {KNOWN.includes(a.action) ? t(`audit.actions.${a.action.replace('.', '_')}`) : a.action}
            </td>
            <td data-label={t('audit.target')}>{userLink(a.target)}</td>
            <td data-label={t('audit.change')}>
              <Diff before={a.before} after={a.after} />
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** before → after per field; fields that did not change are left out. */
function Diff({ before, after }: { before: unknown; after: unknown }) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  if (keys.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="admin-diff">
      {keys.map((k) => (
        <li key={k}>
          <span className="admin-diff__key">{k}</span> <span className="admin-diff__old">{show(b[k])}</span> →{' '}
          <span className="admin-diff__new">{show(a[k])}</span>
        </li>
      ))}
    </ul>
  );
}
