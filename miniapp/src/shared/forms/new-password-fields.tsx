/**
 * A new password typed twice (reset link, profile): the shared length rule (core/inputs/password.ts)
 * and the repeat that must match, checked while typing. Lives inside a react-hook-form FormProvider.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { newPasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from '../../../../core/inputs/password.js';
import { Field } from '../../ui/field.js';

export const newPasswordShape = { password: newPasswordSchema, repeat: z.string() };

/** The repeat matches, reported on the repeat field. */
export const repeatMatches = z.refine<NewPasswordValues>((v) => v.password === v.repeat, {
  message: 'mismatch',
  path: ['repeat'],
});

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

export function NewPasswordFields() {
  const { t } = useTranslation('common');
  const { register, formState, getValues, trigger } = useFormContext<NewPasswordValues>();
  const password = useWatch<NewPasswordValues, 'password'>({ name: 'password' });
  const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX };

  // Changing the password after the repeat was typed re-checks the repeat.
  useEffect(() => {
    if (password !== undefined && getValues('repeat')) void trigger('repeat');
  }, [password, getValues, trigger]);

  const { password: passwordError, repeat: repeatError } = formState.errors;
  const tooShort = passwordError && [...(getValues('password') ?? '')].length < PASSWORD_MIN;
  return (
    <>
      <Field
        label={t('new_password.label')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        hint={t('new_password.rules', limits)}
        error={
          passwordError?.type === 'server'
            ? passwordError.message
            : passwordError
              ? t(tooShort ? 'new_password.too_short' : 'new_password.rules', limits)
              : null
        }
        {...register('password')}
      />
      <Field
        label={t('new_password.repeat')}
        type="password"
        autoComplete="new-password"
        required
        error={repeatError ? t('new_password.mismatch') : null}
        {...register('repeat')}
      />
    </>
  );
}
