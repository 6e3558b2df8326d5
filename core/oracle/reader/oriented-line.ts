/**
 * A card's topic line often covers both orientations ("Upright, … Reversed, watch for …"). A reading
 * says only the part for the orientation drawn: the clauses that speak of the reversal for a reversed
 * card, the others for an upright one, and the whole line when it does not tell them apart.
 */
import type { Locale } from '../../locales.js';

const REVERSAL: Record<Locale, RegExp> = {
  en: /\brevers/i,
  ru: /перев[её]рн/i,
  de: /umgekehrt|umgedreht/i,
  es: /invertid|al revés/i,
  zh: /逆位|倒置/,
};
/** "Upright, …" / "Aufrecht: …" at the head of a clause: a label to drop once the clause is chosen. */
const UPRIGHT_LABEL: Record<Locale, RegExp> = {
  en: /^upright[,:]\s*/i,
  ru: /^(в\s+)?прям(ом|ое|ая)(\s+положении)?[,:—–-]\s*/i,
  de: /^aufrecht[,:]\s*/i,
  es: /^(al\s+)?derech[oa][,:]\s*/i,
  zh: /^正位[，：:]\s*/,
};

/**
 * "Reversed, …" at the head of a clause: dropped too, since the reading has already said the card is
 * reversed (the frame and the reversal note), and "Reversed, … Reversed, …" reads as a template.
 */
const REVERSED_LABEL: Record<Locale, RegExp> = {
  en: /^reversed[,:]\s*/i,
  ru: /^(в\s+)?перев[её]рнут(ом|ая|ый|ое)(\s+(положении|виде))?[,:—–-]\s*/i,
  de: /^umgekehrt[,:]\s*/i,
  es: /^(invertid[oa]|al revés)[,:]\s*/i,
  zh: /^逆位(时)?[，：:]\s*/,
};

/** Sentences, and clauses after a semicolon, each with its own closing mark. */
function clauses(line: string, locale: Locale): string[] {
  const parts = locale === 'zh' ? line.split(/(?<=[。！？；])/) : line.split(/(?<=[.!?;])\s+/);
  return parts.map((p) => p.trim()).filter(Boolean);
}

function tidy(text: string, locale: Locale): string {
  const trimmed = text.replace(/[;；]$/, locale === 'zh' ? '。' : '.');
  return trimmed.charAt(0).toLocaleUpperCase(locale) + trimmed.slice(1);
}

export function orientedLine(line: string, reversed: boolean, locale: Locale): string {
  const all = clauses(line, locale);
  const isReversal = (clause: string) => REVERSAL[locale].test(clause);
  const chosen = all.filter((clause) => isReversal(clause) === reversed);
  if (chosen.length === 0 || chosen.length === all.length) return line;
  const label = reversed ? REVERSED_LABEL[locale] : UPRIGHT_LABEL[locale];
  return chosen.map((clause) => tidy(clause.replace(label, ''), locale)).join(locale === 'zh' ? '' : ' ');
}
