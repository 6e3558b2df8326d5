/** Display name, e-mail and password, as one group of settings rows. */
import { useTranslation } from 'react-i18next';
import { DisplayNameForm } from './display-name-form.js';
import { EmailPanel } from './email-panel.js';
import { PasswordPanel } from './password-panel.js';
import { SettingsGroup } from './settings-group.js';

export function AccountSection() {
  const { t } = useTranslation('profile');
  return (
    <SettingsGroup id="profile-account" title={t('account.title')}>
      <DisplayNameForm />
      <EmailPanel />
      <PasswordPanel />
    </SettingsGroup>
  );
}
