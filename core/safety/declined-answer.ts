/** The structured support answer of a declined reading or follow-up, rebuilt from what is stored. */
import type { Locale } from '../locales.js';
import { isReframe, isSupport, type SafetyCategory } from './classify.js';
import { questionLanguage } from './question-language.js';
import { type SupportAnswer, supportAnswer } from './support-answer.js';

export function declinedAnswer(row: {
  status: string;
  safety: string | null;
  locale: string;
  question: string | null;
}): SupportAnswer | null {
  const category = row.safety as SafetyCategory | null;
  if (row.status !== 'declined' || !category || !(isSupport(category) || isReframe(category))) return null;
  const locale = row.locale as Locale;
  return supportAnswer(locale, category, row.question ? questionLanguage(row.question, locale) : locale);
}
