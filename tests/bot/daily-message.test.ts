import { describe, expect, it } from 'vitest';
import { shorten } from '../../bot/daily-message.js';

describe('the short interpretation of the daily card', () => {
  it('keeps whole paragraphs up to the limit', () => {
    const text = ['a'.repeat(300), 'b'.repeat(300), 'c'.repeat(300)].join('\n\n');
    expect(shorten(text, 700)).toBe(['a'.repeat(300), 'b'.repeat(300)].join('\n\n'));
  });

  it('returns a short text unchanged', () => {
    expect(shorten('The Star: hope.\n\nRest.', 700)).toBe('The Star: hope.\n\nRest.');
  });

  it('cuts a long first paragraph at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(200)}end`;
    const short = shorten(text, 100);
    expect(short.length).toBeLessThanOrEqual(101);
    expect(short).toMatch(/word…$/);
  });

  it('cuts text without spaces at the limit', () => {
    expect(shorten('星'.repeat(1000), 700)).toBe(`${'星'.repeat(700)}…`);
  });
});
