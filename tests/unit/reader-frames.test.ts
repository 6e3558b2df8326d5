/**
 * A card's block opens on a frame that places the card in its position ("{{card}} closes the spread").
 * The heading already says that much, so the block leaves a frame out (without-frame.ts), but only its
 * first sentence: every `frame_*` variant is one sentence, or its second sentence would stand alone
 * (design review 9, problem 5: "It shows a direction rather than a fixed fate.").
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { localeJson } from '../helpers/locale-files.js';

/** Sentence ends: a Latin stop before a space or the end, or a CJK stop. */
const ENDS = /[.!?](?=\s|$)|[。！？]/gu;

describe.each(LOCALES)('the %s frames', (locale) => {
  it('are one sentence each', () => {
    const book = localeJson<Record<string, unknown>>(locale, 'oracle');
    const frames = Object.entries(book).filter(
      ([key, value]) => key.startsWith('frame_') && Array.isArray(value),
    );
    expect(frames.length).toBeGreaterThan(10);
    for (const [key, variants] of frames)
      for (const variant of variants as string[])
        expect(variant.replace(/\{\{\w+\}\}/g, 'X').match(ENDS) ?? [], `${key}: ${variant}`).toHaveLength(1);
  });
});
