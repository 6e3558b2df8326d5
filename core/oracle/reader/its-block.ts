/**
 * A situation's sentence about the card a spread turns on, said in that card's own block (story.ts,
 * turnOf): its frame has just named the card and its place, so the sentence says "this card" where it was
 * written to name them again ("With the reversed Knight of Pentacles, in the week of November 28, the
 * practical load comes into view" → "With this card, the practical load comes into view").
 */
import type { Locale } from '../../locales.js';

/**
 * The card named again in its own block: "this card" where a sentence opens on it (or on "With…"), "the card" inside one
 * (blind review 34: „diese Karte deutet auf diese Arbeit“, «эта карта показывает этот выбор» read as glue).
 */
const THIS_CARD: Record<Locale, { opens: string; inside: string }> = {
  en: { opens: 'this card', inside: 'the card' },
  ru: { opens: 'эта карта', inside: 'карта' },
  de: { opens: 'diese Karte', inside: 'die Karte' },
  es: { opens: 'esta carta', inside: 'la carta' },
  zh: { opens: '这张牌', inside: '这张牌' },
};

/** The card and its place as written: an apposition ("X, in Y,"), or in Chinese "X落在Y，", "Y的X", "Y出现X，". */
const NAMED: Record<Locale, RegExp> = {
  en: /\{\{turn\}\}, \{\{turn_pos\}\},?/g,
  ru: /\{\{turn\}\}, \{\{turn_pos\}\},?/g,
  de: /\{\{turn\}\}, \{\{turn_pos\}\},?/g,
  es: /\{\{turn\}\}, \{\{turn_pos\}\},?/g,
  zh: /\{\{turn\}\}落?在\{\{turn_pos\}\}(?:上)?，?|\{\{turn_pos\}\}(?:的|，|出现)\{\{turn\}\}，?/g,
};

/**
 * The comma that closed the place stays where it also ends a clause: before "and", «и», „und“; after an
 * opening phrase whose subject is not the card ("With this card, the urge…", "Si te fijas en la carta,
 * cuesta…"), wherever a clause begins; and in Russian before a dash that ends the clause the card closes
 * («То, на что указывает карта, — ваше умение…»).
 */
const CLAUSE_NEXT = /^\s(and|but|и|а|но|und|aber|y|pero)\s/u;
const OPENING: Record<Locale, RegExp> = {
  en: /^(with|as|after|in|for|through|beneath|under|at|on|from) $/iu,
  ru: /^(с|при|под) $/iu,
  de: /^(mit|bei|nach|unter) $/iu,
  es: /^(con|ante|en|según|mirando|al \p{L}+|si te fijas en|(cuando|si) (aparece|sale|llega)|(tal|según) como (sale|aparece)|como sale|nada más ver) $/iu,
  zh: /^$(?!)/u,
};

const upper = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The sentence with "this card" or "the card" for the card and no place; null where it names them otherwise. */
export function inItsBlock(line: string, locale: Locale): string | null {
  const { opens, inside } = THIS_CARD[locale];
  const said = line.replace(NAMED[locale], (match: string, at: number) => {
    const before = line.slice(0, at);
    const after = line.slice(at + match.length);
    // The clause the card stands in, from the last stop, semicolon or colon.
    const clause = before.split(/[.!?;:]\s+/u).at(-1) ?? '';
    const starts = at === 0 || /[.!?]\s*$/u.test(before);
    const opening = OPENING[locale].test(clause);
    const dash = locale === 'ru' && clause !== '' && /^\s[—–]/u.test(after);
    const comma = match.endsWith(',') && (CLAUSE_NEXT.test(after) || opening || dash) ? ',' : '';
    // After an opening phrase ("With…", "Con…") it is still "this card": "With the card," reads as a tool.
    return (starts ? upper(opens) : opening ? opens : inside) + comma;
  });
  if (/\{\{turn(_pos)?\}\}/.test(said)) return null;
  // 有这张牌说明 reads clipped: the card is there, 有这张牌在，说明.
  return locale === 'zh' ? said.replace(/有这张牌(?!在)/gu, '有这张牌在，') : said;
}
