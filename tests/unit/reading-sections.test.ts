/** An interpretation in parts (ADR 0041): each card's own paragraph, found in every language and spread. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { sectionCardsOf } from '../../core/readings/interpretation-sections.js';
import { readingSections, streamingMarks } from '../../core/readings/reading-sections.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const QUESTION = {
  en: 'Will I find a new job?',
  ru: 'Найду ли я новую работу?',
  de: 'Finde ich einen neuen Job?',
  es: '¿Encontraré un nuevo trabajo?',
  zh: '我会找到新工作吗？',
} as const;

describe('an offline reading in parts', () => {
  for (const locale of LOCALES)
    for (const spread of SPREADS)
      it(`places each card's own paragraph in ${spread.id} (${locale})`, () => {
        const random = seededRandom(spread.positions.length * 7 + locale.length);
        for (let round = 0; round < 12; round++) {
          const question = round % 2 ? QUESTION[locale] : null;
          const req = randomReadingRequest(locale, spread.id, question, true, random);
          const paragraphs = composeReading(req, { random });
          const sections = readingSections(paragraphs.join('\n\n'), sectionCardsOf(req.cards));
          expect(sections.map((s) => s.position).filter(Boolean)).toEqual(req.cards.map((c) => c.position));
          for (const [i, card] of req.cards.entries()) {
            // The opening may name the card that answers; each card's own paragraph follows in order.
            const own = paragraphs[1 + i];
            const section = sections.find((s) => s.position === card.position);
            if (own && spread.positions.length > 1) expect(section?.text).toContain(own);
          }
          expect(sections.at(-1)?.position).toBeNull();
          expect(sections.map((s) => s.text).join('\n\n')).toBe(paragraphs.join('\n\n'));
        }
      });
});

const CARDS = [
  { position: 'past', cardName: 'The Tower', positionName: 'Past' },
  { position: 'present', cardName: 'Three of Cups', positionName: 'Present' },
  { position: 'future', cardName: 'The Star', positionName: 'Future' },
];

describe('an interpretation the names cannot place', () => {
  it('falls back to the structure the prompt asks for: opening, one paragraph per card, the rest', () => {
    const text = ['Heart.', 'One.', 'Two.', 'Three.', 'Advice.'].join('\n\n');
    expect(readingSections(text, CARDS).map((s) => s.position)).toEqual([
      null,
      'past',
      'present',
      'future',
      null,
    ]);
  });

  it('keeps a text too short for its cards as one part', () => {
    expect(readingSections('Just one paragraph.', CARDS)).toEqual([
      { position: null, text: 'Just one paragraph.' },
    ]);
  });

  it('finds an AI paragraph that names the card in another form', () => {
    const text = [
      'The heart of it.',
      'In the past, the tower fell: an upheaval.',
      'A second thought on that.',
      'Three of Cups in the present position brings friends.',
      'Star ahead, the future is hopeful.',
      'One gentle step.',
    ].join('\n\n');
    expect(readingSections(text, CARDS).map((s) => [s.position, s.text.length > 0])).toEqual([
      [null, true],
      ['past', true],
      ['present', true],
      ['future', true],
      [null, true],
    ]);
  });
});

describe('a text still being written', () => {
  const parts = [
    'The heart of it, long enough to be sure it is the opening. '.repeat(4),
    'In “Past” lies The Tower: upheaval.',
    'In “Present” stands Three of Cups.',
  ];

  it('places nothing past the last card it can name, while cards remain', () => {
    const text = parts.join('\n\n');
    const marks = streamingMarks(`${text}\n\nA paragraph that names nobody yet`, CARDS);
    expect(marks.map((m) => m.position)).toEqual([null, 'past', 'present']);
    expect(marks.at(-1)?.end).toBe(text.length);
  });

  it('shows the opening as it is written', () => {
    expect(streamingMarks('The heart', CARDS)).toEqual([{ position: null, end: 9 }]);
  });

  it('places a card paragraph as soon as its start names the card', () => {
    const marks = streamingMarks(`${parts[0]}\n\nIn “Past” lies The Tow`, CARDS);
    expect(marks.map((m) => m.position)).toEqual([null, 'past']);
  });
});

describe('a story that names the cards with their positions', () => {
  it('is never taken for the own paragraph of a card whose own paragraph names no position', () => {
    const cards = [
      { position: 'past', cardName: 'Three of Swords', positionName: 'Past' },
      { position: 'present', cardName: 'Death', positionName: 'Present' },
      { position: 'future', cardName: 'The Star', positionName: 'Future' },
    ];
    const text = [
      'The weight sits behind you.',
      'In the past lies the Three of Swords. An old hurt.',
      'Death, in the present. A chapter closes.',
      'On the road ahead waits the Star. Hope returns.',
      'It begins with the Three of Swords, in the past, turns on Death, in the present, and opens toward the Star, in the future.',
      'For reflection and entertainment.',
    ].join('\n\n');
    const sections = readingSections(text, cards);
    expect(sections.find((s) => s.position === 'future')?.text).toBe(
      'On the road ahead waits the Star. Hope returns.',
    );
    expect(sections.find((s) => s.text.includes('It begins with'))?.position).toBeNull();
  });
});
