/**
 * Words for a day or a week: a line that says them is written for the card of the day, and does not fit
 * a card read for the past, for months ahead, or for a year (design review 11; blind review 13: "Impulsive
 * promises are tempting today" read for the past).
 */
import type { Locale } from '../../locales.js';

export const SHORT_TIME: Record<Locale, RegExp> = {
  en: /\b(?:today|tonight|tomorrow|this (?:week|weekend|evening))\b/i,
  ru: /сегодня|завтра|на этой неделе|этим вечером|на выходных/i,
  de: /\b(?:heute|morgen|diese Woche|dieses Wochenende|heute Abend)\b/i,
  es: /\b(?:hoy|mañana|esta (?:semana|noche|tarde)|este fin de semana)\b/i,
  zh: /今天|今晚|明天|这周|本周|这个周末/,
};
