/**
 * A tender situation keeps its own company (ADR 0100, blind review 16): a card none of whose lines can
 * be said there is followed by the situation's line of company (scenarios.json `hold`), never twice in
 * a reading, and never a push to do more: burnout does not hear "do the task you have put off".
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest, readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const GRIEF: Record<Locale, string> = {
  en: 'My father died last month. How do I live with this grief?',
  ru: 'Месяц назад умер мой отец. Как мне жить с этим горем?',
  de: 'Mein Vater ist letzten Monat gestorben. Wie lebe ich mit dieser Trauer?',
  es: 'Mi padre murió el mes pasado. ¿Cómo vivo con este duelo?',
  zh: '我父亲上个月去世了，我该怎么面对这份悲伤？',
};

const BURNOUT: Record<Locale, string> = {
  en: 'How can I recover from burnout?',
  ru: 'Как мне справиться с выгоранием?',
  de: 'Ich habe ein Burnout, wie finde ich wieder zu mir?',
  es: '¿Cómo salgo de este agotamiento en el trabajo?',
  zh: '最近工作压力很大，我是不是快要崩溃了？',
};

type Roles = Record<string, Record<'upright' | 'reversed', Record<string, string>>>;

describe.each(LOCALES)('a tender situation in %s', (locale) => {
  it('keeps company in its own words, each line once, and the deck’s stock line only when they run out', () => {
    const hold = localeJson<Record<string, { hold?: string[] }>>(locale, 'scenarios').own_grief?.hold ?? [];
    const stock = localeJson<Record<string, string[]>>(locale, 'oracle').gentle_hold ?? [];
    expect(hold).toHaveLength(3);
    const random = seededRandom(16);
    let held = 0;
    // Eighty Celtic Crosses: the labels pass left fewer lines a grief reading must hold back, so forty drew
    // no card that needed company in Chinese.
    for (let round = 0; round < 80; round++) {
      const req = randomReadingRequest(locale, 'celtic-cross', GRIEF[locale], true, random);
      const text = composeReading(req, { random }).join('\n');
      const said = hold.filter((line) => text.includes(line));
      for (const line of said) expect(text.split(line).length, line).toBe(2);
      if (said.length < hold.length) for (const line of stock) expect(text, line).not.toContain(line);
      held += said.length;
    }
    expect(held).toBeGreaterThan(0);
  });

  it('never pushes someone burned out to do more, though the same card counsels it elsewhere', () => {
    const counsel = localeJson<Roles>(locale, 'card-roles')['pentacles-11']?.reversed.advice ?? '-';
    const draw: [string, boolean][] = [
      ['cups-04', false],
      ['swords-08', false],
      ['pentacles-11', true],
    ];
    for (let seed = 1; seed <= 6; seed++) {
      const tender = readingRequestFor(locale, 'situation-obstacle-advice', draw, {
        question: BURNOUT[locale],
      });
      expect(composeReading(tender, { random: seededRandom(seed) }).join('\n')).not.toContain(counsel);
    }
    const plain = readingRequestFor(locale, 'situation-obstacle-advice', draw, { question: null });
    expect(composeReading(plain, { random: seededRandom(1) }).join('\n')).toContain(counsel);
  });

  it('reads a festive card by what lies beneath it, never by a twin line that celebrates', () => {
    const situation = localeJson<Roles>(locale, 'card-roles')['wands-04']?.upright.situation ?? '-';
    const draw: [string, boolean][] = [
      ['swords-08', false],
      ['cups-11', false],
      ['wands-04', false],
      ['pentacles-04', true],
      ['cups-14', true],
      ['major-13', true],
      ['major-11', true],
    ];
    for (let seed = 1; seed <= 6; seed++) {
      const req = readingRequestFor(locale, 'horseshoe', draw, { question: GRIEF[locale] });
      expect(composeReading(req, { random: seededRandom(seed) }).join('\n')).not.toContain(situation);
    }
  });
});

describe('one referral in a grief reading', () => {
  it('names grief support once: after a step that names it, no care line names it again', () => {
    const steps = localeJson<Record<string, { step: string[] }>>('de', 'scenarios').own_grief?.step ?? [];
    const care = localeJson<Record<string, string[]>>('de', 'oracle').care_loss ?? [];
    const referring = steps.filter((step) => /Trauer(begleitung|gruppe)/.test(step));
    expect(referring.length).toBeGreaterThan(0);
    let seen = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const req = randomReadingRequest('de', 'three-cards', GRIEF.de, true, seededRandom(seed));
      const text = composeReading(req, { random: seededRandom(seed) }).join('\n');
      if (!referring.some((step) => text.includes(step))) continue;
      seen++;
      for (const line of care) expect(text).not.toContain(line);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
