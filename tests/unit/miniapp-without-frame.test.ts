/**
 * A card block's text without the sentence that only repeats its heading (design review 6): the offline
 * reader's frames in every language are left out, a sentence that says more stays, the stored text is
 * never emptied, and while the words arrive a frame is held back instead of shown and then removed.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { withoutFrame } from '../../miniapp/src/shared/spread/without-frame.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

describe('a card block without its frame', () => {
  it('leaves out a sentence that only names the position and the card', () => {
    const names = ['Hopes and fears', 'Five of Pentacles', 'reversed'];
    const text =
      'In “Hopes and fears” lies Five of Pentacles (reversed). You fear being left out in the cold.';
    expect(withoutFrame(text, names, 'en')).toBe('You fear being left out in the cold.');
  });

  it('keeps a first sentence that says more, a short sentence of its own, and a frame with nothing after it', () => {
    const names = ['Present', 'The Tower', 'upright'];
    const more = 'The Tower in “Present” shows the scaffolding of your plans giving way all at once. Let it.';
    expect(withoutFrame(more, names, 'en')).toBe(more);
    const own = 'Breathe. The rest can wait.';
    expect(withoutFrame(own, names, 'en')).toBe(own);
    const alone = 'In “Present” lies The Tower.';
    expect(withoutFrame(alone, names, 'en')).toBe(alone);
  });

  it('holds back a frame still arriving, and shows a sentence as soon as it is more than one', () => {
    const names = ['Present', 'The Tower', 'upright'];
    expect(withoutFrame('Right now, in “Present”, stands The To', names, 'en', true)).toBe('');
    const long = 'The Tower in “Present” shows the scaffolding of your plans giving way';
    expect(withoutFrame(long, names, 'en', true)).toBe(long);
  });

  for (const locale of LOCALES)
    it(`leaves out most of the offline reader's frames in ${locale}, and never the card's own lines`, () => {
      const { reversed, upright } = localeJson<{ reversed: string; upright: string }>(locale, 'reading');
      let cards = 0;
      let framed = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const random = seededRandom(seed);
        const req = randomReadingRequest(locale, 'three-cards', 'What should I focus on?', true, random);
        const paragraphs = composeReading(req, { random });
        req.cards.forEach((card, i) => {
          const text = paragraphs[1 + i] ?? '';
          const names = [card.positionName, card.name, card.reversed ? reversed : upright];
          const shown = withoutFrame(text, names, locale);
          cards++;
          if (shown !== text) framed++;
          // Only a leading sentence is ever dropped, and the card's role line is always kept.
          expect(text.endsWith(shown)).toBe(true);
          expect(shown.length).toBeGreaterThan(0);
        });
      }
      expect(framed / cards).toBeGreaterThan(0.5);
    });
});
