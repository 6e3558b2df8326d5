/** Questions several reader tests ask in every language. */
import type { Locale } from '../../core/locales.js';

/** A test of any kind (here on the road): the exam situation. */
export const DRIVING_TEST: Record<Locale, string> = {
  en: 'Will I pass my driving test next week?',
  ru: 'Сдам ли я экзамен по вождению на следующей неделе?',
  de: 'Bestehe ich nächste Woche meine Führerscheinprüfung?',
  es: '¿Aprobaré el examen de conducir la semana que viene?',
  zh: '我下周的驾照考试能通过吗？',
};

/** A what-to-do question over a year: answered by one focus. */
export const YEAR_FOCUS: Record<Locale, string> = {
  en: 'What should I focus on this year?',
  ru: 'На чём мне сосредоточиться в этом году?',
  de: 'Worauf sollte ich mich dieses Jahr konzentrieren?',
  es: '¿En qué debería centrarme este año?',
  zh: '今年我应该专注于什么？',
};
