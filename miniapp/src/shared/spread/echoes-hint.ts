/**
 * Whether a sentence of a card's text says again what its position's gloss says (design review 8,
 * problem 2): the Crown's gloss "the best that can come of this… what you are reaching for" and the
 * body's "At its best, this is what you can reach for." It does when they share two or more content
 * words, and these are at least half of the sentence's own: a sentence that brings the card's news
 * ("Over the coming weeks there is reason to celebrate: a reunion…") is never an echo, whatever it
 * shares. Content words have four letters or more and are not on the language's short list of
 * function words; they match on their common start ("reach" and "reaching"). Chinese has no spaces: its content words
 * are pairs of Han characters without a particle in them.
 */

/** Shared content words that make a sentence an echo of the gloss, and their least share of its own. */
const ECHO = { words: 2, share: 0.5 };

/** Function words of four letters or more, which every sentence has and which say nothing. */
const FUNCTION_WORDS: Record<string, string[]> = {
  en: 'that this these those what which where when there here with your yours from have will would could should than then rather into about over still often every other others shows show things thing just more much very only also even both each itself yourself some they them their been being does done like upon within without around card cards'.split(
    ' ',
  ),
  ru: 'этот этой этом этого этих это эти того тому чтобы когда который которая которое которые может можешь можно тебя тебе твой твоя твоё твои твоих свой своя своё свои если есть быть было была были очень уже ещё лишь только даже всего всех всем весь вся всё более менее теперь сейчас здесь там показывает показать чему чего кому кого чём карта карты него неё нему ними'.split(
    ' ',
  ),
  de: 'diese dieser dieses diesen diesem deine deiner deinen deinem deines einen einem einer eines eine nicht oder aber auch noch wird werden kann kannst könnte könntest zeigt zeigen dass wenn sich dich alles alle allem eher sein seine ihre sind haben schon hier dort dann denn weil welche welcher etwas mehr sehr nur wieder daraus darin davon dabei damit wonach worauf eigene eigenen eigener eigenes andere anderen anderer anderes wirken wirkt karte karten'.split(
    ' ',
  ),
  es: 'este esta esto estos estas está están ese esa eso esos esas aquello aquella para como pero más tiene tienes puede puedes podrías podría muestra mostrar donde dónde cuando todo todos toda todas otra otro otros otras sobre entre aquí allí ahora sino porque cada algo hacia desde hasta también todavía muy sólo solo cual cuál quien quién tuyo tuya carta cartas'.split(
    ' ',
  ),
};

/** Chinese particles and pronouns: a pair of characters holding one is no content word. */
const ZH_PARTICLES = /[的了是你我他她它这那在和与或也就都而把被着过吗呢吧个之所以可能会要有为么什如何哪里]/u;

const LATIN_OR_CYRILLIC = /[\p{L}\p{N}]+/gu;

function contentWords(text: string, locale: string): string[] {
  if (locale === 'zh') {
    const han = text.match(/\p{Script=Han}+/gu) ?? [];
    const pairs = han.flatMap((run) => [...run].slice(1).map((ch, i) => `${run[i]}${ch}`));
    return [...new Set(pairs.filter((pair) => !ZH_PARTICLES.test(pair)))];
  }
  const skip = new Set(FUNCTION_WORDS[locale] ?? FUNCTION_WORDS.en);
  const words = (text.toLocaleLowerCase(locale).match(LATIN_OR_CYRILLIC) ?? []).filter(
    (w) => [...w].length >= 4 && !skip.has(w),
  );
  return [...new Set(words)];
}

/** One word, whatever its ending: a common start of three quarters of the shorter word, four letters at least. */
function sameWord(a: string, b: string): boolean {
  const need = Math.max(4, Math.ceil(0.75 * Math.min(a.length, b.length)));
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return common >= need;
}

/** The sentence's content words that the gloss also has. */
export function sharedWords(sentence: string, gloss: string, locale: string): string[] {
  const glossWords = contentWords(gloss, locale);
  const same = locale === 'zh' ? (a: string, b: string) => a === b : sameWord;
  return contentWords(sentence, locale).filter((w) => glossWords.some((g) => same(w, g)));
}

export function echoesHint(sentence: string, gloss: string, locale: string): boolean {
  const shared = sharedWords(sentence, gloss, locale).length;
  return shared >= ECHO.words && shared >= ECHO.share * contentWords(sentence, locale).length;
}
