/** The text under a display-name field: the server's own message, or the broken rule (core/inputs/display-name.ts). */
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { DISPLAY_NAME_MAX } from '../../../../core/inputs/display-name.js';

export function nameErrorText(t: TFunction, error: FieldError | undefined): string | null {
  if (!error) return null;
  if (error.type === 'server') return error.message ?? null;
  if (error.type === 'too_big') return t('common:fields.name_too_long', { max: DISPLAY_NAME_MAX });
  if (error.type === 'too_small') return t('common:fields.name_empty');
  return t('common:fields.name_invisible');
}
