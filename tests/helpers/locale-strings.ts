/** Every string of a locale's JSON files, with its dotted path, for checks that read all the texts. */
import fs from 'node:fs';
import path from 'node:path';
import { localeJson } from './locale-files.js';

const LOCALES_DIR = path.join(import.meta.dirname, '../../locales');

/** The namespaces (file names without .json) English has. */
export const namespaces = () =>
  fs
    .readdirSync(path.join(LOCALES_DIR, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

/** [path, text] for every string leaf under node; array items are numbered ("closing[2]"). */
export function stringLeaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (Array.isArray(node)) return node.flatMap((item, i) => stringLeaves(item, `${prefix}[${i}]`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) =>
      stringLeaves(value, prefix ? `${prefix}.${key}` : key),
    );
  return [];
}

/**
 * The server's namespaces (bot, mails, oracle, deck). The mini-app's own namespaces, with their
 * language-specific plural keys, are checked by tests/unit/locales-complete.test.ts.
 */
export const SERVER_NAMESPACES = [
  'arcana',
  'astrology',
  'bot',
  'card-pairs',
  'card-roles',
  'cards',
  'email',
  'oracle',
  'portraits',
  'ranks',
  'scenarios',
  'spreads',
  'support',
  'symbols',
  'topic-lines',
];

/**
 * Every string of every namespace a locale has, as ["oracle.closing[2]", text]. Terms and privacy
 * exist in English and Russian only, so a namespace a language lacks is skipped here.
 */
export const localeStrings = (locale: string): [string, string][] =>
  namespaces()
    .filter((ns) => fs.existsSync(path.join(LOCALES_DIR, locale, `${ns}.json`)))
    .flatMap((ns) => stringLeaves(localeJson(locale, ns), ns));
