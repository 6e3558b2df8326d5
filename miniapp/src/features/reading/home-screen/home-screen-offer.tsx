/**
 * The one-time offer under the third daily card: Telegram's own prompt adds the shortcut. It is only
 * ever shown inside Telegram, so it is drawn as the client's inset list, as the reveal's Save and "New
 * reading" above it (ADR 0086, 0094): what it offers, then "Add to home screen" and "Not now" as rows.
 */
import { SquarePlus, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.js';
import '../../profile/settings.css';
import '../reveal/reading-actions.css';
import './home-screen-offer.css';

export function HomeScreenOffer({ onAdd, onDismiss }: { onAdd(): void; onDismiss(): void }) {
  const { t } = useTranslation('reading');
  return (
    <aside className="home-offer" aria-labelledby="home-offer-title" data-testid="home-screen-offer">
      <div className="home-offer__list settings-group__list">
        <div className="settings-row home-offer__about">
          <span className="home-offer__icon">
            <Icon icon={Sun} />
          </span>
          <div>
            <h2 id="home-offer-title" className="home-offer__title">
              {t('home_screen.title')}
            </h2>
            <p className="home-offer__body">{t('home_screen.body')}</p>
          </div>
        </div>
        <button type="button" className="settings-row reading-actions__row" onClick={onAdd}>
          <Icon icon={SquarePlus} /> {t('home_screen.add')}
        </button>
        <button
          type="button"
          className="settings-row reading-actions__row home-offer__later"
          onClick={onDismiss}
        >
          {t('home_screen.later')}
        </button>
      </div>
    </aside>
  );
}
