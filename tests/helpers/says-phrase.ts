/**
 * Whether a text says one of an oracle phrase's variants: every fixed part of the variant (the words
 * between its placeholders, longer than three characters) stands in the text.
 */
import type { Locale } from '../../core/locales.js';
import { localeJson } from './locale-files.js';

export function saysPhrase(text: string, locale: Locale, key: string): boolean {
  const variants = localeJson<Record<string, string[]>>(locale, 'oracle')[key] ?? [];
  return variants.some((v) =>
    v
      .split(/\{\{\w+\}\}/)
      .filter((part) => part.trim().length > 3)
      .every((part) => text.includes(part)),
  );
}
