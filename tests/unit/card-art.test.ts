import { describe, expect, it } from 'vitest';
import { cardBackSvg, cardSvg } from '../../core/tarot/art/card-svg.js';
import { DECK } from '../../core/tarot/deck.js';

const MAJOR_NUMERALS = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
];

const faces = DECK.map((card) => ({ card, svg: cardSvg(card) }));

const texts = (svg: string): string[] =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');

/**
 * Minimal well-formedness check: tags nest and close, attributes are quoted,
 * and no raw '&' or '<' leaks into attribute values or text.
 */
function wellFormedProblem(svg: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (text.includes('&') || text.includes('>')) return `bad text near ${i}`;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) return `malformed tag at ${lt}: ${svg.slice(lt, lt + 40)}`;
    const [, closing, name = '', , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}> at ${lt}`;
    } else if (!selfClosing) {
      stack.push(name);
    }
    i = tag.lastIndex;
    if (stack.length === 0) return i === svg.length ? null : `content after root at ${i}`;
  }
  return `unclosed <${stack.join('> <')}>`;
}

describe('cardSvg', () => {
  it('renders a standalone SVG document for every card', () => {
    expect(faces).toHaveLength(78);
    for (const { svg } of faces) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 300 500"');
      expect(svg).toContain('width="300"');
      expect(svg).toContain('height="500"');
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('gives every card its own artwork', () => {
    expect(new Set(faces.map((f) => f.svg)).size).toBe(78);
  });

  it('is deterministic for the same card', () => {
    for (const { card, svg } of faces) {
      expect(cardSvg({ ...card })).toBe(svg);
    }
  });

  it('keeps each card under 12 KB', () => {
    for (const { card, svg } of faces) {
      expect(Buffer.byteLength(svg, 'utf8'), card.id).toBeLessThan(12 * 1024);
    }
  });

  it('is well-formed XML', () => {
    for (const { card, svg } of faces) {
      expect(wellFormedProblem(svg), card.id).toBeNull();
    }
  });

  it('labels majors with their roman numeral, the Fool with 0', () => {
    for (const { card, svg } of faces.filter((f) => f.card.arcana === 'major')) {
      expect(texts(svg), card.id).toEqual([MAJOR_NUMERALS[card.number]]);
    }
    const byId = new Map(faces.map((f) => [f.card.id, f.svg]));
    expect(texts(byId.get('major-21') ?? '')).toEqual(['XXI']);
    expect(texts(byId.get('major-08') ?? '')).toEqual(['VIII']);
    expect(texts(byId.get('major-00') ?? '')).toEqual(['0']);
  });

  it('numbers pips I..X and leaves court cards unlabelled', () => {
    for (const { card, svg } of faces.filter((f) => f.card.arcana === 'minor')) {
      const expected = card.number <= 10 ? [MAJOR_NUMERALS[card.number]] : [];
      expect(texts(svg), card.id).toEqual(expected);
    }
  });

  it('uses only the generic serif font and no outside resources', () => {
    for (const { svg } of [...faces, { svg: cardBackSvg() }]) {
      const families = [...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1]);
      expect(families.every((f) => f === 'serif')).toBe(true);
      expect(svg).not.toMatch(/<image|@import|@font-face|url\((?!#)/);
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toContain('http');
    }
  });

  it('keeps element ids unique across the deck so cards can share one page', () => {
    const ids = [...faces.map((f) => f.svg), cardBackSvg()].flatMap((svg) =>
      [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('cardBackSvg', () => {
  const back = cardBackSvg();

  it('is a deterministic, well-formed SVG on the same canvas as the faces', () => {
    expect(back.startsWith('<svg')).toBe(true);
    expect(back).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(back).toContain('viewBox="0 0 300 500"');
    expect(cardBackSvg()).toBe(back);
    expect(wellFormedProblem(back)).toBeNull();
    expect(Buffer.byteLength(back, 'utf8')).toBeLessThan(12 * 1024);
  });

  it('differs from every face and carries no text', () => {
    for (const { svg } of faces) expect(back).not.toBe(svg);
    expect(texts(back)).toEqual([]);
  });
});
