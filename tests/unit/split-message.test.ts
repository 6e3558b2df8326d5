/** A long text as Telegram messages: under 4,096 characters each, cut between paragraphs (ADR 0045). */
import { describe, expect, it } from 'vitest';
import { splitMessage } from '../../core/chat/split-message.js';

describe('splitMessage', () => {
  it('keeps a short text whole', () => {
    expect(splitMessage('One.\n\nTwo.')).toEqual(['One.\n\nTwo.']);
  });

  it('packs whole paragraphs into each message', () => {
    const paragraphs = Array.from({ length: 7 }, (_, i) => `${i}${'a'.repeat(1500)}`);
    const parts = splitMessage(paragraphs.join('\n\n'));
    expect(parts).toEqual([
      paragraphs.slice(0, 2).join('\n\n'),
      paragraphs.slice(2, 4).join('\n\n'),
      paragraphs.slice(4, 6).join('\n\n'),
      paragraphs[6],
    ]);
  });

  it('cuts a paragraph longer than a message at a sentence end', () => {
    const sentence = `${'word '.repeat(99)}end. `;
    const parts = splitMessage(sentence.repeat(10).trim(), 2000);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(2000);
      expect(part.endsWith('end.')).toBe(true);
    }
    expect(parts.join(' ')).toBe(sentence.repeat(10).trim());
  });

  it('cuts Chinese, which has no spaces, at a full stop', () => {
    const text = '牌面显示你正走在正确的道路上。'.repeat(400);
    const parts = splitMessage(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(4096);
      expect(part.endsWith('。')).toBe(true);
    }
    expect(parts.join('')).toBe(text);
  });
});
