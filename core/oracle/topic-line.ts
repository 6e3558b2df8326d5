/**
 * What a card says about the question's subject (issue 21): written per card, orientation and subject in
 * locales/<lang>/topic-lines.json (love, love for someone single, family and friends, work, money,
 * growth, a move), two sentences each, what the card shows there and one step to take. Health reads the
 * card's wellbeing line (cards.json), except for an animal, whose body those lines do not speak of; loss
 * and a general question have none, and the card's position line speaks alone.
 */
import { namespace } from '../i18n.js';
import type { Locale } from '../locales.js';
import type { OracleCard } from './oracle.js';
import { type Finer, UNWRITTEN_FINER } from './question-finer.js';
import type { Tender } from './question-tender.js';
import type { Topic } from './question-topic.js';

export const WRITTEN_TOPICS = ['love', 'family', 'work', 'money', 'growth', 'move'] as const;
type WrittenTopic = (typeof WRITTEN_TOPICS)[number];
/** The keys of topic-lines.json: the written topics, and love read for someone who is single. */
export const WRITTEN_SUBJECTS = [...WRITTEN_TOPICS, 'seeking'] as const;
type WrittenSubject = (typeof WRITTEN_SUBJECTS)[number];

type TopicLines = Record<string, Record<'upright' | 'reversed', Record<WrittenSubject, string>>>;

/** What the cards are read for: the question's leading topic, and whom it concerns. */
export interface Subject {
  topic: Topic;
  /** An animal's health: the wellbeing lines speak of a person's own body, so none is read. */
  animal?: boolean;
  /** Love for someone single who hopes to meet a partner: lines that assume no couple. */
  seeking?: boolean;
  /** Love in a relationship that already is one (scenario-area.ts): no line of flirting or first dates. */
  couple?: boolean;
  /** A question from a hard place (question-heavy.ts): read by the cards' position lines, not topic lines. */
  heavy?: boolean;
  /** Whom or what inside the topic it asks about (question-finer.ts): a boss, an own business, a sibling. */
  finer?: Finer | null;
  /** A tender place (question-tender.ts: grief, illness, a breakup, fear for someone): no harsh line is read. */
  tender?: Tender | null;
  /** It asks about emotional or mental health (question-tender.ts), not about a body. */
  mind?: boolean;
  /** Hoping for a child (scenario `fertility`): a body's care, but no illness to speak of. */
  hope?: boolean;
}

const isWritten = (topic: Topic): topic is WrittenTopic =>
  (WRITTEN_TOPICS as readonly Topic[]).includes(topic);

/** Whether a topic has lines to read a card by. */
export const hasTopicLine = (topic: Topic) => topic === 'health' || isWritten(topic);

/** The card's line for the subject in the orientation drawn, or null where the subject has none. */
export function topicLine(
  locale: Locale,
  card: Pick<OracleCard, 'cardId' | 'reversed' | 'lines'>,
  { topic, animal, seeking, heavy, finer }: Subject,
): string | null {
  // Health is a hard place, but its wellbeing lines are written for it: a position line there read
  // "the truth may come out on less friendly terms" in a health reading (blind review 5).
  if (topic === 'health') return animal ? null : card.lines.wellbeing;
  if (heavy || (finer && UNWRITTEN_FINER.has(finer))) return null;
  // A boss or a colleague: the card's line for the workplace (cards.json), not one for an own job hunt.
  // (Also where the topic's stems missed the work around a boss: "我该如何应对难相处的上司？".)
  if (finer === 'boss' && (topic === 'work' || topic === 'general')) return card.lines.work;
  if (!isWritten(topic)) return null;
  const key: WrittenSubject = topic === 'love' && seeking ? 'seeking' : topic;
  const lines = namespace<TopicLines>(locale, 'topic-lines');
  return lines[card.cardId]?.[card.reversed ? 'reversed' : 'upright']?.[key] || null;
}
