/**
 * What a row of the purchase sheet is worth, from the catalog's numbers as the server sends them (never
 * written here): Stars per token, and the saving against the smallest package's price per token.
 */
export interface Priced {
  tokens: number;
  stars: number;
}

export interface OfferValue {
  /** Stars per token, rounded to one decimal ("1.7"), in the reader's number format. */
  perToken: string;
  /** The saving against the smallest package, "25%" in the reader's format; null when there is none. */
  saving: string | null;
}

/** The package with the fewest tokens: the price every other offer is compared with. */
export function smallest<T extends Priced>(packages: readonly T[]): T | undefined {
  return packages.reduce<T | undefined>((min, p) => (!min || p.tokens < min.tokens ? p : min), undefined);
}

export function offerValue(offer: Priced, base: Priced | undefined, locale: string): OfferValue {
  const price = offer.stars / offer.tokens;
  const perToken = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(price);
  if (!base) return { perToken, saving: null };
  // Whole percents, rounded down: a saving is never overstated.
  const percent = Math.floor((1 - price / (base.stars / base.tokens)) * 100);
  const saving =
    percent >= 1 ? new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100) : null;
  return { perToken, saving };
}
