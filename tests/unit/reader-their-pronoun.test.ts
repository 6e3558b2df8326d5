/**
 * An English reading about one other person says "he" or "she" where the question does (blind review 28,
 * R14: "avoids saying 'she'").
 */
import { describe, expect, it } from 'vitest';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { pronounOf, saidAs, theirLine } from '../../core/oracle/reader/their-pronoun.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const twoPeople = (question: string, locale: 'en' | 'de' = 'en') =>
  composeReading(
    readingRequestFor(
      locale,
      'two-people',
      [
        ['major-02', false],
        ['cups-11', true],
        ['pentacles-04', false],
      ],
      { question },
    ),
    { random: seededRandom(1) },
  );

describe('a reading about one other person', () => {
  it('reads her card as "she" when the question says "she"', () => {
    const [, , theirs = ''] = twoPeople('Is she the one for me?');
    expect(theirs).toContain('She may seem unsure of her feelings');
    expect(theirs).not.toMatch(/this person|their/iu);
  });

  it('reads his card as "he" when the question speaks of a boyfriend', () => {
    const [, , theirs = ''] = twoPeople('What does my boyfriend really feel about me?');
    expect(theirs).toMatch(/(?<!\p{L})He (may|might) seem/u);
    expect(theirs).not.toMatch(/this person/iu);
  });

  it('keeps "this person" where the question names both, or neither, or is not English', () => {
    expect(pronounOf('Will my mother ever accept my boyfriend?', 'en')).toBeNull();
    expect(twoPeople('Are we meant to be together?')[2]).toContain('This person');
    expect(pronounOf('Liebt er mich?', 'de')).toBeNull();
    // An English reading of a question asked in Spanish: "he" there is a verb, not a man.
    const asked = composeReading(
      {
        ...readingRequestFor(
          'en',
          'two-people',
          [
            ['major-02', false],
            ['cups-11', true],
            ['pentacles-04', false],
          ],
          { question: '¿He hecho bien en volver a escribirle?' },
        ),
        questionLocale: 'es',
      },
      { random: seededRandom(1) },
    );
    expect(asked[2]).toContain('This person');
  });
});

describe('a line said of "he" or "she"', () => {
  it('makes the verb agree and gives the pronoun its case', () => {
    expect(
      theirLine(
        'This person seems careful, holding tightly to what they have, though they do not say it to them.',
        'she',
      ),
    ).toBe('She seems careful, holding tightly to what she has, though she does not say it to her.');
    expect(theirLine('They may be keeping something to themselves; their heart is theirs.', 'he')).toBe(
      'He may be keeping something to himself; his heart is his.',
    );
  });

  it('says "this person" as the subject before a verb and as the object elsewhere', () => {
    expect(saidAs('Notice how this person meets it, and how you feel around this person.', 'he')).toBe(
      'Notice how he meets it, and how you feel around him.',
    );
    expect(saidAs("Watch this person's actions.", 'she')).toBe('Watch her actions.');
  });
});
