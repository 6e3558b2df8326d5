/**
 * The situation a question comes from (blind reviews 13 and 14: a fight with a friend read as a family
 * celebration, an interview as a quarrel, an exam with no word of preparation): a small set of the
 * situations people bring to a reader, each with lines written for it in every language
 * (locales/<lang>/scenarios.json): how a leaning toward yes, no or maybe reads there, the direct answer
 * to a how, what or why, and one concrete step. They say no card's name: the opening shows before the
 * cards turn. The first scenario whose pattern matches wins, in the order below: a loss or an illness
 * before anything else.
 */
import type { Locale } from '../../locales.js';
import { SCENARIO_PATTERNS_DE } from './patterns-de.js';
import { SCENARIO_PATTERNS_EN } from './patterns-en.js';
import { SCENARIO_PATTERNS_ES } from './patterns-es.js';
import { SCENARIO_PATTERNS_RU } from './patterns-ru.js';
import { SCENARIO_PATTERNS_ZH } from './patterns-zh.js';

export const SCENARIOS = [
  'own_grief',
  'support_grieving',
  'pet_health',
  'loved_one_ill',
  // Hoping for a child: after a loss (a miscarriage is grief) and before anything of the heart or the mind.
  'fertility',
  'mind',
  'their_feelings',
  'ex_return',
  'breakup_recovery',
  'the_one',
  'marriage',
  'new_relationship',
  'relationship_future',
  'meet_someone',
  'friend_conflict',
  // Trust and closeness in a friendship without a fight ("Is my best friend honest with me?"): after the fight.
  'friendship',
  'child',
  'loneliness',
  'relocation',
  'home',
  // A trip, a holiday, travelling alone: after a move and a home, which keep a relocation.
  'travel',
  'interview',
  'job_search',
  'raise',
  'career_change',
  'exam',
  // A court case or another legal matter before a rift in the family and money: a lawsuit with a relative or
  // over money is read as the legal matter it is.
  'legal',
  // A rift in the family and trouble at work come after the situations whose questions may name a relative or
  // a job in passing (a move near one's parents, an exam at work); a fight over an inheritance is a rift, a
  // company's debts are money.
  'family_rift',
  'money',
  'workplace',
  // Work against family, too much on one's plate, no time for oneself: after trouble at work and money.
  'balance',
  'self_sabotage',
  // A habit to change (drinking, smoking, scrolling): after the pattern that undoes good things.
  'habit',
  'procrastination',
  'self_worth',
  // A creative work of one's own (a novel, paintings, an album) and the question of one's purpose or spiritual
  // path come last: a passion made work is a change of career, a block that is procrastination stays so.
  'creative',
  'purpose',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

/**
 * Situations whose lines speak of another person (a partner, an ex, a friend, a child, someone grieving
 * or ill, an animal): only these are told of the other person's card in a spread for two. Elsewhere a
 * line about the matter read for that card mixed the people up (blind review 23: "how you keep them
 * close… their things", the father who died, told of the brother's card).
 */
export const ABOUT_ANOTHER: ReadonlySet<Scenario> = new Set([
  'support_grieving',
  'pet_health',
  'loved_one_ill',
  'their_feelings',
  'ex_return',
  'the_one',
  'marriage',
  'new_relationship',
  'relationship_future',
  'friend_conflict',
  'friendship',
  'child',
  'family_rift',
  'workplace',
]);

/** Each language's patterns: a scenario without one is never found in that language. */
export type ScenarioPatterns = Partial<Record<Scenario, RegExp>>;

const PATTERNS: Record<Locale, ScenarioPatterns> = {
  en: SCENARIO_PATTERNS_EN,
  ru: SCENARIO_PATTERNS_RU,
  de: SCENARIO_PATTERNS_DE,
  es: SCENARIO_PATTERNS_ES,
  zh: SCENARIO_PATTERNS_ZH,
};

/** The situation the question comes from, or null for one the reader has no lines for. */
export function scenarioOf(question: string | null, locale: Locale): Scenario | null {
  if (!question) return null;
  return SCENARIOS.find((s) => PATTERNS[locale][s]?.test(question)) ?? null;
}
