/**
 * Which part of an interpretation speaks of which card (ADR 0041). Both oracles write one paragraph per
 * card in spread order, each opening with the position and the card (the offline reader's frames, the AI
 * prompt's structure), between an opening and a closing. A card's paragraph is found by those names near
 * its start, in order; text the names cannot place is placed by that structure.
 */
import { REMINDER } from '../inputs/reminder.js';
import { escapeRegExp } from '../text/escape-regexp.js';

export interface SectionCard {
  position: string;
  /** The card's and the position's names in the reading's language. */
  cardName: string;
  positionName: string;
}

/** A finished interpretation in parts: a card's (its position) or the opening and synthesis (null). */
export interface Section {
  position: string | null;
  text: string;
}

/** Where a part of a streaming text ends: text after the last mark is not placed yet. */
export interface SectionMark {
  position: string | null;
  end: number;
}

/** How far into a paragraph the position and the card are looked for. */
const HEAD = 200;
/** How many paragraphs on from the last card's a card's own paragraph may start. */
const WINDOW = 3;

interface Paragraph {
  start: number;
  end: number;
  head: string;
  /** The whole paragraph, lower-cased. */
  body: string;
}

function paragraphs(text: string): Paragraph[] {
  const found: Paragraph[] = [];
  for (const m of text.matchAll(/[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g)) {
    if (!m[0].trim()) continue;
    const start = m.index;
    const end = start + m[0].trimEnd().length;
    const body = text.slice(start, end).toLowerCase();
    found.push({ start, end, head: body.slice(0, HEAD), body });
  }
  return found;
}

const hasHan = (s: string) => /\p{Script=Han}/u.test(s);
/** A name as it may appear inflected: each long word by its stem ("Swords" finds "Sword", "Прошлое" finds "Прошлом"). */
function namePattern(name: string): RegExp | null {
  // An English name's article is left out: prose may say "the reversed Emperor" (story.ts).
  const clean = name
    .toLowerCase()
    .replace(/[«»“”"„()]/g, ' ')
    .trim()
    .replace(/^the\s+/, '');
  if (!clean) return null;
  if (hasHan(clean)) return new RegExp(escapeRegExp(clean.replace(/\s+/g, '')), 'u');
  const words = clean.split(/\s+/).map((w) => {
    const [chars, stem] = [[...w], Math.max(4, [...w].length - 2)];
    return `${escapeRegExp(chars.slice(0, chars.length >= 5 ? stem : chars.length).join(''))}\\p{L}*`;
  });
  return new RegExp(`(?<!\\p{L})${words.join('\\s+')}`, 'u');
}

interface Matcher {
  card: RegExp | null;
  position: RegExp | null;
}

/**
 * The paragraph, from `from` on, where the card's own reading starts, or -1: the first that names the
 * card and its position, else the card, else the position; `inOrder`, the first that names the card.
 */
function anchorOf(paras: Paragraph[], from: number, match: Matcher, inOrder: boolean): number {
  const window = paras.slice(from, from + WINDOW);
  const test = (re: RegExp | null, p: Paragraph) => Boolean(re?.test(p.head));
  const both = (p: Paragraph) => test(match.card, p) && test(match.position, p);
  const card = (p: Paragraph) => test(match.card, p);
  const tiers = [...(inOrder ? [card] : [both, card]), (p: Paragraph) => test(match.position, p)];
  for (const tier of tiers) {
    const i = window.findIndex(tier);
    if (i >= 0) return from + i;
  }
  return -1;
}

/**
 * A paragraph that names two or more of the spread's cards is the story of the spread, or a passage on
 * how cards act on each other, before it is a card's own: the story names its cards with their positions
 * ("the Three of Swords, in the past, … the Star, your outcome card"), which would otherwise anchor a card
 * whose own paragraph names no position. Such a paragraph anchors a card only where no other does.
 */
const SHARED = 2;

/**
 * Where each card's own paragraph starts, as far as the names place them. A paragraph that names a card
 * and its position is surer than one naming the card alone, unless that leaves a later card unplaced: the
 * story after a spread of three names the card it turns on with its place ("the reversed Hierophant, as
 * the obstacle", ADR 0100), after that card's own paragraph, which names no position.
 */
function anchorsOf(all: Paragraph[], cards: SectionCard[]): number[] {
  const paras = all.map((p, i) =>
    i === all.length - 1 && i > 0 && p.body.length < REMINDER_LENGTH && REMINDER.test(p.body)
      ? { ...p, head: '' }
      : p,
  );
  const patterns = cards.map((c) => namePattern(c.cardName));
  // Names are counted by where they stand: «Король Жезлов» and «Королева Жезлов» share a stem, and one
  // queen is not two cards.
  const shared = (p: Paragraph) =>
    new Set(patterns.map((re) => re?.exec(p.body)?.index).filter((at) => at !== undefined)).size >= SHARED;
  const found: Found = {
    paras,
    own: paras.map((p) => (shared(p) ? { ...p, head: '' } : p)),
    matches: cards.map((card, i) => ({
      card: patterns[i] ?? null,
      position: namePattern(card.positionName),
    })),
  };
  const named = anchorsNamed(found, false);
  if (named.length === cards.length) return named;
  // While a text streams, later cards are not written yet: reading order is taken only where it places
  // more, so a paragraph does not show under one card and then jump to another.
  const ordered = anchorsNamed(found, true);
  return ordered.length > named.length ? ordered : named;
}

/** The reminder that ends a reading, a short last paragraph, is no card's, though it may say "advice". */
const REMINDER_LENGTH = 200;

/** The paragraphs, those whose head is blanked where they name two cards, and each card's names. */
interface Found {
  paras: Paragraph[];
  own: Paragraph[];
  matches: Matcher[];
}

function anchorsNamed({ paras, own, matches }: Found, inOrder: boolean): number[] {
  const anchors: number[] = [];
  // The opening is never a card's own paragraph, though it may name the card that answers (ADR 0048).
  const first = paras.length > matches.length ? 1 : 0;
  for (const match of matches) {
    const from = (anchors.at(-1) ?? first - 1) + 1;
    const found = anchorOf(own, from, match, inOrder);
    const at = found >= 0 ? found : anchorOf(paras, from, match, inOrder);
    if (at < 0) break;
    anchors.push(at);
  }
  return anchors;
}

/**
 * Each paragraph's place, or undefined when it cannot be placed yet. The opening is null; paragraphs
 * between it and the first card lead into that card (the yes/no verdict); a card keeps the paragraphs
 * up to the next card's; after the last card comes the synthesis (null).
 */
function placeParagraphs(count: number, anchors: number[], cards: SectionCard[]): (string | null)[] {
  const places: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const k = anchors.findLastIndex((a) => a <= i);
    if (k < 0) places.push(i === 0 ? null : (cards[0]?.position ?? null));
    else if (k === cards.length - 1 && i > (anchors[k] ?? i)) places.push(null);
    else places.push(cards[k]?.position ?? null);
  }
  return places;
}

/** When the names place no card: the prompt's structure (opening, one paragraph per card, the rest). */
function byStructure(count: number, cards: SectionCard[]): (string | null)[] | null {
  if (count < cards.length + 1) return null;
  return Array.from({ length: count }, (_, i) =>
    i === 0 || i > cards.length ? null : (cards[i - 1]?.position ?? null),
  );
}

function merge(text: string, paras: Paragraph[], places: (string | null)[]): SectionMark[] {
  const marks: SectionMark[] = [];
  places.forEach((position, i) => {
    const end = paras[i]?.end ?? 0;
    const last = marks.at(-1);
    if (last && last.position === position) last.end = end;
    else marks.push({ position, end });
  });
  return marks.length ? marks : text.trim() ? [{ position: null, end: text.length }] : [];
}

/** A finished interpretation in parts, in order. */
export function readingSections(text: string, cards: SectionCard[]): Section[] {
  const paras = paragraphs(text);
  if (!paras.length) return [];
  const anchors = anchorsOf(paras, cards);
  const places =
    anchors.length === cards.length
      ? placeParagraphs(paras.length, anchors, cards)
      : byStructure(paras.length, cards);
  if (!places) return [{ position: null, text: text.trim() }];
  let start = 0;
  return merge(text, paras, places).map((mark) => {
    const section = { position: mark.position, text: text.slice(start, mark.end).trim() };
    start = mark.end;
    return section;
  });
}

/**
 * The parts of a text still being written: only what can already be placed. A paragraph whose start
 * names no card yet, or that may belong to a card not yet named, stays unplaced until more arrives;
 * the finished text's sections settle the rest.
 */
export function streamingMarks(text: string, cards: SectionCard[]): SectionMark[] {
  const paras = paragraphs(text);
  if (!paras.length) return [];
  const anchors = anchorsOf(paras, cards);
  const all = anchors.length === cards.length;
  const tail = paras.at(-1);
  // The paragraph being written is placed once its start is in, or once it names its card.
  const tailOpen = tail && !/\n\s*\n\s*$/.test(text) && tail.end - tail.start < HEAD;
  const tailIndex = paras.length - 1;
  const placed = placeParagraphs(paras.length, anchors, cards);
  let count = 0;
  for (let i = 0; i < paras.length; i++) {
    const anchored = anchors.includes(i);
    const afterLast = anchors.length > 0 && i > (anchors.at(-1) ?? 0);
    // The opening and the synthesis show as they are written; a paragraph between them waits until its
    // start, where a card's reading names its card, is in.
    if (tailOpen && i === tailIndex && i > 0 && !anchored && !(all && afterLast)) break;
    // Before any card: the opening is safe once whole; anything after it may be a card's lead-in.
    if (!anchors.length && i > 0) break;
    // After the last card named so far, while cards remain: maybe the next card, unnamed.
    if (afterLast && !all) break;
    count = i + 1;
  }
  return count ? merge(text, paras.slice(0, count), placed.slice(0, count)) : [];
}
