/** Every written line of a situation in scenarios.json, of any kind (yes, how, step, suits, turns…). */
export function linesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(linesOf);
  return value && typeof value === 'object' ? Object.values(value).flatMap(linesOf) : [];
}
