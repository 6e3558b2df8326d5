/**
 * What a question asks, read the way a reader would before turning a card (ADR 0048): its kind
 * (whether, how, this or that), the two options of a this-or-that question, the time frame it names
 * ("this year"), every topic it touches, and whether a yes would be the feared outcome. Both oracles
 * answer from it first: the offline reader in its opening, the AI through the prompt.
 */
import type { Locale } from '../locales.js';
import { finerSubject } from './question-finer.js';
import { isHeavyQuestion } from './question-heavy.js';
import { asksAboutUnwanted, type QuestionKind, questionKind } from './question-kind.js';
import { aboutMind, questionTender } from './question-tender.js';
import { aboutAnimal, questionTopics, seeksLove, type Topic } from './question-topic.js';
import { type Scenario, scenarioOf } from './scenarios/scenario.js';
import { situatedArea } from './scenarios/scenario-area.js';
import type { Subject } from './topic-line.js';

export interface QuestionShape {
  kind: QuestionKind;
  /** The two options of a this-or-that question, as the asker wrote them; null when not found. */
  options: [string, string] | null;
  /** The time frame the question names, as written ("this year", «в этом году»); null when none. */
  time: string | null;
  /** Every topic it touches, the leading one first. */
  topics: Topic[];
  /** A yes would be the outcome the asker fears ("Will I lose my job?"). */
  unwanted: boolean;
  /** The question names an animal: its health is for the vet, and is "your animal's", not "yours". */
  animal: boolean;
  /** It asks when ("When will I meet someone?"): the cards give a pace, never a date. */
  when: boolean;
  /** It asks why ("Why do I keep sabotaging good things?"): the answer names a root before a way. */
  why: boolean;
  /** It asks what to know or what is coming: the answer says where things stand, not what to do. */
  know: boolean;
  /** A love question from someone single who hopes to meet a partner. */
  seeking: boolean;
  /** Which option keeps things as they are ("…or stay in Berlin?"), so the other is the change; or null. */
  stays: 0 | 1 | null;
  /** The situation it comes from (scenarios/scenario.ts), which also names the part of life it is about. */
  scenario: Scenario | null;
  /** What the cards are read for: the leading topic, and whether it is an animal's or a single person's. */
  subject: Subject;
}

