/**
 * A found situation names the part of life its cards are read for (scenario-area.ts, ADR 0100): a move
 * away from family is a move, an exam one's own path, a boyfriend love; and a reading reads the cards'
 * lines for that part of life, never the ones the words' count would have picked.
 */
import { describe, expect, it } from 'vitest';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest, readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { saysTurn } from '../helpers/turn-lines.js';

type TopicLines = Record<string, Record<'upright' | 'reversed', Record<string, string>>>;

describe('the part of life a situation is read for', () => {
  it.each([
    ['es', '¿Acepto el trabajo en Madrid o me quedo en Sevilla con mi familia?', 'relocation', 'move', null],
    ['zh', '我和男朋友的关系会怎么发展？', 'relationship_future', 'love', null],
    ['en', 'Will I pass my driving test next week?', 'exam', 'growth', 'exam'],
    ['es', '¿Aprobaré las oposiciones este año?', 'exam', 'growth', 'exam'],
    ['en', 'Will I get the flat I applied for?', 'home', 'move', 'home'],
    ['en', 'When will I find a job after this long gap?', 'job_search', 'work', 'jobhunt'],
    ['en', 'Should I accept the job offer from the agency?', 'job_search', 'work', null],
    ['ru', 'Стоит ли мне открывать своё дело?', 'career_change', 'work', 'business'],
    ['zh', '搬到上海以后我一直很孤单，我该怎么办？', 'loneliness', 'growth', null],
  ] as const)('%s: %s', (locale, question, scenario, topic, finer) => {
    const shape = questionShape(question, locale);
    expect(shape.scenario).toBe(scenario);
    expect(shape.topics[0]).toBe(topic);
    expect(shape.subject.topic).toBe(topic);
    expect(shape.subject.finer ?? null).toBe(finer);
    expect(shape.topics).not.toContain('general');
  });

  it('keeps what the words found where no situation is', () => {
    const shape = questionShape('What should I focus on at work?', 'en');
    expect(shape.scenario).toBeNull();
    expect(shape.subject.topic).toBe('work');
  });

  it('reads what a road away from family brings by its own line, not by a work line (ADR 0103)', () => {
    const lines = localeJson<TopicLines>('es', 'topic-lines');
    const cards: [string, boolean][] = [
      ['major-03', true],
      ['cups-11', true],
      ['cups-10', true],
      ['pentacles-14', true],
      ['wands-09', false],
      ['cups-07', true],
    ];
    const req = readingRequestFor('es', 'decision', cards, {
      question: '¿Acepto el trabajo en Madrid o me quedo en Sevilla con mi familia?',
    });
    const text = composeReading(req, { random: seededRandom(5) }).join('\n');
    const of = (id: string, key: string) => lines[id]?.reversed[key] ?? '';
    expect(text).toContain(roleLine('es', { cardId: 'cups-10', reversed: true }, 'brings'));
    expect(text).not.toContain(of('cups-10', 'work').split('. ')[0]);
  });

  it('tells the story in the situation’s own words, not the topic’s (blind reviews 17 and 20)', () => {
    const req = readingRequestFor(
      'en',
      'three-cards',
      [
        ['cups-05', false],
        ['major-17', false],
        ['swords-06', false],
      ],
      { question: 'What does my brother really feel about me since our father died?' },
    );
    const text = composeReading(req, { random: seededRandom(3) }).join('\n');
    expect(saysTurn(text, 'en', 'own_grief'), text).toBe(true);
    expect(text).not.toContain('about the people close to you');
  });

  it('reads a choice between two roads of study as a choice, not an exam to pass', () => {
    const shape = questionShape(
      'Soll ich nach dem Bachelor direkt den Master machen oder erst ein Jahr arbeiten?',
      'de',
    );
    expect(shape.kind).toBe('choice');
    expect(shape.scenario).toBeNull();
    expect(questionShape('Bestehe ich meine Prüfung im Juni?', 'de').scenario).toBe('exam');
  });

  it('knows «me quedo» as the option that stays', () => {
    expect(
      questionShape('¿Acepto el trabajo en Madrid o me quedo en Sevilla con mi familia?', 'es').stays,
    ).toBe(1);
  });
});

describe('a reading without a question', () => {
  it('does not say its opening again as the first card’s line', () => {
    for (const locale of ['en', 'de'] as const)
      for (let seed = 1; seed <= 8; seed++) {
        const req = randomReadingRequest(locale, 'month-ahead', null, true, seededRandom(seed));
        const [opening = '', ...rest] = composeReading(req, { random: seededRandom(seed) });
        expect(opening.length).toBeGreaterThan(0);
        expect(rest.join('\n'), `${locale} #${seed}`).not.toContain(opening);
      }
  });

  it('calls two Major Arcana among three cards no crowd', () => {
    const majors = localeJson<Record<string, string[]>>('en', 'oracle').majors_many ?? [];
    for (let seed = 1; seed <= 6; seed++) {
      const req = readingRequestFor('en', 'three-cards', [
        ['major-11', true],
        ['pentacles-11', true],
        ['major-12', false],
      ]);
      const text = composeReading(req, { random: seededRandom(seed) }).join('\n');
      for (const line of majors) expect(text).not.toContain(line);
    }
  });
});
