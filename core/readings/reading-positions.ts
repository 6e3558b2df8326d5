/** A stored reading's own position names (core/tarot/position-names.ts), in the reading's language. */
import type { ReadingRow } from '../../db/schema.js';
import type { Locale } from '../locales.js';
import { readingPositionNames, storedPathNames } from '../tarot/position-names.js';

export const positionNamesOf = (row: Pick<ReadingRow, 'locale' | 'spreadId' | 'createdAt' | 'pathNames'>) =>
  readingPositionNames(
    row.locale as Locale,
    row.spreadId,
    new Date(row.createdAt),
    storedPathNames(row.pathNames),
  );
