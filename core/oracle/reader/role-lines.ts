/**
 * The card's own sentence for the part its position plays (issue 21 §1): written per card, orientation
 * and role family in locales/<lang>/card-roles.json, so a reading never slots keywords into a template
 * ("meet overwhelm with excess"). The spreads' 22 position roles share the 11 families written for.
 */
import { namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { OracleCard } from '../oracle.js';
import { type Role, roleOf } from './roles.js';

export const ROLE_LINES = [
  'general',
  'situation',
  'obstacle',
  'advice',
  'outcome',
  'past',
  'future',
  'self',
  'other',
  'hopes',
  'foundation',
  'option',
  'brings',
  'bond',
  'period',
  'strength',
] as const;
export type RoleLine = (typeof ROLE_LINES)[number];

/** Which written line reads a card in each position role. */
export const LINE_OF: Record<Role, RoleLine> = {
  day: 'general',
  // The yes/no card is read for where things lead, not by a line written for one day (blind review 13).
  answer: 'outcome',
  past: 'past',
  foundation: 'foundation',
  present: 'situation',
  future: 'future',
  outcome: 'outcome',
  obstacle: 'obstacle',
  advice: 'advice',
  self: 'self',
  other: 'other',
  surroundings: 'other',
  bond: 'bond',
  // The Crown is what you reach for, not where things end up (the Outcome reads those lines): its
  // card's counsel, after a lead of its own (lead_aim).
  aim: 'advice',
  hopes: 'hopes',
  strengths: 'strength',
  path: 'option',
  brings: 'brings',
  theme: 'situation',
  week: 'period',
  year: 'situation',
  month: 'period',
  hidden: 'foundation',
  // The shadow is what is hidden and gets in the way, not a strength at the base.
  unseen: 'obstacle',
  mask: 'self',
};

/** Each card's lines per side: one per role family, and where written, `them`, for one other person. */
type CardRoles = Record<string, Record<'upright' | 'reversed', Record<RoleLine, string> & { them?: string }>>;

/**
 * A line written for a twin of the position's part, read when the card's own would open like a block
 * before it or the opening has said it (a why-question's root: root-line.ts; the present of a reading
 * without a question: blind review 17, "the opening repeated word for word as the next paragraph"), or
 * its own is harsh in a tender place (fitted-line.ts): where things lead and what comes next, what
 * blocks and what is feared, what is going on and what lies beneath it. No other part stands in: a card
 * in the obstacle read by what is going on ("Things are going well") misreads its place (blind review 13).
 */
export const TWIN: Partial<Record<RoleLine, RoleLine>> = {
  outcome: 'future',
  future: 'outcome',
  obstacle: 'hopes',
  situation: 'foundation',
  foundation: 'situation',
  option: 'situation',
  brings: 'outcome',
  bond: 'situation',
  period: 'situation',
  strength: 'self',
};

/**
 * Lines to read a card by when its own would open the same way as a block before it (openers.ts): what
 * is going on, what comes, what to do, where it leads.
 */
export const FALLBACK_LINES: readonly RoleLine[] = ['situation', 'future', 'outcome'];

/**
 * The card's line for a role family, in the orientation drawn; '' for a card the file lacks, and for a
 * general line, written for the card of the day ("tension surfaces today"), anywhere but the day's
 * position (blind review 13: a daily line read for a driving test, a brother's heart, a past).
 */
export function roleLine(
  locale: Locale,
  card: Pick<OracleCard, 'cardId' | 'reversed'> & { position?: string },
  line: RoleLine,
) {
  const roles = namespace<CardRoles>(locale, 'card-roles');
  const side = roles[card.cardId]?.[card.reversed ? 'reversed' : 'upright'];
  // The one other person of a spread for two ("Them", "Your partner") is read by the line written for one
  // person where the language has it, not by the line for the people around you (blind review 24:
  // "several people around you" for a friend).
  const one = line === 'other' && card.position !== undefined && roleOf(card.position) === 'other';
  const said = (one ? side?.them : undefined) || (side?.[line] ?? '');
  if (line !== 'general' || card.position === undefined || roleOf(card.position) === 'day') return said;
  return '';
}

/** Languages where a line read on after its opening clause still stands (German puts its verb first). */
const COURSE_LOCALES: ReadonlySet<Locale> = new Set(['en', 'ru', 'es', 'zh']);
const courses = new Map<Locale, ReadonlySet<string>>();

/**
 * The opening clauses the outcome lines share ("If nothing changes", "Si sigues así", «Если ничего не
 * менять»): each starts three lines or more.
 */
function courseClauses(locale: Locale): ReadonlySet<string> {
  const known = courses.get(locale);
  if (known) return known;
  const roles = namespace<CardRoles>(locale, 'card-roles');
  const counts = new Map<string, number>();
  for (const sides of Object.values(roles))
    for (const side of Object.values(sides)) {
      const [first = ''] = (side.outcome ?? '').split(/[,，]/);
      if (first.length < 40) counts.set(first, (counts.get(first) ?? 0) + 1);
    }
  const found = new Set([...counts].filter(([, n]) => n >= 3).map(([clause]) => clause));
  courses.set(locale, found);
  return found;
}

/**
 * An outcome line without its stock opening clause, for a month of the Year Ahead: twelve months of "If
 * nothing changes", "Left to run its course" read as a template (blind review 25). German keeps it.
 */
export function withoutCourse(locale: Locale, line: string): string {
  if (!COURSE_LOCALES.has(locale)) return line;
  const match = /^([^,，]+)[,，]\s*(.+)$/su.exec(line);
  if (!match?.[1] || !match[2] || !courseClauses(locale).has(match[1])) return line;
  const rest = match[2];
  return locale === 'zh' ? rest : rest.charAt(0).toLocaleUpperCase(locale) + rest.slice(1);
}
