/** Edit display name, language, e-mail verified and admin flag; only changed fields are sent. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../../lib/api.js';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../lib/locales.js';
import { toast } from '../../../lib/toasts.js';
import { Button } from '../../../ui/button.js';
import { Field } from '../../../ui/field.js';
import type { UserDetail } from '../shared/admin-types.js';
import { CheckField } from '../shared/check-field.js';
import { SelectField } from '../shared/select-field.js';
import { showApiError } from '../shared/show-error.js';

interface Props {
  user: UserDetail;
  onSaved(): void;
}

export function UserEditForm({ user, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState(user.display_name ?? '');
  const [locale, setLocale] = useState(user.locale as Locale);
  const [verified, setVerified] = useState(user.is_email_verified);
  const [admin, setAdmin] = useState(user.is_admin);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const json: {
      display_name?: string | null;
      locale?: Locale;
      is_email_verified?: boolean;
      is_admin?: boolean;
    } = {};
    if (name.trim() !== (user.display_name ?? '')) json.display_name = name.trim() || null;
    if (locale !== user.locale) json.locale = locale;
    if (verified !== user.is_email_verified) json.is_email_verified = verified;
    if (admin !== user.is_admin) json.is_admin = admin;
    if (Object.keys(json).length === 0) return;
    setBusy(true);
    try {
      await call(rpc.admin.users[':id'].$put({ param: { id: String(user.id) }, json }));
      toast({ title: t('edit.saved') });
      onSaved();
    } catch (e) {
      showApiError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel admin-section admin-form" onSubmit={submit} aria-labelledby="admin-edit-title">
      <h2 id="admin-edit-title">{t('edit.title')}</h2>
      <Field
        label={t('edit.display_name')}
        value={name}
        maxLength={64}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={t('edit.locale')}
        value={locale}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
        onChange={(v) => setLocale(v as Locale)}
      />
      <CheckField
        label={t('edit.email_verified')}
        description={user.email ? undefined : t('edit.no_email')}
        checked={verified}
        disabled={!user.email}
        onChange={setVerified}
      />
      <CheckField label={t('edit.is_admin')} checked={admin} onChange={setAdmin} />
      <div>
        <Button type="submit" busy={busy}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
