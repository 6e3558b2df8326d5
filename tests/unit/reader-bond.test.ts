/**
 * What lies between two people is read by the card's line for a bond (`bond` in card-roles.json, ADR
 * 0103), not by a line for the asker's own situation or love life (blind review 26: the reversed Five of
 * Cups as "the bond itself" read as "the ache of a past relationship… allow yourself to imagine love
 * again").
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { topicLine } from '../../core/oracle/topic-line.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const QUESTIONS = {
  en: 'Is she the one?',
  ru: 'Он моя судьба?',
  de: 'Ist sie die Richtige?',
  es: '¿Es él mi pareja ideal?',
  zh: '他是对的人吗？',
} as const;

describe.each(LOCALES)('the bond of a relationship reading in %s', (locale) => {
  const cards: [string, boolean][] = [
    ['cups-11', true],
    ['cups-01', true],
    ['cups-05', true],
    ['swords-13', false],
    ['swords-11', false],
  ];
  const paragraphs = composeReading(
    readingRequestFor(locale, 'relationship', cards, { question: QUESTIONS[locale] }),
    { random: seededRandom(3) },
  );
  const bond = { cardId: 'cups-05', reversed: true, position: 'connection' };

  it('reads the card between them by its bond line', () => {
    expect(paragraphs[3]).toContain(roleLine(locale, bond, 'bond'));
  });

  it('never by the asker’s own situation or love life', () => {
    const noLines = { love: '', work: '', wellbeing: '', advice: '' };
    expect(paragraphs[3]).not.toContain(roleLine(locale, bond, 'situation'));
    const love = topicLine(locale, { ...bond, lines: noLines }, { topic: 'love' }) ?? '';
    expect(paragraphs[3]).not.toContain(love.split(/(?<=[.!?。！？])\s*/u)[0]);
  });
});
