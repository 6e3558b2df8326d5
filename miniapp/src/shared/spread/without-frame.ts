/**
 * A card's block names its position and its card in its heading, and the reading's first sentence for
 * the card often says only that ("In “Hopes and fears” lies Five of Pentacles (reversed).", design
 * review 6). The stored text keeps it, since the bot's chat shows the text with no headings; a block
 * leaves it out when, with the position, the card and any bracketed orientation taken away, a few
 * words at most are left. A first sentence that says more about the card stays. While the text is
 * still arriving, a first sentence that may yet turn out to be such a frame is held back, so it never
 * shows and then vanishes.
 * The sentence after it may only say again what the position's gloss says ("At its best, this is what
 * you can reach for." under a gloss about the best you reach for; design review 8): it is left out too
 * when it shares two or more content words with the gloss (echoes-hint.ts) and the card's own words
 * follow it.
 */
import { echoesHint } from './echoes-hint.js';

/** At most this many letters left over (CJK: characters) make a sentence a frame. */
const LEFTOVER = { latin: 32, cjk: 12 };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first sentence, with the text after it; `rest` is null while the sentence has not ended. A stop
 * inside one of the heading's names (a path called "Move to St. Petersburg") ends no sentence.
 */
function firstSentence(text: string, names: string[]): { sentence: string; rest: string | null } {
  let masked = text;
  for (const name of names.filter(Boolean))
    masked = masked.replace(new RegExp(escapeRegExp(name), 'giu'), (found) => '_'.repeat(found.length));
  // A Latin stop ends a sentence before a space; a CJK one ends it where it stands.
  const end = /[.!?]["”»“]?(?=\s|$)|[。！？][”」]?/u.exec(masked);
  if (!end) return { sentence: text, rest: null };
  const cut = end.index + end[0].length;
  return { sentence: text.slice(0, cut), rest: text.slice(cut) };
}

function leftover(sentence: string, names: string[]): string {
  let rest = sentence.replace(/\([^)]*\)|（[^）]*）/gu, ' ');
  // English prose gives a card its article ("the Ace of Swords"), which the heading does not show, and
  // Russian prose calls the one card with a plural name a card («карта «Влюблённые»») and says a reversed
  // one with an adjective ("перевёрнутая Башня"). German prose says a name with its article, reversed as an
  // adjective, the plural one as a card ("die umgekehrte Sechs der Stäbe", "die Karte der Liebenden").
  // Spanish says a reversed one after its name ("la Torre invertida").
  rest = rest.replace(/(?<!\p{L})карта\s+(?=«)/giu, ' ');
  for (const name of names.filter(Boolean)) {
    const bare = escapeRegExp(name.replace(/^(Der|Die|Das) /u, ''));
    const german = '(?:(?:der|die|das)\\s+)?(?:umgekehrte\\s+)?(?:Karte\\s+der\\s+)?';
    const russian = '(?:перевёрнут\\p{L}*\\s+)?';
    const spanish = '(?:\\s+invertid[oa]s?)?';
    rest = rest.replace(
      new RegExp(
        `(?:\\bthe\\s+)?${escapeRegExp(name)}${spanish}|${german}${bare}|${russian}${escapeRegExp(name)}`,
        'giu',
      ),
      ' ',
    );
  }
  return rest.replace(/[\s\p{P}\p{S}]+/gu, '');
}

function isFrame(sentence: string, names: string[], locale: string): boolean {
  const left = leftover(sentence, names);
  const limit = locale === 'zh' ? LEFTOVER.cjk : LEFTOVER.latin;
  // It must have named something of the heading, or it is not a frame but a short sentence of its own.
  return [...left].length <= limit && leftover(sentence, []).length > left.length;
}

function dropFrame(text: string, names: string[], locale: string, writing: boolean): string {
  const start = text.trimStart();
  const { sentence, rest } = firstSentence(start, names);
  if (rest === null) return writing && isFrame(sentence, names, locale) ? '' : text;
  if (!rest.trim() || !isFrame(sentence, names, locale)) return text;
  return rest.trimStart();
}

/** The text without a first sentence that echoes the gloss, once more of the text follows it. */
function dropEcho(text: string, names: string[], locale: string, writing: boolean, hint: string): string {
  const { sentence, rest } = firstSentence(text.trimStart(), names);
  if (!echoesHint(sentence, hint, locale)) return text;
  // An echo still arriving, or with nothing after it yet, is held back; a finished text keeps it alone.
  if (rest === null || !rest.trim()) return writing ? '' : text;
  return rest.trimStart();
}

/**
 * The card's text for its block. `names`: what the heading already says (the position, the card's
 * name, its orientation words). `writing`: more text is still to come. `hint`: the position's gloss.
 */
export function withoutFrame(
  text: string,
  names: string[],
  locale: string,
  writing = false,
  hint?: string,
): string {
  const shown = dropFrame(text, names, locale, writing);
  return hint && shown ? dropEcho(shown, names, locale, writing, hint) : shown;
}
