/**
 * What a few spreads ask of the AI reader beyond their positions (ADR 0047): the two paths are weighed
 * without choosing, the month's weeks and the year's months unfold their theme, two people are read
 * without reading the other's mind, and shadow work is read with compassion.
 */
const NOTES: Partial<Record<string, string>> = {
  decision:
    'This is the two-paths spread for a choice between two options: read path A and what it brings, then path B and what it brings, weigh them fairly against each other in the heart of it, and never choose for the querent; the last card helps them weigh, it does not decide.',
  'month-ahead':
    'This is the month-ahead spread: the first card is the theme of the whole month, and the four weeks that follow unfold it in order, each named by the day it begins; read them as tendencies, never as dated predictions.',
  'year-ahead':
    'This is the year-ahead spread: the first card is the theme of the whole year, and the twelve that follow are its months in order, each named; read each month in a sentence or two as a tendency to meet, never as a dated prediction, and draw the arc of the year (its seasons, repeated suits, the Major Arcana) in the heart of it.',
  'two-people':
    'This is the two-people spread for any bond (a friend, a parent, a colleague, a partner or someone the querent hopes to meet): read "you" as the querent\'s own side, "them" only as an impression of the other person, never as what they think, feel or will do, and "between you" as the bond itself; assume no romance unless the question names it.',
  horseshoe:
    'This is the horseshoe: the cards run in an arc from the past through hidden influences and the obstacle to the advice and the likely outcome; read the outcome in the light of the advice.',
  'shadow-work':
    'This is a shadow-work spread: read every card with compassion, as a disowned part of the self to meet rather than a fault to fix; make no diagnosis, and if the question shows real distress, suggest talking to a counsellor.',
};

export const spreadNote = (spreadId: string): string => NOTES[spreadId] ?? '';
