/**
 * What a card says about the question's subject (issue 21): written per card, orientation and subject in
 * locales/<lang>/topic-lines.json (love, family and friends, work, money, growth, a move), two sentences
 * each, what the card shows there and one step to take. Health reads the card's wellbeing line
 * (cards.json); loss and a general question have none, the card's position line speaks alone.
 */
import { namespace } from '../i18n.js';
import type { Locale } from '../locales.js';
import type { OracleCard } from './oracle.js';
import type { Topic } from './question-topic.js';

export const WRITTEN_TOPICS = ['love', 'family', 'work', 'money', 'growth', 'move'] as const;
type WrittenTopic = (typeof WRITTEN_TOPICS)[number];

type TopicLines = Record<string, Record<'upright' | 'reversed', Record<WrittenTopic, string>>>;

const isWritten = (topic: Topic): topic is WrittenTopic =>
  (WRITTEN_TOPICS as readonly Topic[]).includes(topic);

/** Whether a topic has lines to read a card by. */
export const hasTopicLine = (topic: Topic) => topic === 'health' || isWritten(topic);

/** The card's line for the topic in the orientation drawn, or null where the topic has none. */
export function topicLine(
  locale: Locale,
  card: Pick<OracleCard, 'cardId' | 'reversed' | 'lines'>,
  topic: Topic,
): string | null {
  if (topic === 'health') return card.lines.wellbeing;
  if (!isWritten(topic)) return null;
  const lines = namespace<TopicLines>(locale, 'topic-lines');
  return lines[card.cardId]?.[card.reversed ? 'reversed' : 'upright']?.[topic] || null;
}
