/** "You wrote in Russian; I read your question as you wrote it", when the question's language is not the reading's. */
import { translate } from '../../i18n.js';
import type { ReadingRequest } from '../oracle.js';

export function foreignQuestionNote(req: ReadingRequest): string {
  const written = req.questionLocale;
  if (!req.question || !written || written === req.locale) return '';
  const language = new Intl.DisplayNames([req.locale], { type: 'language' }).of(written) ?? written;
  return translate(req.locale, 'support', 'foreign_question', { language });
}
