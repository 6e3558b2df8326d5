/**
 * The root a why-question asks for ("Why do I keep sabotaging good things?"), said before the way
 * (blind review 13, R01: the opening gave advice and never the why): the card that hides or blocks (the
 * shadow, the obstacle, what lies beneath, the past), in its own line for that place; its block then
 * reads the line of a twin place (card-paragraph.ts).
 */
import type { OracleCard } from '../oracle.js';
import type { Subject } from '../topic-line.js';
import { offSubject } from './fitted-line.js';
import { afterColon } from './focus-plan.js';
import type { Phrasebook } from './phrasebook.js';
import { polarity } from './polarity.js';
import { LINE_OF, roleLine } from './role-lines.js';
import { type Role, roleOf } from './roles.js';

const ROOTS: Role[] = ['unseen', 'obstacle', 'hidden', 'foundation', 'past'];
/** Places that are a root only when their card weighs: a bright past is no reason for a pattern. */
const WEIGHING: ReadonlySet<Role> = new Set(['foundation', 'past']);

export function rootLine(book: Phrasebook, cards: OracleCard[], focus: OracleCard, subject: Subject): string {
  for (const role of ROOTS) {
    const card = cards.find((c) => c !== focus && roleOf(c.position) === role);
    // A hopeful card in the past is not why a pattern returns (a newcomer's review of 76a0e92: "a long
    // journey lies behind you, full of lessons" given as the root of self-sabotage).
    if (!card || (WEIGHING.has(role) && polarity(card) > 0)) continue;
    const said = roleLine(book.locale, card, LINE_OF[role]);
    if (said && !offSubject(said, subject, book.locale))
      return book.line('answer_why', { line: afterColon(book.locale, said) });
  }
  return '';
}
