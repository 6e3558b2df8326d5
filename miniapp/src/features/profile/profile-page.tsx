/**
 * Profile (/profile and /account): who you are, your arcana, subscription, preferences, tokens, and sign
 * out; not inside Telegram, where the person is their Telegram account.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '../../lib/session-store.js';
import { inTelegram } from '../../lib/telegram.js';
import { PurchaseSheet } from '../../shared/purchase/purchase-sheet.js';
import { AccountSection } from './account-section.js';
import { ArcanaSection } from './arcana-section.js';
import { LedgerSection } from './ledger-section.js';
import { PreferencesSection } from './preferences-section.js';
import { ProfileHeader } from './profile-header.js';
import { SubscriptionSection } from './subscription-section.js';
import './profile.css';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const search = useSearch();
  const [, navigate] = useLocation();
  // What the purchase sheet opens on: the packages, or the subscription from its own section.
  const [buying, setBuying] = useState<'package' | 'subscription' | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  // The bot's `buy` deep link opens the packages (app/start-param.tsx).
  useEffect(() => {
    if (new URLSearchParams(search).get('buy') === '1') setBuying('package');
  }, [search]);

  const signOut = async () => {
    setSigningOut(true);
    await useSession.getState().signOut();
    navigate('/', { replace: true });
  };

  return (
    <div className="profile">
      <h1 className="visually-hidden">{t('title')}</h1>
      <ProfileHeader />
      <SubscriptionSection onBuy={() => setBuying('package')} onSubscribe={() => setBuying('subscription')} />
      <AccountSection />
      <ArcanaSection />
      <PreferencesSection />
      <LedgerSection />
      {inTelegram() ? null : (
        <div className="settings-group__list">
          <button
            type="button"
            className="settings-row profile__signout"
            disabled={signingOut}
            aria-busy={signingOut || undefined}
            onClick={() => void signOut()}
          >
            {t('sign_out')}
          </button>
        </div>
      )}
      <PurchaseSheet open={buying !== null} first={buying ?? 'package'} onClose={() => setBuying(null)} />
    </div>
  );
}
