/**
 * The part of life each card line assumes (ADR 0102): authored tags, per card, orientation and role, in
 * core/oracle/reader/line-domains/*.json, for the lines of locales/<lang>/card-roles.json. Every language
 * says the same thing for a key, so one tag serves all five. A line tagged for another part of life than
 * the question's is never read for it (blind reviews 21 to 23: "the connection you seek" for a nurse's
 * training, a colleague for a graduate, a CV for a songwriter), where word lists (subject-words.ts) caught
 * only the words they held. Untagged lines fit any question.
 */
import { namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { Subject } from '../topic-line.js';
import majors from './line-domains/majors.json' with { type: 'json' };
import swordsPentacles from './line-domains/swords-pentacles.json' with { type: 'json' };
import wandsCups from './line-domains/wands-cups.json' with { type: 'json' };
import { withoutCourse } from './role-lines.js';

export const DOMAINS = [
  'love',
  'people',
  'family',
  'work',
  'money',
  'study',
  'social',
  'health',
  'home',
] as const;
export type Domain = (typeof DOMAINS)[number];

type Tags = Record<string, Partial<Record<'upright' | 'reversed', Record<string, readonly string[]>>>>;
type CardRoles = Record<string, Record<'upright' | 'reversed', Record<string, string | undefined>>>;

export const LINE_TAGS: Tags = { ...majors, ...wandsCups, ...swordsPentacles };

const byText = new Map<Locale, Map<string, readonly Domain[]>>();

/** Each tagged line's text in the language, with its tags; made once per language. */
function tagsOf(locale: Locale): Map<string, readonly Domain[]> {
  let index = byText.get(locale);
  if (index) return index;
  index = new Map();
  const roles = namespace<CardRoles>(locale, 'card-roles');
  for (const [card, sides] of Object.entries(LINE_TAGS))
    for (const side of ['upright', 'reversed'] as const)
      for (const [role, tags] of Object.entries(sides[side] ?? {})) {
        const lines = roles[card]?.[side];
        const line = lines?.[role];
        if (!line || !tags.length) continue;
        index.set(line, tags as Domain[]);
        // The line for one other person says what the `other` line says (role-lines.ts), and a month reads
        // an outcome line without its opening clause (withoutCourse): both keep the line's tags.
        if (role === 'other' && lines?.them) index.set(lines.them, tags as Domain[]);
        if (role === 'outcome') index.set(withoutCourse(locale, line), tags as Domain[]);
      }
  byText.set(locale, index);
  return index;
}

/** The parts of life each topic's lines may speak of; a question with no topic takes any line. */
const BY_TOPIC: Record<Subject['topic'], readonly Domain[] | null> = {
  general: null,
  love: ['love', 'people', 'social', 'home'],
  family: ['family', 'people', 'social', 'home'],
  work: ['work', 'money', 'study'],
  money: ['money', 'work', 'home'],
  health: ['health', 'people', 'family'],
  loss: ['people', 'family', 'health'],
  move: ['home', 'money', 'work', 'family'],
  growth: ['study', 'work', 'health', 'people', 'social'],
};

/** An exam and a boss narrow the topic to these. */
const NARROWS: Partial<Record<string, readonly Domain[]>> = {
  exam: ['study', 'health'],
  boss: ['work', 'money', 'people'],
};

/**
 * A relative, a friend or a home widen it ("Is my best friend in love with me?" keeps its love lines, "Will
 * my brother recover?" its health lines).
 */
const WIDENS: Partial<Record<string, readonly Domain[]>> = {
  sibling: ['people', 'family', 'social', 'home'],
  child: ['people', 'family', 'social', 'home'],
  friend: ['people', 'family', 'social', 'home'],
  home: ['home', 'money', 'family'],
  moved: ['home', 'money', 'family'],
};

const fitting = new Map<string, ReadonlySet<Domain> | null>();

/**
 * The parts of life a question's lines may speak of, by its topic and whom it concerns; null where any
 * line fits (a question with no topic). Made once per topic and person: it is asked for every line read.
 */
function fittingDomains(subject: Subject): ReadonlySet<Domain> | null {
  const key = `${subject.topic}/${subject.finer ?? ''}`;
  if (fitting.has(key)) return fitting.get(key) ?? null;
  const finer = subject.finer ?? '';
  const topic = BY_TOPIC[subject.topic];
  const wider = WIDENS[finer];
  const parts = NARROWS[finer] ?? (wider ? [...(topic ?? []), ...wider] : topic);
  const found = parts ? new Set(parts) : null;
  fitting.set(key, found);
  return found;
}

/** Whether a card's line assumes a part of life the question is not about. */
export function offDomain(line: string, subject: Subject, locale: Locale): boolean {
  const tags = tagsOf(locale).get(line);
  if (!tags) return false;
  const fits = fittingDomains(subject);
  return fits !== null && !tags.some((tag) => fits.has(tag));
}
