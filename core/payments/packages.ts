/** Token packages as callers see them: the catalog's numbers with a localized title (DESIGN §6a, §7). */
import { TOKEN_PACKAGES, type TokenPackage } from '../catalog.js';
import { translate } from '../i18n.js';
import type { Locale } from '../locales.js';

export interface PackageDto {
  id: string;
  tokens: number;
  stars: number;
  title: string;
}

export function findPackage(id: string): TokenPackage | undefined {
  return TOKEN_PACKAGES.find((p) => p.id === id);
}

/** "Seeker: 60 tokens". Package names live with the bot's texts (locales/<lang>/bot.json). */
export function packageTitle(locale: Locale, pkg: TokenPackage): string {
  const name = translate(locale, 'bot', `packages.${pkg.id}`);
  return translate(locale, 'bot', 'invoice.title', { name, count: pkg.tokens });
}

export function packageDtos(locale: Locale): PackageDto[] {
  return TOKEN_PACKAGES.map((pkg) => ({
    id: pkg.id,
    tokens: pkg.tokens,
    stars: pkg.stars,
    title: packageTitle(locale, pkg),
  }));
}
