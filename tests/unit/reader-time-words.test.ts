/**
 * A card's general line, written for the card of the day ("Impulsive promises are tempting today"), is
 * not read for a card that lies in the past, the months ahead or a year (blind review 13): where it speaks
 * of today, no reading says it for a card outside a day's or a week's position.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleOf } from '../../core/oracle/reader/roles.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const TODAY: Record<Locale, RegExp> = {
  en: /\b(today|tonight)\b/i,
  ru: /сегодня|этим вечером/i,
  de: /\b(heute|heute Abend)\b/i,
  es: /\b(hoy|esta noche)\b/i,
  zh: /今天|今晚/,
};

type Roles = Record<string, Record<'upright' | 'reversed', { general: string }>>;

const QUESTIONS: Record<Locale, (string | null)[]> = {
  en: [null, 'Will it work out?', 'What should I focus on?'],
  ru: [null, 'Всё получится?', 'На чём мне сосредоточиться?'],
  de: [null, 'Wird es gut gehen?', 'Worauf soll ich mich konzentrieren?'],
  es: [null, '¿Saldrá bien?', '¿En qué debo centrarme?'],
  zh: [null, '会顺利吗？', '我应该专注于什么？'],
};

const ONE_DAY = new Set(['day', 'answer', 'week']);

describe('a line for one day', () => {
  for (const locale of LOCALES)
    it(`in ${locale} is not read for the past, the months ahead or a year`, () => {
      const roles = localeJson<Roles>(locale, 'card-roles');
      let found = 0;
      for (const spread of SPREADS.filter((s) => s.positions.length > 1))
        for (const [q, question] of QUESTIONS[locale].entries())
          for (let seed = 1; seed <= 8; seed++) {
            const random = seededRandom(seed * 17 + q + spread.positions.length);
            const req = randomReadingRequest(locale, spread.id, question, true, random);
            const text = composeReading(req, { random }).join('\n');
            for (const card of req.cards) {
              if (ONE_DAY.has(roleOf(card.position))) continue;
              const general = roles[card.cardId]?.[card.reversed ? 'reversed' : 'upright'].general ?? '';
              if (!TODAY[locale].test(general)) continue;
              found++;
              expect(text, `${spread.id} #${seed} ${question ?? ''}`).not.toContain(general);
            }
          }
      // Such lines are common: the test meets many of them.
      expect(found).toBeGreaterThan(100);
    });
});
