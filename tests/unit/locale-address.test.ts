/**
 * Texts address every user alike (issue 12): no past-tense or short-adjective forms that give the
 * reader a gender in Russian, no gendered welcomes in Spanish, no person-nouns for the user in German,
 * and the masculine "аркан" throughout Russian.
 */
import { describe, expect, it } from 'vitest';
import { localeStrings } from '../helpers/locale-strings.js';

/** A Russian word boundary: JavaScript's \b knows only Latin letters. */
const B = '(?<!\\p{L})';
const E = '(?!\\p{L})';
const ru = (source: string) => new RegExp(source.replaceAll('\\b<', B).replaceAll('\\b>', E), 'iu');

const RUSSIAN: [string, RegExp][] = [
  // "ты пришёл", "ты уже чувствовал", "ты застрял": a past-tense verb right after "ты" (one word may sit between).
  ['past tense after «ты»', ru('\\b<ты\\s+(\\p{L}+\\s+)?\\p{L}+(л|ла|лся|лась)\\b>')],
  [
    'short adjective or participle after «ты»',
    ru(
      '\\b<ты\\s+(\\p{L}+\\s+)?(сам|сама|готов|готова|уверен|уверена|должен|должна|рад|рада|призван|призвана|открыт|открыта|погружён|погружена|влюблён|влюблена|верен|верна|свободен|свободна|счастлив|счастлива|одинок|одинока|способен|способна|один|одна)\\b>',
    ),
  ],
  // Forms the issue found with the subject left out: "Спасибо, что заглянул", "Звёзды, под которыми ты родился".
  [
    'known gendered forms',
    ru(
      '\\b<(заглянул|заглянула|пришёл|пришла|родился|родилась|достиг|достигла|бессилен|бессильна|самому себе|самой себе)\\b>',
    ),
  ],
  ['feminine «аркана»', ru('\\b<(аркану|арканой)\\b>|(^|[—:.!?«]\\s*)аркана\\b>')],
  [
    'feminine agreement with «аркан»',
    ru(
      '\\b<(личная|твоя|эта|первая|вторая|одна|своя|личной|твоей|своей|первой|второй|этой|две|обе)\\s+(\\p{L}+\\s+)?аркан',
    ),
  ],
];

// "La bienvenida", "de bienvenida" (the welcome) are a noun and neutral; "bienvenido/a" (welcome!) is not.
const SPANISH =
  /\b((?<!(la|de) )bienvenid[oa]s?|t[úu] mism[oa]|ti mism[oa]|est[áa]s (list|preparad|segur|cansad|perdid|atrapad|abiert|dispuest)[oa])\b/iu;
const GERMAN =
  /\b(ein(en)? (Suchender|Fragender|Ratsuchender|Baumeister|Gewinner|Kämpfer)|als (Suchender|Fragender))\b|\b(Suchender|Einsteiger|Mystiker|Erzmagier)\b/u;

const offending = (locale: string, pattern: RegExp) =>
  localeStrings(locale)
    .filter(([, text]) => pattern.test(text))
    .map(([key, text]) => `${key}: ${text}`);

describe('gender-neutral address', () => {
  it.each(RUSSIAN)('Russian texts have no %s', (_name, pattern) => {
    expect(offending('ru', pattern)).toEqual([]);
  });

  it('the Russian check catches the forms the issue found', () => {
    const caught = (text: string) => RUSSIAN.some(([, pattern]) => pattern.test(text));
    for (const text of [
      'Ты пришёл с вопросом',
      'Спасибо, что заглянул к звёздам.',
      'Ты сам',
      'ты уже чувствовал это',
      'Звёзды, под которыми ты родился',
      'Твоя личная аркана «Шут»',
      'Обе твои арканы совпадают',
    ])
      expect(caught(text), text).toBe(true);
    for (const text of [
      'Ты приходишь с вопросом',
      'Твой личный аркан «Шут»',
      'ни одного Старшего аркана: речь',
    ])
      expect(caught(text), text).toBe(false);
  });

  it('Spanish texts welcome and address without a gendered adjective', () => {
    expect(offending('es', SPANISH)).toEqual([]);
  });

  it('German texts call the user by no masculine person-noun', () => {
    expect(offending('de', GERMAN)).toEqual([]);
  });
});
