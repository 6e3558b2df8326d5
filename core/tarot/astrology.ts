/**
 * Each card's astrological correspondence in the Golden Dawn tradition behind the Rider–Waite–Smith
 * deck (with the modern outer planets for the Fool, the Hanged Man and Judgement): a planet or a sign
 * for the majors, a planet in a sign (the decan) for the pips 2–10, the root of the element for the
 * aces, and an element of the element for the court cards (Page earth, Knight air, Queen water, King
 * fire). Names come from locales/<lang>/astrology.json.
 */
import { interpolate, namespace } from '../i18n.js';
import type { Locale } from '../locales.js';
import { type CardId, findCard } from './deck.js';
import { type Element, elementOf } from './elements.js';

type Planet =
  | 'sun'
  | 'moon'
  | 'mercury'
  | 'venus'
  | 'mars'
  | 'jupiter'
  | 'saturn'
  | 'uranus'
  | 'neptune'
  | 'pluto';
export type Sign =
  | 'aries'
  | 'taurus'
  | 'gemini'
  | 'cancer'
  | 'leo'
  | 'virgo'
  | 'libra'
  | 'scorpio'
  | 'sagittarius'
  | 'capricorn'
  | 'aquarius'
  | 'pisces';

type Correspondence =
  | { kind: 'planet'; planet: Planet }
  | { kind: 'sign'; sign: Sign }
  | { kind: 'decan'; planet: Planet; sign: Sign }
  | { kind: 'root'; element: Element }
  | { kind: 'court'; part: Element; element: Element };

/** Majors 0..21 in this deck's numbering (8 Justice, 11 Strength). */
const MAJORS: readonly Correspondence[] = [
  { kind: 'planet', planet: 'uranus' },
  { kind: 'planet', planet: 'mercury' },
  { kind: 'planet', planet: 'moon' },
  { kind: 'planet', planet: 'venus' },
  { kind: 'sign', sign: 'aries' },
  { kind: 'sign', sign: 'taurus' },
  { kind: 'sign', sign: 'gemini' },
  { kind: 'sign', sign: 'cancer' },
  { kind: 'sign', sign: 'libra' },
  { kind: 'sign', sign: 'virgo' },
  { kind: 'planet', planet: 'jupiter' },
  { kind: 'sign', sign: 'leo' },
  { kind: 'planet', planet: 'neptune' },
  { kind: 'sign', sign: 'scorpio' },
  { kind: 'sign', sign: 'sagittarius' },
  { kind: 'sign', sign: 'capricorn' },
  { kind: 'planet', planet: 'mars' },
  { kind: 'sign', sign: 'aquarius' },
  { kind: 'sign', sign: 'pisces' },
  { kind: 'planet', planet: 'sun' },
  { kind: 'planet', planet: 'pluto' },
  { kind: 'planet', planet: 'saturn' },
];

/** The decans of the pips 2..10, per suit: [planet, sign]. */
const DECANS: Record<string, readonly [Planet, Sign][]> = {
  wands: [
    ['mars', 'aries'],
    ['sun', 'aries'],
    ['venus', 'aries'],
    ['saturn', 'leo'],
    ['jupiter', 'leo'],
    ['mars', 'leo'],
    ['mercury', 'sagittarius'],
    ['moon', 'sagittarius'],
    ['saturn', 'sagittarius'],
  ],
  cups: [
    ['venus', 'cancer'],
    ['mercury', 'cancer'],
    ['moon', 'cancer'],
    ['mars', 'scorpio'],
    ['sun', 'scorpio'],
    ['venus', 'scorpio'],
    ['saturn', 'pisces'],
    ['jupiter', 'pisces'],
    ['mars', 'pisces'],
  ],
  swords: [
    ['moon', 'libra'],
    ['saturn', 'libra'],
    ['jupiter', 'libra'],
    ['venus', 'aquarius'],
    ['mercury', 'aquarius'],
    ['moon', 'aquarius'],
    ['jupiter', 'gemini'],
    ['mars', 'gemini'],
    ['sun', 'gemini'],
  ],
  pentacles: [
    ['jupiter', 'capricorn'],
    ['mars', 'capricorn'],
    ['sun', 'capricorn'],
    ['mercury', 'taurus'],
    ['moon', 'taurus'],
    ['saturn', 'taurus'],
    ['sun', 'virgo'],
    ['venus', 'virgo'],
    ['mercury', 'virgo'],
  ],
};

const COURT_PART: Record<number, Element> = { 11: 'earth', 12: 'air', 13: 'water', 14: 'fire' };

export function correspondenceOf(id: CardId): Correspondence {
  const card = findCard(id);
  if (!card) throw new Error(`no card ${id}`);
  if (!card.suit) {
    const major = MAJORS[card.number];
    if (!major) throw new Error(`no correspondence for ${id}`);
    return major;
  }
  const element = elementOf(id);
  if (card.number === 1) return { kind: 'root', element };
  const part = COURT_PART[card.number];
  if (part) return { kind: 'court', part, element };
  const decan = DECANS[card.suit]?.[card.number - 2];
  if (!decan) throw new Error(`no decan for ${id}`);
  return { kind: 'decan', planet: decan[0], sign: decan[1] };
}

interface AstrologyNames {
  planets: Record<string, string>;
  signs: Record<string, string>;
  /** "in Aries" as the language says it ("в Овне", "im Widder"). */
  in_signs: Record<string, string>;
  elements: Record<string, string>;
  /** The element as the second part of "Earth of Fire" ("Огня", "des Feuers"). */
  of_elements: Record<string, string>;
  decan: string;
  root: string;
  court: string;
}

/** The correspondence in words, in the locale ("Mars in Aries", "Марс в Овне", "火星在白羊座"). */
export function astrologyText(locale: Locale, id: CardId): string {
  const n = namespace<AstrologyNames>(locale, 'astrology');
  const c = correspondenceOf(id);
  switch (c.kind) {
    case 'planet':
      return n.planets[c.planet] ?? c.planet;
    case 'sign':
      return n.signs[c.sign] ?? c.sign;
    case 'decan':
      return interpolate(n.decan, {
        planet: n.planets[c.planet] ?? c.planet,
        in_sign: n.in_signs[c.sign] ?? c.sign,
      });
    case 'root':
      return interpolate(n.root, { element: n.of_elements[c.element] ?? c.element });
    case 'court':
      return interpolate(n.court, {
        part: n.elements[c.part] ?? c.part,
        element: n.of_elements[c.element] ?? c.element,
      });
  }
}
