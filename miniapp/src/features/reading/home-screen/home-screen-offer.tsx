/** The one-time offer under the third daily card: Telegram's own prompt adds the shortcut. */
import { Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.js';
import { Icon } from '../../../ui/icon.js';
import './home-screen-offer.css';

export function HomeScreenOffer({ onAdd, onDismiss }: { onAdd(): void; onDismiss(): void }) {
  const { t } = useTranslation('reading');
  return (
    <aside className="home-offer panel" aria-labelledby="home-offer-title" data-testid="home-screen-offer">
      <span className="home-offer__icon">
        <Icon icon={Sun} />
      </span>
      <div className="home-offer__text">
        <h2 id="home-offer-title" className="home-offer__title">
          {t('home_screen.title')}
        </h2>
        <p className="muted">{t('home_screen.body')}</p>
      </div>
      <div className="home-offer__actions">
        <Button small onClick={onAdd}>
          {t('home_screen.add')}
        </Button>
        <Button small variant="ghost" onClick={onDismiss}>
          {t('home_screen.later')}
        </Button>
      </div>
    </aside>
  );
}
