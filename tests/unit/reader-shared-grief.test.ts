/**
 * A loss two people share (ADR 0118; blind review 33, R04: "never addresses the brother", "the tiredness in
 * your body" for what lies between them): the other person's card and the card between you are read by the
 * situation's lines for how the loss may sit with them and between you, by suit and side, never by a line
 * written for the asker's own grief or one that calls a grieving brother a burden.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { isHarsh } from '../../core/oracle/reader/harsh-lines.js';
import { theirLine } from '../../core/oracle/reader/their-pronoun.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Sides = Record<'light' | 'shadow', string>;
type Grief = {
  shared?: Record<'other' | 'bond', Record<string, Sides>>;
  suits?: Record<string, Sides>;
};

const QUESTION: Record<Locale, string> = {
  en: 'What does my brother really feel about me since our father died?',
  ru: 'Что чувствует ко мне брат после смерти отца?',
  de: 'Was empfindet mein Bruder für mich, seit unser Vater gestorben ist?',
  es: '¿Qué siente mi hermano por mí desde que murió nuestro padre?',
  zh: '爸爸去世以后，我哥哥对我到底是什么感受？',
};

describe.each(LOCALES)('a loss shared with a brother in %s', (locale) => {
  const grief = localeJson<Record<string, Grief>>(locale, 'scenarios').own_grief ?? {};
  const roles = localeJson<Record<string, Record<string, Record<string, string>>>>(locale, 'card-roles');

  it('has a gentle line for each suit and the Majors, on each side, for the other person and the bond', () => {
    for (const role of ['other', 'bond'] as const)
      for (const kind of ['cups', 'wands', 'swords', 'pentacles', 'major'])
        for (const side of ['light', 'shadow'] as const) {
          const line = grief.shared?.[role]?.[kind]?.[side] ?? '';
          expect(line.length, `${role}.${kind}.${side}`).toBeGreaterThan(40);
          expect(isHarsh(line, 'grief', locale), line).toBe(false);
        }
  });

  it("reads the brother's card and the bond by those lines, not by the asker's grief or a burden", () => {
    // The Knight of Pentacles (you), the Queen of Cups reversed (your brother), the Six of Pentacles reversed.
    const paragraphs = composeReading(
      readingRequestFor(
        locale,
        'two-people',
        [
          ['pentacles-12', false],
          ['cups-13', true],
          ['pentacles-06', true],
        ],
        { question: QUESTION[locale] },
      ),
      { random: seededRandom(1) },
    );
    const [, , brother = '', bond = ''] = paragraphs;
    // In English said of "him", as the question says (their-pronoun.ts).
    const theirs = grief.shared?.other.cups?.shadow ?? '-';
    expect(brother).toContain(locale === 'en' ? theirLine(theirs, 'he') : theirs);
    expect(bond).toContain(grief.shared?.bond.pentacles?.shadow);
    expect(brother).not.toContain(roles['cups-13']?.reversed?.them);
    expect(bond).not.toContain(grief.suits?.pentacles?.shadow);
  });
});
