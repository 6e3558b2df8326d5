/** One reading in a dialog: question, cards, status, cost and the interpretation, as the server has it now. */
import { useTranslation } from 'react-i18next';
import { type Spread, useDeck } from '../../../shared/spread/deck.js';
import { Modal } from '../../../ui/modal.js';
import { useAdminReading } from '../api/admin-queries.js';
import type { AdminReading } from '../shared/admin-types.js';
import { formatDateTime } from '../shared/format.js';

interface Props {
  reading: AdminReading | null;
  spread: Spread | undefined;
  onClose(): void;
}

export function ReadingView({ reading, spread, onClose }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={reading !== null}
      title={t('reading.title')}
      subtitle={spread?.name ?? reading?.spread_id}
      onClose={onClose}
    >
      {reading ? <ReadingBody id={reading.id} initial={reading} spread={spread} /> : null}
    </Modal>
  );
}

function ReadingBody({
  id,
  initial,
  spread,
}: {
  id: string;
  initial: AdminReading;
  spread: Spread | undefined;
}) {
  const { t, i18n } = useTranslation('admin');
  const detail = useAdminReading(id);
  const deck = useDeck(i18n.language);
  const position = (key: string) => spread?.positions.find((p) => p.key === key)?.name ?? key;
  const r = detail.data ?? initial;
  return (
    <div className="admin-stack admin-reading">
      <dl className="admin-facts">
        <div className="admin-facts__item">
          <dt>{t('readings.when')}</dt>
          <dd>{formatDateTime(r.created_at, i18n.language)}</dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('readings.user_id')}</dt>
          <dd>#{r.user_id}</dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('readings.status')}</dt>
          <dd>{t(`readings.statuses.${r.status}`)}</dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('reading.cost')}</dt>
          <dd>{r.cost}</dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('reading.locale')}</dt>
          <dd>{r.locale}</dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('reading.oracle')}</dt>
          <dd>
            {r.oracle?.model
              ? t('reading.oracle_usage', {
                  model: r.oracle.model,
                  prompt: r.oracle.prompt_tokens ?? 0,
                  completion: r.oracle.completion_tokens ?? 0,
                })
              : t('reading.oracle_offline')}
            {r.oracle?.duration_ms != null
              ? ` · ${t('reading.oracle_seconds', { seconds: (r.oracle.duration_ms / 1000).toFixed(1) })}`
              : ''}
          </dd>
        </div>
        <div className="admin-facts__item">
          <dt>{t('reading.id')}</dt>
          <dd className="admin-mono">{r.id}</dd>
        </div>
      </dl>
      <div>
        <h3>{t('readings.question')}</h3>
        <p>{r.question ?? '—'}</p>
      </div>
      <div>
        <h3>{t('reading.cards')}</h3>
        <ul className="admin-cards">
          {r.cards.map((c) => (
            <li key={`${c.position}-${c.card_id}`}>
              <span className="muted">{position(c.position)}:</span> {deck.get(c.card_id)?.name ?? c.card_id}
              {c.reversed ? ` (${t('reading.reversed')})` : ''}
            </li>
          ))}
        </ul>
      </div>
      {r.failure_reason ? (
        <div>
          <h3>{t('reading.failure')}</h3>
          <p>{r.failure_reason}</p>
        </div>
      ) : null}
      <div>
        <h3>{t('reading.interpretation')}</h3>
        <p className="admin-prose">{r.interpretation || '—'}</p>
      </div>
    </div>
  );
}
