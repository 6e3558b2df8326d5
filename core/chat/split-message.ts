/**
 * A long text as Telegram messages (at most 4,096 characters each): whole paragraphs packed together,
 * a paragraph longer than a message cut at a line, a sentence end or a space, and only as a last
 * resort inside a word.
 */
export const TELEGRAM_TEXT_LIMIT = 4096;

const BREAKS = ['\n', '. ', '。', '! ', '? ', ' '];

function cutLong(paragraph: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = paragraph;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let at = -1;
    for (const mark of BREAKS) {
      const found = window.lastIndexOf(mark);
      if (found > max / 2) {
        at = found + mark.length;
        break;
      }
    }
    if (at <= 0) at = max;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

export function splitMessage(text: string, max = TELEGRAM_TEXT_LIMIT): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => (p.length > max ? cutLong(p, max) : [p]));
  const messages: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    const joined = current ? `${current}\n\n${paragraph}` : paragraph;
    if (joined.length <= max) current = joined;
    else {
      messages.push(current);
      current = paragraph;
    }
  }
  if (current) messages.push(current);
  return messages;
}
