/**
 * The cards together, set in three parts (design review 2, problem 4; ADR 0069): what leads up to the
 * end, the closing line to leave with (a pull-quote), and the reminder that the reading is for
 * reflection and entertainment (one muted line). The reader's text is not changed, only cut: the closing
 * is its last paragraph, and the reminder that paragraph's last sentence, when it is the reminder.
 */

/** The words every reminder of the offline reader uses, in each language (locales/<lang>/oracle.json "closing"). */
const REMINDER = /entertain|развлеч|unterhaltung|entreten|娱乐/iu;

export interface SynthesisParts {
  body: string;
  advice: string;
  reminder: string;
}

function sentences(paragraph: string, locale: string): string[] {
  // An older WebView without Intl.Segmenter: sentences end at . ! ? or 。！？ and the spaces after them.
  if (typeof Intl.Segmenter !== 'function')
    return paragraph.match(/[^.!?。！？]+(?:[.!?。！？]+\s*|$)/gu) ?? [];
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...segmenter.segment(paragraph)].map((s) => s.segment).filter((s) => s.trim());
}

export function synthesisParts(text: string, locale: string): SynthesisParts {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim());
  const last = paragraphs.pop() ?? '';
  const said = sentences(last, locale);
  const end = said.at(-1) ?? '';
  const reminder = REMINDER.test(end) ? end.trim() : '';
  const advice = (reminder ? said.slice(0, -1) : said).join('').trim();
  return { body: paragraphs.join('\n\n'), advice, reminder };
}
