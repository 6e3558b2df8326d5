/**
 * One normal form for questions and for the safety phrases they are matched against, so spelling
 * noise does not hide a cry for help: case, diacritics, ё/е, apostrophes ("dont" = "don't"), letters
 * typed again and again ("pleeease" = "please"), punctuation and spacing.
 */
export function normalizeText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      // Combining marks (diacritics) go; й becomes и and ё becomes е on both sides alike.
      .replace(/\p{M}/gu, '')
      .replace(/ß/g, 'ss')
      .replace(/['’‘`´]/g, '')
      // Safety phrases keep their two markers: * (a word's stem) and ~ (a few words between).
      .replace(/[^\p{L}\p{N}*~]+/gu, ' ')
      .replace(/(\p{L})\1+/gu, '$1')
      .trim()
  );
}

/** Han characters: Chinese is matched without word boundaries. */
export const HAN = /\p{Script=Han}/u;
