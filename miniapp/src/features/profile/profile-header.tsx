/** Name, and rank with progress to the next (the balance is a row of its own, in Tokens). */
import { Sparkle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store.js';
import { Icon } from '../../ui/icon.js';
import { useRank } from './api/rank.js';
import { displayNameOf, NAME_FIELD_ID } from './display-name.js';

/** With no name yet, the header's place for it leads to the field where it is typed. */
function AddName() {
  const { t } = useTranslation('profile');
  return (
    <button
      type="button"
      className="profile-header__add-name"
      onClick={() => document.getElementById(NAME_FIELD_ID)?.focus()}
    >
      {t('add_name')}
    </button>
  );
}

export function ProfileHeader() {
  const { t, i18n } = useTranslation('profile');
  const user = useSession((s) => s.user);
  // The rank's name follows the interface language.
  const rank = useRank(i18n.language);

  if (!user) return null;
  const name = displayNameOf(user);
  const percent = Math.round((rank?.progress ?? 0) * 100);
  return (
    <section className="profile-header panel" aria-label={t('header_label')}>
      <div className="profile-header__who">
        <div className="profile-header__avatar" aria-hidden>
          {user.photo_url ? (
            <img src={user.photo_url} alt="" />
          ) : name[0] ? (
            name[0].toUpperCase()
          ) : (
            <Icon icon={Sparkle} filled size={28} />
          )}
        </div>
        <div>
          <h2 className="profile-header__name">{name || <AddName />}</h2>
          {rank ? (
            <div className="profile-header__rank">
              <span className="profile-header__rank-name">
                {t('rank', { name: rank.name, level: rank.level, max: rank.max_level })}
              </span>
              <div
                className="profile-header__progress"
                role="progressbar"
                aria-label={t('rank_progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </div>
              <span className="profile-header__next muted">
                {rank.next_rank
                  ? t('next_rank', {
                      count: rank.next_rank.readings_required - rank.readings_count,
                      name: rank.next_rank.name,
                    })
                  : t('top_rank')}
              </span>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
