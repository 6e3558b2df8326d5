/** Display name, e-mail and password. */
import { useTranslation } from 'react-i18next';
import { DisplayNameForm } from './display-name-form.js';
import { EmailPanel } from './email-panel.js';
import { PasswordPanel } from './password-panel.js';

export function AccountSection() {
  const { t } = useTranslation('profile');
  return (
    <section className="profile-section panel" aria-labelledby="profile-account">
      <h2 id="profile-account">{t('account.title')}</h2>
      <DisplayNameForm />
      <EmailPanel />
      <PasswordPanel />
    </section>
  );
}
