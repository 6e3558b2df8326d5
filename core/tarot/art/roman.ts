const STEPS: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numeral for 0..39; the Fool's 0 has no roman form, so it stays "0". */
export function roman(n: number): string {
  if (n === 0) return '0';
  let rest = n;
  let out = '';
  for (const [value, glyph] of STEPS) {
    while (rest >= value) {
      out += glyph;
      rest -= value;
    }
  }
  return out;
}
