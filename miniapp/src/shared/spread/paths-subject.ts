/**
 * What a Two Paths reading without a question is about, from the paths the person named (ADR 0077):
 * "Staying or moving to Lisbon", "Остаться или переехать в Лиссабон". One name alone stands against
 * "another way". Spanish says "u" for "or" before a word that starts with the sound o ("quedarme u
 * optar"), so that language has its own line then. Null when no path is named.
 */
import { useTranslation } from 'react-i18next';
import { capitalFirst } from './capital-first.js';

export interface NamedPaths {
  a: string | null;
  b: string | null;
}

type Translate = (
  key: 'paths.subject' | 'paths.subject_u' | 'paths.subject_alone',
  values: Record<string, string>,
) => string;

const STARTS_WITH_O = /^\P{L}*h?[oó]/iu;

export function pathsSubject(t: Translate, paths: NamedPaths | null | undefined): string | null {
  const a = paths?.a?.trim();
  const b = paths?.b?.trim();
  if (!a && !b) return null;
  const subject =
    a && b
      ? t(STARTS_WITH_O.test(b) ? 'paths.subject_u' : 'paths.subject', { a, b })
      : t('paths.subject_alone', { name: a || b || '' });
  return capitalFirst(subject);
}

/** pathsSubject in the interface's language. */
export function usePathsSubject(): (paths: NamedPaths | null | undefined) => string | null {
  const { t } = useTranslation('reading');
  return (paths) => pathsSubject((key, values) => t(key, values), paths);
}
