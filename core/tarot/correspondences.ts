/**
 * What a teacher adds beside the astrology (issue 23 item 2, ADR 0058): the Sun's dates of a card's
 * decan, sign or court span (Golden Dawn, tropical zodiac); the Hebrew letter and the path on the Tree
 * of Life of each major; and what the number of a pip says. Names and texts are in
 * locales/<lang>/astrology.json; dates are written by Intl in the reader's language.
 */
import { namespace } from '../i18n.js';
import type { Locale } from '../locales.js';
import { correspondenceOf, type Sign } from './astrology.js';
import { type CardId, findCard } from './deck.js';

/** Month and day the Sun enters each sign (a typical year; the real day moves by one). */
const SIGN_START: Record<Sign, readonly [number, number]> = {
  aries: [3, 21],
  taurus: [4, 20],
  gemini: [5, 21],
  cancer: [6, 21],
  leo: [7, 23],
  virgo: [8, 23],
  libra: [9, 23],
  scorpio: [10, 23],
  sagittarius: [11, 22],
  capricorn: [12, 22],
  aquarius: [1, 20],
  pisces: [2, 19],
};
const ZODIAC = Object.keys(SIGN_START) as Sign[];

/** The court cards' 30° spans, from 20° of the first sign to 20° of the next (Book T). */
const COURT_SPANS: Record<string, Partial<Record<number, Sign>>> = {
  // 12 Knight (the Golden Dawn Prince, air), 13 Queen (water), 14 King (the Golden Dawn Knight, fire).
  wands: { 12: 'cancer', 13: 'pisces', 14: 'scorpio' },
  cups: { 12: 'libra', 13: 'gemini', 14: 'aquarius' },
  swords: { 12: 'capricorn', 13: 'virgo', 14: 'taurus' },
  pentacles: { 12: 'aries', 13: 'sagittarius', 14: 'leo' },
};

/** Each major's Hebrew letter and path (11–32) in this deck's numbering: 8 Justice is Lamed, 11 Strength Teth. */
const HEBREW: readonly (readonly [letter: string, name: string, path: number])[] = [
  ['א', 'aleph', 11],
  ['ב', 'beth', 12],
  ['ג', 'gimel', 13],
  ['ד', 'daleth', 14],
  ['ה', 'heh', 15],
  ['ו', 'vav', 16],
  ['ז', 'zayin', 17],
  ['ח', 'cheth', 18],
  ['ל', 'lamed', 22],
  ['י', 'yod', 20],
  ['כ', 'kaph', 21],
  ['ט', 'teth', 19],
  ['מ', 'mem', 23],
  ['נ', 'nun', 24],
  ['ס', 'samekh', 25],
  ['ע', 'ayin', 26],
  ['פ', 'peh', 27],
  ['צ', 'tzaddi', 28],
  ['ק', 'qoph', 29],
  ['ר', 'resh', 30],
  ['ש', 'shin', 31],
  ['ת', 'tav', 32],
];

export interface Correspondences {
  /** The Sun's dates in the reader's language ("21 March – 30 March"); null for aces, pages, planets. */
  dates: string | null;
  /** The signs those dates fall in, named in the reader's language. */
  signs: string[];
  hebrew: { letter: string; name: string; meaning: string; path: number } | null;
  /** What the pip's number brings (aces 1 … tens 10); null for majors and courts. */
  numerology: string | null;
}

interface Texts {
  signs: Record<string, string>;
  hebrew: Record<string, { name: string; meaning: string }>;
  numerology: Record<string, string>;
}

type MonthDay = readonly [month: number, day: number];

/** A month and day moved by some days, in a non-leap year (the spans are typical years). */
function addDays([month, day]: MonthDay, days: number): MonthDay {
  const date = new Date(Date.UTC(2025, month - 1, day + days));
  return [date.getUTCMonth() + 1, date.getUTCDate()];
}

const nextSign = (sign: Sign) => ZODIAC[(ZODIAC.indexOf(sign) + 1) % 12] as Sign;
const start = (sign: Sign) => SIGN_START[sign];

/** The Sun's span: a whole sign, a decan (10°) of it, or a court's 20° of one sign to 20° of the next. */
function span(id: CardId): { from: MonthDay; to: MonthDay; signs: Sign[] } | null {
  const card = findCard(id);
  if (!card) throw new Error(`no card ${id}`);
  const c = correspondenceOf(id);
  if (c.kind === 'sign')
    return { from: start(c.sign), to: addDays(start(nextSign(c.sign)), -1), signs: [c.sign] };
  if (c.kind === 'decan') {
    const index = (card.number - 2) % 3;
    const from = addDays(start(c.sign), index * 10);
    const to = index === 2 ? addDays(start(nextSign(c.sign)), -1) : addDays(from, 9);
    return { from, to, signs: [c.sign] };
  }
  const first = card.suit ? COURT_SPANS[card.suit]?.[card.number] : undefined;
  if (c.kind === 'court' && first) {
    const second = nextSign(first);
    return { from: addDays(start(first), 20), to: addDays(start(second), 19), signs: [first, second] };
  }
  return null;
}

function formatDay(locale: Locale, [month, day]: MonthDay): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2025, month - 1, day)),
  );
}

export function correspondencesOf(locale: Locale, id: CardId): Correspondences {
  const card = findCard(id);
  if (!card) throw new Error(`no card ${id}`);
  const texts = namespace<Texts>(locale, 'astrology');
  const sun = span(id);
  const letter = card.suit ? undefined : HEBREW[card.number];
  const letterText = letter ? texts.hebrew[letter[1]] : undefined;
  return {
    dates: sun ? `${formatDay(locale, sun.from)} – ${formatDay(locale, sun.to)}` : null,
    signs: sun ? sun.signs.map((s) => texts.signs[s] ?? s) : [],
    hebrew:
      letter && letterText
        ? { letter: letter[0], name: letterText.name, meaning: letterText.meaning, path: letter[2] }
        : null,
    numerology: card.suit && card.number <= 10 ? (texts.numerology[String(card.number)] ?? null) : null,
  };
}
