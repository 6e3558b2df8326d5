/**
 * Russian address (ADR 0053): the interface and the bot speak to the person with «вы»; the reader's
 * voice (card texts, spread hints, readings, portraits, the support answers) keeps its «ты».
 * A «ты» pronoun in an interface string is a slip of voice a Russian reader notices at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.join(import.meta.dirname, '../../locales/ru');
const READER_VOICE = new Set([
  'arcana',
  'card-day',
  'card-essence',
  'card-pairs',
  'card-roles',
  'cards',
  'oracle',
  'portraits',
  'position-phrases',
  'scenarios',
  'spreads',
  'support',
  'symbols',
  'tender-cards',
  'topic-lines',
]);
const INFORMAL = /(?<![а-яё])(ты|тебя|тебе|тобой|твой|твоя|твоё|твои|твоих|твоего|твоей|твоим)(?![а-яё])/iu;

function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${at}.${key}`));
  return [];
}

const interfaceFiles = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.json') && !READER_VOICE.has(file.slice(0, -5)));

describe('Russian interface strings', () => {
  it('covers the interface namespaces', () => {
    expect(interfaceFiles).toEqual(
      expect.arrayContaining(['common.json', 'reading.json', 'detail.json', 'bot.json']),
    );
  });

  it.each(interfaceFiles)('%s addresses the person with «вы»', (file) => {
    const texts = strings(JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')), file.slice(0, -5));
    const informal = texts.filter(([, text]) => INFORMAL.test(text)).map(([key]) => key);
    expect(informal).toEqual([]);
  });
});
