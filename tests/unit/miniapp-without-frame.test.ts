/**
 * A card block's text without the sentence that only repeats its heading (design review 6): the offline
 * reader's frames in every language are left out (each lead template's first sentence, design review 7),
 * a sentence that says more stays, the stored text is never emptied, and while the words arrive a frame
 * is held back instead of shown and then removed.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { sharedWords } from '../../miniapp/src/shared/spread/echoes-hint.js';
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

  it('ends no sentence at a stop inside a name the heading carries', () => {
    const names = ['Move to St. Petersburg', 'The Star', 'upright'];
    const text = 'If you take “Move to St. Petersburg”, The Star walks with you. Hope returns slowly.';
    expect(withoutFrame(text, names, 'en')).toBe('Hope returns slowly.');
  });

  for (const locale of LOCALES)
    it(`leaves out every lead template of the offline reader in ${locale}, and nothing after it`, () => {
      const book = localeJson<Record<string, unknown>>(locale, 'oracle');
      const { reversed } = localeJson<{ reversed: string }>(locale, 'reading');
      const position = 'Move to St. Petersburg';
      const card = ((book.name_reversed as string[])[0] ?? '').replace('{{name}}', 'The Star');
      const names = [position, 'The Star', reversed];
      const keys = Object.keys(book).filter((k) => /^frame_|^gentle_frame$/.test(k));
      expect(keys.length).toBeGreaterThan(20);
      for (const key of keys)
        for (const template of book[key] as string[]) {
          const frame = template.replaceAll('{{position}}', position).replaceAll('{{card}}', card);
          const own = locale === 'zh' ? '希望慢慢回来。' : 'Hope returns slowly.';
          const text = `${frame}${locale === 'zh' ? '' : ' '}${own}`;
          const shown = withoutFrame(text, names, locale);
          // The frame's first sentence goes; a second sentence of the template stays before the card's own.
          expect(shown.endsWith(own), `${key}: ${template}`).toBe(true);
          expect(shown.length, `${key}: ${template}`).toBeLessThan(text.length);
          expect(shown, `${key}: ${template}`).not.toContain(position);
        }
    });

  for (const locale of LOCALES)
    it(`leaves out every frame of the offline reader's readings in ${locale}, and never the card's own lines`, () => {
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
      expect(framed).toBe(cards);
    });
});

/**
 * Design review 8, problem 2: a sentence that says again what the position's gloss says ("At its best,
 * this is what you can reach for." under the Crown's "the best that can come of this… reaching for") is
 * left out too; a sentence with the card's own news stays, whatever words it shares.
 */
describe('a card block without an echo of its gloss', () => {
  const crown =
    'Your conscious aim: the best that can come of this. It shows what you are reaching for, or could reach for.';
  const names = ['The crown', 'The Star', 'upright'];

  it('leaves out a first sentence that shares two content words with the gloss, after the frame too', () => {
    const echo = 'At its best, this is what you can reach for. Hope returns slowly.';
    expect(withoutFrame(echo, names, 'en', false, crown)).toBe('Hope returns slowly.');
    const framed = `The Star crowns the spread in “The crown”. ${echo}`;
    expect(withoutFrame(framed, names, 'en', false, crown)).toBe('Hope returns slowly.');
    expect(withoutFrame(framed, names, 'en', false)).toBe(echo);
  });

  it('keeps a sentence with news of its own, and an echo with nothing after it', () => {
    const news = 'Reach for the best offer you have, and sign it this week. Hope returns slowly.';
    expect(withoutFrame(news, names, 'en', false, crown)).toBe(news);
    const alone = 'At its best, this is what you can reach for.';
    expect(withoutFrame(alone, names, 'en', false, crown)).toBe(alone);
    const weeks = localeJson<Record<string, { hints: Record<string, string> }>>('de', 'spreads');
    const party =
      'Im Lauf der kommenden Wochen gibt es Grund zu feiern: ein Abschluss, ein Jubiläum. Sag zu.';
    expect(withoutFrame(party, names, 'de', false, weeks['celtic-cross']?.hints.near_future)).toBe(party);
  });

  it('holds back an echo while it arrives instead of showing it and taking it away', () => {
    expect(withoutFrame('At its best, this is what you can reach', names, 'en', true, crown)).toBe('');
    expect(withoutFrame('At its best, this is what you can reach for.', names, 'en', true, crown)).toBe('');
    expect(withoutFrame('At its best, this is what you can reach for. Hope', names, 'en', true, crown)).toBe(
      'Hope',
    );
  });

  for (const locale of LOCALES)
    it(`leaves out a first sentence repeating a gloss of any spread in ${locale}`, () => {
      const spreads = localeJson<Record<string, { hints: Record<string, string> }>>(locale, 'spreads');
      const own = locale === 'zh' ? '希望慢慢回来。' : 'Hope returns slowly.';
      let glosses = 0;
      let echoes = 0;
      for (const [id, spread] of Object.entries(spreads))
        for (const [key, hint] of Object.entries(spread.hints)) {
          const first = /^.+?[.!?。！？]/u.exec(hint)?.[0] ?? hint;
          const text = `${first}${locale === 'zh' ? '' : ' '}${own}`;
          glosses++;
          // "What is happening, as it is." has one content word: too little to tell an echo by.
          if (sharedWords(first, hint, locale).length < 2) continue;
          expect(withoutFrame(text, names, locale, false, hint), `${id}.${key}`).toBe(own);
          echoes++;
        }
      expect(echoes).toBeGreaterThan(0.8 * glosses);
    });

  for (const locale of LOCALES)
    it(`never leaves out the card's own lines of the offline reader's readings in ${locale}`, () => {
      const { reversed, upright } = localeJson<{ reversed: string; upright: string }>(locale, 'reading');
      const spreads = localeJson<Record<string, { hints: Record<string, string> }>>(locale, 'spreads');
      for (const spreadId of ['celtic-cross', 'horseshoe', 'shadow-work'])
        for (let seed = 1; seed <= 10; seed++) {
          const random = seededRandom(seed);
          const req = randomReadingRequest(locale, spreadId, 'What should I focus on?', true, random);
          const paragraphs = composeReading(req, { random });
          req.cards.forEach((card, i) => {
            const text = paragraphs[1 + i] ?? '';
            const names = [card.positionName, card.name, card.reversed ? reversed : upright];
            const hint = spreads[spreadId]?.hints[card.position];
            const shown = withoutFrame(text, names, locale, false, hint);
            expect(text.endsWith(shown)).toBe(true);
            expect(shown.length).toBeGreaterThan(0);
            if (locale === 'en') expect(shown).not.toMatch(/^At its best, this is what you can reach for/);
          });
        }
    });
});
