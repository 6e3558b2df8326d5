/** Locale files read as written, independent of the product's loader and without its English fallback. */
import fs from 'node:fs';
import path from 'node:path';
import type { CardText } from '../../core/tarot/card-texts.js';

export type { CardText };

const LOCALES_DIR = path.join(import.meta.dirname, '../../locales');

/** locales/<locale>/<ns>.json, parsed. */
export const localeJson = <T>(locale: string, ns: string): T =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, `${ns}.json`), 'utf8')) as T;

export interface SpreadText {
  name: string;
  description: string;
  positions: Record<string, string>;
  hints: Record<string, string>;
}

/** cards.json: every card's texts by card id. */
export const cardTexts = (locale: string) => localeJson<Record<string, CardText>>(locale, 'cards');

/** spreads.json: every spread's texts by spread id. */
export const spreadTexts = (locale: string) => localeJson<Record<string, SpreadText>>(locale, 'spreads');

/** email.json: each mail's strings (subject, button, ...) by mail name. */
export const emailTexts = (locale: string) =>
  localeJson<Record<string, Record<string, string>>>(locale, 'email');
