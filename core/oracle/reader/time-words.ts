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

/**
 * Words for the next days or weeks ("soon", "in the coming weeks"): a line that says them does not fit
 * a month far down a year (blind reviews 16 to 20: every month of the Year Ahead began "Soon").
 */
export const NEAR_TIME: Record<Locale, RegExp> = {
  en: /\b(?:soon|shortly|before long|(?:coming|next few|upcoming) (?:days|weeks)|(?:days|weeks) ahead|as the weeks unfold|near future)\b/i,
  ru: /(?<!\p{L})(скоро|вскоре|на днях|в скором)(?!\p{L})|в ближайш|в следующие недели/iu,
  de: /\b(?:bald|in kürze|demnächst|in nächster Zeit|(?:kommenden|nächsten) (?:Tagen|Wochen))\b/i,
  es: /\b(?:pronto|en breve|dentro de poco|(?:próxim[oa]s|siguientes) (?:días|semanas))\b/i,
  zh: /很快|不久(?!前)|近期|接下来(?:的)?几(?:周|天)|未来几(?:周|天)|几周内|这几天/,
};

/**
 * A month of the Year Ahead from its third on, or a single week of the Month Ahead: too far for "soon",
 * or too short for "the coming weeks" (blind review 20: "im Lauf der kommenden Wochen"
 * for one week).
 */
export function farAhead(position: string): boolean {
  const [, unit, n] = /^(month|week)_(\d+)$/.exec(position) ?? [];
  return Number(n) >= (unit === 'month' ? 3 : 1);
}

/** Whether a line says "soon" or "the coming weeks" where the position is too far or too short for it. */
export const tooNear = (locale: Locale, position: string, line: string) =>
  farAhead(position) && NEAR_TIME[locale].test(line);
