/**
 * A position said as prose beside its card ("the Page of Cups, your outcome card"; "The Sun, in the
 * future"), never its name quoted in its own case (design review 8, problem 1). The phrases live in
 * locales/<lang>/position-phrases.json, one per position, written to stand next to a card's name in any
 * sentence (a prepositional phrase or an apposition, so no case is forced on it). A position the person
 * named (Two Paths' "staying") or dated (Year Ahead's "January 2028") keeps that name.
 */
import { interpolate, namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { OracleCard } from '../oracle.js';

type Spreads = Record<string, { positions?: Record<string, string> }>;

const QUOTES = /[«»“”„"「」]/;
/** `{{name}}` inside the phrase's own quotation marks. */
const QUOTED_NAME = /[«“„"「]\{\{name\}\}[»”“"」]/;

/** Whether the position carries a name of its own rather than one of the spreads' default names. */
export function named(locale: Locale, position: string, name: string): boolean {
  const spreads = namespace<Spreads>(locale, 'spreads');
  return !Object.values(spreads).some((spread) => spread?.positions?.[position] === name);
}

/** Russian months in the prepositional case, for "в ноябре 2026 г.". */
const RU_IN_MONTH: Record<string, string> = {
  январь: 'январе',
  февраль: 'феврале',
  март: 'марте',
  апрель: 'апреле',
  май: 'мае',
  июнь: 'июне',
  июль: 'июле',
  август: 'августе',
  сентябрь: 'сентябре',
  октябрь: 'октябре',
  ноябрь: 'ноябре',
  декабрь: 'декабре',
};

/**
 * A dated month said as prose, not as a label (blind review 21: "the labels are mechanical"): "in
 * November 2026", «в ноябре 2026 г.», "en noviembre de 2026"; the name as the calendar writes it where
 * the language needs no change.
 */
function monthProse(locale: Locale, name: string): string {
  if (locale === 'es') return name.charAt(0).toLocaleLowerCase('es') + name.slice(1);
  if (locale !== 'ru') return name;
  const [word = '', ...rest] = name.split(/\s/u);
  const inMonth = RU_IN_MONTH[word.toLocaleLowerCase('ru')];
  return inMonth ? [inMonth, ...rest].join(' ') : name;
}

type Templates = Record<string, { dated?: string; named?: Record<string, string> }>;

/** What a name filled into a template's slot (`{{date}}`, `{{name}}`) holds, read back; null if it does not fit. */
function slotOf(template: string | undefined, slot: string, name: string): string | null {
  if (!template) return null;
  const [before = '', after = ''] = template.split(slot);
  return name.startsWith(before) && name.endsWith(after)
    ? name.slice(before.length, name.length - after.length) || null
    : null;
}

/** The day a dated week begins, read back from its name ("Week of November 28" → "November 28"). */
const weekDate = (locale: Locale, name: string) =>
  slotOf(namespace<Templates>(locale, 'spreads')['month-ahead']?.dated, '{{date}}', name);

/**
 * The option a named road of Two Paths stands for, read back from its name (de "Was „Master“ bringt" →
 * "Master"), so it is said as prose, "am Ende des Wegs „Master“", not "bei Was „Master“ bringt" (blind
 * review 24).
 */
const pathOption = (locale: Locale, position: string, name: string) =>
  slotOf(namespace<Templates>(locale, 'spreads').decision?.named?.[position], '{{name}}', name);

export function positionPhrase(locale: Locale, card: Pick<OracleCard, 'position' | 'positionName'>): string {
  const phrases = namespace<Record<string, string>>(locale, 'position-phrases');
  const month = /^month_(\d+)$/.exec(card.position);
  if (card.positionName && named(locale, card.position, card.positionName)) {
    const road = /^path_[ab](_brings)?$/.test(card.position)
      ? phrases[`named_${card.position.replace(/_[ab]/, '')}`]
      : undefined;
    const option = road ? pathOption(locale, card.position, card.positionName) : null;
    if (road && option) return interpolate(road, { name: option }, locale);
    const date = /^week_\d$/.test(card.position) ? weekDate(locale, card.positionName) : null;
    if (date && phrases.named_week) return interpolate(phrases.named_week, { date }, locale);
    if (month && phrases.named_month)
      return interpolate(phrases.named_month, { name: monthProse(locale, card.positionName) }, locale);
    const phrase = phrases.named ?? '';
    // A name that carries its own quotation marks (Two Paths' «Madrid») is not quoted again.
    const quoted = QUOTES.test(card.positionName) ? phrase.replace(QUOTED_NAME, '{{name}}') : phrase;
    return interpolate(quoted, { name: card.positionName }, locale);
  }
  if (month && phrases.month) return interpolate(phrases.month, { n: Number(month[1]) }, locale);
  return phrases[card.position] ?? phrases.other ?? '';
}

/** Positions whose name is what they mean (which road, which month): their block names them as a caption. */
const NAMED_BY_NATURE = /^(path_[ab](_brings)?|month_\d+|week_\d)$/;

export const namesItself = (locale: Locale, card: Pick<OracleCard, 'position' | 'positionName'>) =>
  NAMED_BY_NATURE.test(card.position) || named(locale, card.position, card.positionName);
