/** Edit display name, language, e-mail verified and admin flag; only changed fields are sent. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { optionalDisplayNameSchema } from '../../../../../core/inputs/display-name.js';
import { call, rpc } from '../../../lib/api.js';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../lib/locales.js';
import { toast } from '../../../lib/toasts.js';
import { nameErrorText } from '../../../shared/forms/name-error.js';
import { Button } from '../../../ui/button.js';
import { Field } from '../../../ui/field.js';
import { Switch } from '../../../ui/switch.js';
import type { UserDetail } from '../shared/admin-types.js';
import { ChoiceField } from '../shared/choice-field.js';
import { showApiError } from '../shared/show-error.js';

interface Props {
  user: UserDetail;
  onSaved(): void;
}

const schema = z.object({
  display_name: optionalDisplayNameSchema,
  locale: z.enum(LOCALES),
  is_email_verified: z.boolean(),
  is_admin: z.boolean(),
});
type Values = z.infer<typeof schema>;

export function UserEditForm({ user, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const { register, handleSubmit, formState, watch, setValue } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      display_name: user.display_name ?? '',
      locale: user.locale as Locale,
      is_email_verified: user.is_email_verified,
      is_admin: user.is_admin,
    },
  });
  const values = watch();

  const submit = handleSubmit(async (edited) => {
    const json: Partial<Omit<Values, 'display_name'>> & { display_name?: string | null } = {};
    if (edited.display_name !== (user.display_name ?? '')) json.display_name = edited.display_name || null;
    if (edited.locale !== user.locale) json.locale = edited.locale;
    if (edited.is_email_verified !== user.is_email_verified)
      json.is_email_verified = edited.is_email_verified;
    if (edited.is_admin !== user.is_admin) json.is_admin = edited.is_admin;
    if (Object.keys(json).length === 0) return;
    try {
      await call(rpc.admin.users[':id'].$put({ param: { id: String(user.id) }, json }));
      toast({ title: t('edit.saved') });
      onSaved();
    } catch (e) {
      showApiError(e);
    }
  });

  return (
    <form
      className="panel admin-section admin-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="admin-edit-title"
    >
      <h2 id="admin-edit-title">{t('edit.title')}</h2>
      <Field
        label={t('edit.display_name')}
        error={nameErrorText(t, formState.errors.display_name)}
        {...register('display_name')}
      />
      <ChoiceField
        label={t('edit.locale')}
        value={values.locale}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
        onChange={(v) => setValue('locale', v)}
      />
      <div className="admin-switches">
        <Switch
          label={t('edit.email_verified')}
          description={user.email ? undefined : t('edit.no_email')}
          checked={values.is_email_verified}
          disabled={!user.email}
          onChange={(v) => setValue('is_email_verified', v)}
        />
        <Switch
          label={t('edit.is_admin')}
          checked={values.is_admin}
          onChange={(v) => setValue('is_admin', v)}
        />
      </div>
      <div>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
