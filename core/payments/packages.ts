/** Token packages as callers see them: the catalog's numbers with a localized title (DESIGN §6a, §7). */
import { SUBSCRIPTION_PLAN, TOKEN_PACKAGES, type TokenPackage } from '../catalog.js';
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

/** "150 tokens every month": the subscription plan's invoice title (Telegram allows 32 characters). */
export function subscriptionTitle(locale: Locale, plan: TokenPackage): string {
  return translate(locale, 'bot', 'subscription.title', { count: plan.tokens });
}

export interface SubscriptionPlanDto {
  id: string;
  tokens: number;
  stars: number;
  title: string;
}

export const subscriptionPlanDto = (locale: Locale): SubscriptionPlanDto => ({
  id: SUBSCRIPTION_PLAN.id,
  tokens: SUBSCRIPTION_PLAN.tokens,
  stars: SUBSCRIPTION_PLAN.stars,
  title: subscriptionTitle(locale, SUBSCRIPTION_PLAN),
});

export const findSubscriptionPlan = (id: string): TokenPackage | undefined =>
  id === SUBSCRIPTION_PLAN.id ? SUBSCRIPTION_PLAN : undefined;
