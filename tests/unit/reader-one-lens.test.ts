/**
 * A tender situation's opening says once how its cards are read (blind review 28, R33: "No card replaces
 * the vet…" and then "This is about an animal you love, so the cards are read gently…").
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { namedAnimal } from '../../core/oracle/reader/animal-name.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const PET: Record<string, string> = {
  en: 'My dog has surgery next week. What should I know about this month?',
  ru: 'У моей собаки на следующей неделе операция. Что мне нужно знать об этом месяце?',
  de: 'Mein Hund wird nächste Woche operiert. Was sollte ich über diesen Monat wissen?',
  es: 'Mi perro se opera la semana que viene. ¿Qué debo saber sobre este mes?',
  zh: '我的狗下周要做手术。这个月我需要知道什么？',
};

describe.each(LOCALES)('the opening of a reading about a pet’s surgery in %s', (locale) => {
  it('frames the reading in the situation’s words once, without the lens after them', () => {
    const oracle = localeJson<Record<string, string[]>>(locale, 'oracle');
    // Every line the pet's situation has, as the reading says it ("your dog" in English).
    const own = namedAnimal(
      JSON.stringify(localeJson<Record<string, unknown>>(locale, 'scenarios').pet_health)
        .match(/"[^"]{40,}"/g)
        ?.map((quoted) => JSON.parse(quoted) as string) ?? [],
      PET[locale],
      locale,
    );
    for (const seed of [1, 2, 3]) {
      const [opening = ''] = composeReading(
        readingRequestFor(
          locale,
          'month-ahead',
          [
            ['major-14', false],
            ['pentacles-12', true],
            ['pentacles-02', true],
            ['wands-02', true],
            ['cups-05', true],
          ],
          { question: PET[locale] },
        ),
        { random: seededRandom(seed) },
      );
      expect(
        own.some((line) => opening.includes(line)),
        opening,
      ).toBe(true);
      expect((oracle.lens_pet ?? []).filter((line) => opening.includes(line))).toEqual([]);
    }
  });
});