/** A question that asks why. */
const WHY: Record<Locale, RegExp> = {
  en: /^[\s¿¡"«„“]*(and |so )?(why|how come)(?!\p{L})/iu,
  ru: /^[\s¿¡"«„“]*(и |а |так )?(почему|отчего)(?!\p{L})/iu,
  de: /^[\s¿¡"«„“]*(und |also )?(warum|wieso|weshalb)(?!\p{L})/iu,
  es: /^[\s¿¡"«„“]*(y |entonces )?por ?qu[eé](?!\p{L})/iu,
  zh: /为什么|为何|怎么总是|为啥/,
};

/** A question that asks when. */
const WHEN: Record<Locale, RegExp> = {
  en: /^[\s¿¡"«„“]*(and |so )?when(?!\p{L})/iu,
  ru: /^[\s¿¡"«„“]*(и |а |так )?когда(?!\p{L})/iu,
  de: /^[\s¿¡"«„“]*(und |also )?wann(?!\p{L})/iu,
  es: /^[\s¿¡"«„“]*(y |entonces )?cu[aá]ndo(?!\p{L})/iu,
  zh: /什么时候|何时|多久|哪一年|几时/,
};

/**
 * A question that asks what to know or what is coming ("What should I know about the year ahead?", "What
 * does this month bring at work?"): it is answered by where things stand, not by a counsel (blind review
 * 20: "Write down what you value most in this matter" opened a reading of the year ahead).
 */
const KNOW: Record<Locale, RegExp> = {
  en: /^[\s¿¡"«„“]*(and |so )?(what (should|do|must|might) (i|we) (know|understand|expect)|what (does|will|might) (\p{L}+ ){0,4}(year|month|week|season|future|summer|winter|autumn|spring)(?!\p{L})[^?]{0,20}(bring|hold)|what('s| is) (coming|ahead|in store)|what awaits)/iu,
  ru: /^[\s¿¡"«„“]*(и |а |так )?(что (мне |нам )?(нужно|надо|стоит|важно|следует|полезно) (знать|понять)|что (меня|нас) ж(дёт|дет)|что ж(дёт|дет) (меня|нас)|что принес(ёт|ет)|что (мне |нам )?готовит)/iu,
  de: /^[\s¿¡"«„“]*(und |also )?(was (sollte|muss|soll|kann) (ich|wir) (jetzt |gerade |darüber |über \p{L}+ )?(wissen|verstehen|erwarten)|was bringt (mir |uns )?(\p{L}+ ){0,3}(jahr|monat|woche|zeit|zukunft|sommer|winter|herbst|frühling)|was erwartet (mich|uns)|was kommt)/iu,
  es: /^[\s¿¡"«„“]*(y |entonces )?qu[eé] (me |nos )?(debo|necesito|deber[ií]a|tengo que|conviene) (saber|entender)|^[\s¿¡"«„“]*qu[eé] (me |nos )?(trae|traer[aá]|espera|depara)/iu,
  zh: /需要知道|应该知道|要知道什么|会带来什么|带给我什么|等着我|在等着|会有什么/,
};

/** The word between the two options of a this-or-that question. */
const OR: Record<Locale, RegExp> = {
  en: /\s+or\s+/i,
  ru: /,?\s+или\s+/i,
  de: /,?\s+oder\s+/i,
  es: /,?\s+o\s+/i,
  zh: /还是/,
};

/** The asking words in front of the first option ("Should I", «Стоит ли мне», "Soll ich"), dropped. */
const ASKING: Record<Locale, RegExp> = {
  en: /^(should|shall|must|do|would|will|can|could)\s+(i|we)\s+|^(is it better|is it wiser|is it best)\s+(to\s+)?|^(i wonder|tell me)\s+(whether|if)\s+/i,
  ru: /^(мне\s+|нам\s+)?(стоит|лучше|следует|нужно|надо|выбрать)(\s+ли)?(\s+мне|\s+нам)?\s+/i,
  de: /^(soll|sollte|muss|kann|werde)\s+(ich|wir)\s+|^ist es besser,?\s+/i,
  es: /^(debería|deberíamos|debo|tengo que|es mejor|me conviene)\s+/i,
  zh: /^(我们|我)?(应该|该|要|是|会)?/,
};

/** Time frames a question can name, matched in the question as written. */
const TIME: Record<Locale, RegExp> = {
  en: /\b((this|next|the coming) (year|month|week|summer|autumn|fall|winter|spring)|(in|by|before) (20\d\d|(the )?(end of|spring|summer|autumn|winter|christmas)( (the|this) year)?)|within (a|the next|\d+) \w+|soon|any time soon)\b/i,
  ru: /(в этом|в следующем|в ближайш\p{L}*|до конца|к концу) (году|месяц\p{L}*|недел\p{L}*|лет\p{L}*|зим\p{L}*|весн\p{L}*|осен\p{L}*|года|месяца|полугод\p{L}*)|в 20\d\d году|скоро|в ближайшее время/iu,
  de: /\b((dieses|nächstes|kommendes|in diesem|im nächsten|im kommenden) (jahr|monat|woche|sommer|winter|frühling|herbst)|(bis|vor) (ende des jahres|weihnachten|20\d\d|zum sommer)|in den nächsten \w+ \w+|bald)\b/i,
  es: /\b((este|el próximo|el año que|esta|la próxima) (año|mes|semana|verano|invierno|primavera|otoño|viene)|(antes de|para) (fin de año|final de año|20\d\d|el verano|navidad)|en los próximos \w+ \w+|pronto)\b/i,
  zh: /今年|明年|这个月|下个月|最近|很快|年底|年内|近期|不久/,
};

/** An option that keeps things as they are: stay, remain, keep, carry on. */
const STAY: Record<Locale, RegExp> = {
  en: /\b(stay|staying|remain|keep|keeping|stick with|carry on|continue)\b/i,
  ru: /(?<!\p{L})(оста(ть|ва)|сохран|продолж|не (менять|переезжать|уходить))/iu,
  de: /(?<!\p{L})(bleib|behalt|beibehalt|weitermach|nicht (wechseln|umziehen|gehen))/iu,
  es: /(?<!\p{L})((me quedo|quedarme|quedarnos|quedar)(?!\p{L})(?! sin)|seguir|sigo|mantener|permanecer|continuar|no (cambiar|mudarme|irme))/iu,
  zh: /^(留|继续|保持|维持|不(换|搬|走|动))/,
};

/** The option that stays, when exactly one of the two does. */
export function stayingOption(options: [string, string] | null, locale: Locale): 0 | 1 | null {
  if (!options) return null;
  const [a, b] = options.map((o) => STAY[locale].test(o));
  return a === b ? null : a ? 0 : 1;
}

const trimOption = (text: string, locale: Locale) =>
  text
    .replace(/[?？!！.。¿¡"“”„«»]/g, '')
    .replace(ASKING[locale], '')
    .trim();

/** The last `count` words (characters in Chinese) of the first option, the first of the second. */
/** Words an option cut short must not end (or, cut from its end, begin) on: "with my", «con mi». */
const LINKS: Record<Exclude<Locale, 'zh'>, Set<string>> = {
  en: new Set(
    'a an the my your his her our their this that to in on at with for of from and or by near'.split(' '),
  ),
  ru: new Set('с со в во на к ко и у о об за из от по при для мой моя моё мою моей моим моих мне'.split(' ')),
  de: new Set(
    'der die das den dem des ein eine einen einem einer mein meine meinem meiner meinen mit in im am an auf nach zu zum zur und bei von vom für'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las un una unos unas mi mis tu tus su sus con en de del a al y o para por cerca'.split(' '),
  ),
};

/** At most `count` words (characters in Chinese) of an option, cut at the far end from the "or". */
function clip(text: string, count: number, locale: Locale, fromEnd: boolean): string {
  if (locale === 'zh') return fromEnd ? text.slice(-count) : text.slice(0, count);
  const words = text.split(/\s+/);
  if (words.length <= count) return text;
  const kept = fromEnd ? words.slice(-count) : words.slice(0, count);
  const link = (w: string | undefined) => w !== undefined && LINKS[locale].has(w.toLocaleLowerCase(locale));
  if (fromEnd) {
    while (kept.length > 1 && link(kept[0])) kept.shift();
    return kept.join(' ');
  }
  // Cut before the phrase the limit broke into ("stay in Leeds | with my whole…"), keeping two words.
  const phrase = kept.findLastIndex((w, i) => i >= 2 && link(w));
  const whole = phrase > 0 ? kept.slice(0, phrase) : kept;
  while (whole.length > 1 && link(whole.at(-1))) whole.pop();
  return whole.join(' ');
}

/** The two options of "A or B?": the clause around the "or", without the asking words. */
export function questionOptions(question: string, locale: Locale): [string, string] | null {
  // "…or stay in Berlin this year?": the time frame belongs to the question, not to an option.
  const untimed = question.replace(TIME[locale], '').replace(/\s+([?？.!])/g, '$1');
  const clause = untimed.split(/(?<=[.!?。！？;；])\s*/).find((part) => OR[locale].test(part)) ?? '';
  const [before, after] = clause.split(OR[locale], 2);
  if (!before || !after) return null;
  // The first option starts after the last comma or colon before the "or".
  const first = trimOption(before.split(/[,:;，：；]\s*/).at(-1) ?? before, locale);
  const second = trimOption(after.split(/[,:;，：；]\s*/)[0] ?? after, locale);
  const limit = locale === 'zh' ? 12 : 7;
  // An option that opened the question ("Переехать в Лиссабон или…") loses the sentence's capital,
  // unless it is one word, which may be a name ("Lisbon or London?").
  const opened = first.includes(' ') && untimed.replace(/^[¿¡«"“„\s]+/, '').startsWith(first);
  const a = clip(
    opened ? first.charAt(0).toLocaleLowerCase(locale) + first.slice(1) : first,
    limit,
    locale,
    true,
  );
  const b = clip(second, limit, locale, false);
  return a && b ? [a, b] : null;
}

/** The sentence that asks: the last one ending in a question mark, else the whole text. */
export function askingSentence(question: string): string {
  const text = question.trim();
  return (
    text
      .split(/(?<=[.!?。！？])\s*/)
      .filter((s) => /[?？]$/.test(s))
      .at(-1) ?? text
  );
}

/** The question as the reading quotes it: whole when short, else its asking sentence, else clipped. */
export function shortQuestion(question: string, locale: Locale): string {
  const most = locale === 'zh' ? 40 : 90;
  const text = question.trim().replace(/\s+/g, ' ');
  if (text.length <= most) return text;
  const asking = askingSentence(text);
  if (asking.length <= most) return asking;
  const cut = asking.slice(0, most);
  const clean = locale === 'zh' ? cut : cut.replace(/\s+\S*$/, '');
  return `${clean.replace(/[,;:，；：]$/, '')}…`;
}

/**
 * The shape of a question. Its kind and whether it names a feared outcome come from the sentence that
 * asks ("…my mother is ill. Should I move?" asks whether to move); its topics from all of it.
 */
export function questionShape(question: string | null, locale: Locale): QuestionShape {
  const text = question ?? '';
  const asking = askingSentence(text);
  const kind = questionKind(asking, locale);
  const options = kind === 'choice' ? questionOptions(asking, locale) : null;
  // Weighing two roads of study ("the Master's right away, or a year of work first?") is a choice, not
  // an exam to pass (blind review 17): its lines speak of passing.
  const found = scenarioOf(question, locale);
  const scenario = found === 'exam' && kind === 'choice' ? null : found;
  // A found situation knows which part of life it is about (scenario-area.ts); the words' count may not.
  const { topics, finer, seeking, couple } = situatedArea(scenario, {
    topics: questionTopics(question, locale),
    finer: finerSubject(question, locale),
    seeking: seeksLove(question, locale),
  });
  const animal = aboutAnimal(question, locale);
  const mind = aboutMind(question, locale);
  // Burnout or anxiety is a tender place too: nothing is lost, and no harsh line is read to it (blind
  // review 14: "do the task you have put off" to someone burned out for months).
  // So is the hope for a child: no verdict, no harsh line, the care of a body (scenario-area.ts).
  const hope = scenario === 'fertility';
  const tender = questionTender(question, locale) ?? (mind ? 'fear' : hope ? 'health' : null);
  return {
    kind,
    options,
    time: TIME[locale].exec(text)?.[0] ?? null,
    topics,
    unwanted: asksAboutUnwanted(asking, locale),
    animal,
    seeking,
    when: WHEN[locale].test(asking),
    why: WHY[locale].test(asking),
    know: KNOW[locale].test(asking),
    stays: stayingOption(options, locale),
    scenario,
    subject: {
      topic: topics[0] ?? 'general',
      animal,
      seeking,
      heavy: Boolean(tender) || isHeavyQuestion(question, locale, topics),
      finer,
      couple,
      tender,
      mind,
      hope,
    },
  };
}
