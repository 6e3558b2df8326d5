/**
 * The part of life a situation's cards are read for (blind review 16: office lines for "Madrid or my
 * family in Seville?", a grudge for an interview, a friend's lines for «男朋友»). Word counts found the
 * topic a question mentions most; a found situation knows which it is about: a move away from family is
 * a move, an exam is one's own path, a boyfriend is love. Grief, illness and emotional health keep what
 * the words found: their care comes from the tender place, not from the topic.
 */
import type { Finer } from '../question-finer.js';
import type { Topic } from '../question-topic.js';
import type { Scenario } from './scenario.js';

interface Area {
  topic: Topic;
  /** Whom inside the topic it concerns. */
  finer: Finer | null;
  /** What the words may find instead, and keep: a move already made, an own business, a job hunt. */
  keeps?: Finer[];
  /** Love for someone single who hopes to meet a partner. */
  seeking?: boolean;
  /** Love in a relationship that already is one: no line of flirting and first dates. */
  couple?: boolean;
}

const LOVE: Area = { topic: 'love', finer: null };
const GROWTH: Area = { topic: 'growth', finer: null };

const AREA: Partial<Record<Scenario, Area>> = {
  // Hoping for a child is a body's matter, read with care and without a verdict ("Will IVF work for us?" was
  // read as a question about work, with "update your CV").
  fertility: { topic: 'health', finer: null },
  their_feelings: LOVE,
  ex_return: LOVE,
  breakup_recovery: LOVE,
  the_one: LOVE,
  marriage: LOVE,
  new_relationship: LOVE,
  relationship_future: { topic: 'love', finer: null, couple: true },
  meet_someone: { topic: 'love', finer: null, seeking: true },
  friend_conflict: { topic: 'family', finer: 'friend' },
  friendship: { topic: 'family', finer: 'friend' },
  child: { topic: 'family', finer: 'child' },
  // A rift with a brother, a sister or a parent: the family's lines, a sibling's where the words name one.
  family_rift: { topic: 'family', finer: null, keeps: ['sibling'] },
  loneliness: GROWTH,
  relocation: { topic: 'move', finer: null, keeps: ['moved'] },
  home: { topic: 'move', finer: 'home' },
  // An offer to weigh is read by the work lines; a search, by the cards' position lines (question-finer.ts).
  // One interview, arranged or done: read as a search is (blind review 28: "keep applying, rewrite three
  // CVs" for one interview), with lines of its own.
  interview: { topic: 'work', finer: null, keeps: ['jobhunt'] },
  job_search: { topic: 'work', finer: null, keeps: ['jobhunt'] },
  raise: { topic: 'money', finer: 'raise' },
  // A new field or a passion made work hears no line about an employer, a boss or a CV (blind review 24:
  // "Update your CV, reply quickly to new offers" for a songwriter).
  career_change: { topic: 'work', finer: 'change', keeps: ['business'] },
  // A hard boss, colleagues, feeling unseen at work: the cards' workplace lines.
  workplace: { topic: 'work', finer: 'boss' },
  // A flat to find and an exam to pass have no topic lines of their own: their cards read by position.
  exam: { topic: 'growth', finer: 'exam' },
  money: { topic: 'money', finer: null },
  self_sabotage: GROWTH,
  procrastination: GROWTH,
  self_worth: GROWTH,
  balance: GROWTH,
  habit: GROWTH,
  // A novel to finish, paintings to show: one's own path, not an employer's (the work lines speak of CVs).
  creative: GROWTH,
  purpose: GROWTH,
  // A trip is read by the cards' position lines: the move's lines speak of settling somewhere new.
  travel: { topic: 'general', finer: null },
  // A court case is read by the cards' position lines, not by the lines of what it is about (ab43, P01 and P19:
  // house-hunting advice for a case against a landlord, "update your CV" for one against an employer).
  legal: { topic: 'general', finer: null },
};

export interface Situated {
  topics: Topic[];
  finer: Finer | null;
  seeking: boolean;
  couple?: boolean;
}

/** The topics with the situation's own first, whom it concerns, and whether it seeks love. */
export function situatedArea(scenario: Scenario | null, found: Situated): Situated {
  const area = scenario ? AREA[scenario] : undefined;
  if (!area) return found;
  return {
    topics: [area.topic, ...found.topics.filter((t) => t !== area.topic && t !== 'general')],
    finer: found.finer && area.keeps?.includes(found.finer) ? found.finer : area.finer,
    seeking: area.seeking ?? (area.topic === 'love' && found.seeking && !area.couple),
    couple: Boolean(area.couple),
  };
}
