/**
 * Whether a card's label under the spread is a short form of its block's position name (ADR 0088): the
 * name's beginning once leading articles and possessives are gone, words shortened by their endings at
 * most, "&" for "and"; in Chinese, the name's characters in order.
 */
/** Words a label may leave out at the start of a name. */
const LEADING: Record<string, Set<string>> = {
  en: new Set(['the', 'your', 'a']),
  de: new Set(['der', 'die', 'das', 'dein', 'deine']),
  es: new Set(['el', 'la', 'lo', 'los', 'las', 'tu', 'tus']),
  ru: new Set(['твой', 'твоя', 'твои', 'ваш', 'ваша', 'ваши']),
  zh: new Set(),
};
const AND: Record<string, string> = { en: 'and', de: 'und', es: 'y', ru: 'и', zh: '与' };

const words = (text: string, locale: string): string[] => {
  const all = text
    .toLocaleLowerCase(locale)
    .replaceAll('&', ` ${AND[locale]} `)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  const start = all.findIndex((w) => !LEADING[locale]?.has(w));
  return start < 0 ? all : all.slice(start);
};

/** A word shortened by its ending at most: the shorter is the start of the longer, and most of it. */
const sameWord = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(short) && short.length >= Math.min(long.length, Math.max(3, long.length - 3));
};

export function isShortForm(label: string, name: string, locale: string): boolean {
  if (locale === 'zh') {
    let at = 0;
    for (const ch of name) if (ch === label[at]) at++;
    return at === label.length;
  }
  const l = words(label, locale);
  const n = words(name, locale);
  return l.length > 0 && l.length <= n.length && l.every((w, i) => sameWord(w, n[i] as string));
}
