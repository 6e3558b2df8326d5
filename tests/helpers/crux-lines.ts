/**
 * Which card's crux a reading's closing tells (card-roles.json `crux`, story.ts): the card the reading
 * turns on, said by its own sentence on what the matter hinges on.
 */
import type { Locale } from '../../core/locales.js';
import { localeJson } from './locale-files.js';

type Roles = Record<string, Record<'upright' | 'reversed', { crux: string }>>;

const read = new Map<Locale, [string, string][]>();

/** Every crux line of the locale, with its card and side ("major-16", "major-16!" reversed). */
function cruxLines(locale: Locale): [string, string][] {
  const known = read.get(locale);
  if (known) return known;
  const roles = localeJson<Roles>(locale, 'card-roles');
  const lines = Object.entries(roles).flatMap(([id, sides]): [string, string][] => [
    [id, sides.upright.crux],
    [`${id}!`, sides.reversed.crux],
  ]);
  read.set(locale, lines);
  return lines;
}

/** The card and side whose crux the text says ("major-16", "cups-11!"), or undefined. */
export function toldCrux(text: string, locale: Locale): string | undefined {
  return cruxLines(locale).find(([, line]) => text.includes(line))?.[0];
}
