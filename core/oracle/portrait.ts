/**
 * The personality portrait (issue 21 §4, ADR 0054): authored character texts for the core arcana (who
 * you are) and the path arcana (what you grow into), a note on how the two meet, drawn from their
 * elements and numbers, and a text of its own when both are the same card. Texts live in
 * locales/<lang>/portraits.json. Arcana are numbered 1..22 as in core/tarot/arcana.ts (22 the Fool).
 */
import { interpolate, namespace } from '../i18n.js';
import type { Locale } from '../locales.js';
import { majorForArcana } from '../tarot/deck.js';
import { type Element, elementOf } from '../tarot/elements.js';

/** How the two elements meet (elemental dignities): fire–air and water–earth help, fire–water and air–earth oppose. */
export type ElementRelation = 'same' | 'friendly' | 'opposing' | 'neutral';
/** A number relation worth a sentence, or null. */
export type NumberRelation = 'mirror' | 'neighbours' | 'echo' | 'double';

interface PortraitTexts {
  intro: string[];
  intro_same: string[];
  core: Record<string, string>;
  path: Record<string, string>;
  elements: Record<string, string>;
  numbers: Record<NumberRelation, string>;
  same: string[];
  closing: string[];
}

export interface Portrait {
  intro: string;
  core: string;
  path: string;
  /** How the two arcana meet, or what it means that they are one card. */
  together: string;
  closing: string;
}

const ORDER: readonly Element[] = ['fire', 'water', 'air', 'earth'];
const FRIENDS = new Set(['fire_air', 'water_earth']);
const OPPOSITES = new Set(['fire_water', 'air_earth']);

const elementOfArcana = (n: number) => elementOf(majorForArcana(n).id);

/** The two elements in a fixed order, joined: the key of their note ("fire_water"). */
export function elementKey(first: number, second: number): string {
  return [elementOfArcana(first), elementOfArcana(second)]
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .join('_');
}

export function elementRelation(first: number, second: number): ElementRelation {
  const key = elementKey(first, second);
  const [a, b] = key.split('_');
  if (a === b) return 'same';
  if (FRIENDS.has(key)) return 'friendly';
  return OPPOSITES.has(key) ? 'opposing' : 'neutral';
}

/** 1..9: the digits added until one is left (22 → 4). */
const digitRoot = (n: number) => ((n - 1) % 9) + 1;

export function numberRelation(first: number, second: number): NumberRelation | null {
  if (first === second) return null;
  if (first + second === 22) return 'mirror';
  // The Fool (22) is also 0: it stands before the Magician and after the World.
  const gap = Math.abs((first % 22) - (second % 22));
  if (gap === 1 || gap === 21) return 'neighbours';
  if (digitRoot(first) === digitRoot(second)) return 'echo';
  return first === 2 * second || second === 2 * first ? 'double' : null;
}

/** The same birth date always gets the same variant: the portrait is a description, not a draw. */
const pick = (list: string[], seed: number) => list[seed % list.length] ?? '';

interface Arcanum {
  /** 1..22, 22 the Fool. */
  number: number;
  /** The card's name in the locale. */
  name: string;
}

export function portrait(locale: Locale, first: Arcanum, second: Arcanum): Portrait {
  const t = namespace<PortraitTexts>(locale, 'portraits');
  const fill = (text: string, vars: Record<string, string | number>) => interpolate(text, vars, locale);
  const [a, b] = [first.number, second.number];
  const seed = a * 23 + b;
  const shared = {
    core: t.core[String(a)] ?? '',
    path: t.path[String(b)] ?? '',
    closing: pick(t.closing, seed),
  };
  if (a === b)
    return {
      ...shared,
      intro: fill(pick(t.intro_same, seed), { card: first.name }),
      together: pick(t.same, seed),
    };
  const numbers = numberRelation(a, b);
  const note = [
    t.elements[elementKey(a, b)] ?? '',
    numbers ? fill(t.numbers[numbers], { first: a, second: b, root: digitRoot(a) }) : '',
  ];
  return {
    ...shared,
    intro: fill(pick(t.intro, seed), { first: first.name, second: second.name }),
    together: note.filter(Boolean).join(locale === 'zh' ? '' : ' '),
  };
}
