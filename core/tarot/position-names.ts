/**
 * Position names that belong to one reading (ADR 0072): the two paths as the person named them
 * ("What staying brings"), the month ahead's weeks by the day each begins ("Week of March 3"), and the
 * year ahead's months by name from the reading's own month, all in the reading's language and counted
 * in UTC, as the reading's date is. Every other position keeps its spread's name.
 */
import type { PathNames } from '../inputs/path-names.js';
import type { Locale } from '../locales.js';
import { findSpread, spreadText } from './spreads.js';

export interface PositionName {
  /** In the reading's text and the card's heading. */
  name: string;
  /** Under the card in the spread's picture. */
  label: string;
  /** Under a card in a row of six (the year's months on a wide screen): three letters, "Jan". */
  short?: string;
}

const DAY_MS = 86_400_000;
const PATH_OF: Record<string, 'a' | 'b'> = {
  path_a: 'a',
  path_a_brings: 'a',
  path_b: 'b',
  path_b_brings: 'b',
};

const capitalized = (locale: Locale, text: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

function monthNames(locale: Locale, createdAt: Date): Record<string, PositionName> {
  const long = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const alone = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  // The standalone short form: "Jan", "Mär", "ene", "янв.", "1月".
  const short = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const names: Record<string, PositionName> = {};
  for (let i = 0; i < 12; i++) {
    const month = new Date(Date.UTC(createdAt.getUTCFullYear(), createdAt.getUTCMonth() + i, 1));
    names[`month_${i + 1}`] = {
      name: capitalized(locale, long.format(month)),
      label: capitalized(locale, alone.format(month)),
      short: capitalized(locale, short.format(month)),
    };
  }
  return names;
}

function weekNames(locale: Locale, template: string, createdAt: Date): Record<string, PositionName> {
  // Under a narrow card the month is abbreviated ("Week of Dec 4"); the text spells it out.
  const long = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const names: Record<string, PositionName> = {};
  for (let i = 0; i < 4; i++) {
    const day = new Date(createdAt.getTime() + i * 7 * DAY_MS);
    names[`week_${i + 1}`] = {
      name: template.replace('{{date}}', long.format(day)),
      label: template.replace('{{date}}', short.format(day)),
    };
  }
  return names;
}

function pathNames(templates: Record<string, string>, paths: PathNames): Record<string, PositionName> {
  const names: Record<string, PositionName> = {};
  for (const [position, path] of Object.entries(PATH_OF)) {
    const given = paths[path];
    const template = templates[position];
    if (!given || !template) continue;
    const name = template.replace('{{name}}', given);
    names[position] = { name, label: name };
  }
  return names;
}

/** The reading's own names for the positions that have one; {} for a spread whose names are fixed. */
export function readingPositionNames(
  locale: Locale,
  spreadId: string,
  createdAt: Date,
  paths: PathNames | null,
): Record<string, PositionName> {
  if (!findSpread(spreadId)) return {};
  if (spreadId === 'year-ahead') return monthNames(locale, createdAt);
  const text = spreadText(locale, spreadId);
  if (spreadId === 'month-ahead' && text.dated) return weekNames(locale, text.dated, createdAt);
  if (spreadId === 'decision' && paths && text.named) return pathNames(text.named, paths);
  return {};
}

/** A stored `path_names` column: the two names, or null. */
export function storedPathNames(json: string | null): PathNames | null {
  if (!json) return null;
  const parsed = JSON.parse(json) as Partial<PathNames>;
  return { a: parsed.a ?? null, b: parsed.b ?? null };
}
