/**
 * The first letter of a text in capitals, past any opening quotation mark ("«остаться»" → "«Остаться»");
 * a text that starts with no letter of a case (Chinese) stays as it is. None of the app's languages
 * capitalises a letter differently from the default (as Turkish would).
 */
export function capitalFirst(text: string): string {
  return text.replace(
    /^(\P{L}*)(\p{L})/u,
    (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );
}
