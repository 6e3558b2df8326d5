/** A string to match literally inside a RegExp: its special characters escaped. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
