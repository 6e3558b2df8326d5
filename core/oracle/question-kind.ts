/**
 * What kind of question the user asked, so the yes/no spread gives a verdict only to a question that
 * can be answered yes or no (ADR 0022). Word lists per language; no language model, so it reads the
 * first words of the question the way a reader would, and errs towards "yes/no" when unsure.
 */
import type { Locale } from '../locales.js';

/** `open`: how/what/why…; `choice`: this or that; `yes-no`: whether; `none`: no question. */
export type QuestionKind = 'yes-no' | 'open' | 'choice' | 'none';

interface Words {
  /** Question words that make a question open when they come first (or second, after "and", "so"…). */
  open: string[];
  /** How many leading words to look at for an open question word. */
  lead: number;
  /** "or" between two options, and the tails that keep a question yes/no ("or not"). */
  or: RegExp;
  orNot: RegExp;
  /** Asking whether to do something: the user's own choice, which a favourable card supports. */
  deliberation: RegExp;
  /** Fragments naming an outcome people fear: a favourable card answers such a question "no". */
  unwanted: RegExp;
}

const WORDS: Record<Locale, Words> = {
  en: {
    open: [
      'how',
      "how's",
      'what',
      "what's",
      'why',
      'when',
      'where',
      'which',
      'who',
      "who's",
      'whom',
      'whose',
    ],
    lead: 2,
    or: /\bor\b/,
    orNot: /\bor not\b/,
    deliberation: /^(should|shall|must) (i|we)\b|^do (i|we) need to\b|^is it (wise|worth|a good idea)\b/,
    unwanted:
      /\b(lose|losing|fail|failing|leave me|leaving me|cheat|cheating|break up with me|dump me|divorce me|get fired|be fired|lay me off|sick|ill|illness|die|dying|death|be over|a mistake|regret|betray|reject|too late|lying to me|lie to me|hurt me|relapse)\b/,
  },
  ru: {
    open: [
      'как',
      'каким',
      'что',
      'чем',
      'чём',
      'чего',
      'чему',
      'почему',
      'зачем',
      'отчего',
      'когда',
      'где',
      'куда',
      'откуда',
      'кто',
      'кого',
      'кому',
      'какой',
      'какая',
      'какое',
      'какие',
      'какую',
      'каков',
      'сколько',
    ],
    lead: 3,
    or: /(^|\s)или(\s|$)/,
    orNot: /(^|\s)или нет/,
    deliberation: /^(стоит|следует|нужно|надо) ли(\s|$)|^(мне|нам) (стоит|следует|нужно|надо)/,
    unwanted:
      /(потеря|потеряю|потерять|провал|уволят|увольнен|бросит меня|уйдёт от меня|уйдет от меня|изменя|измена|разведёмся|разведемся|расстанемся|заболе|болезн|умр|умер|смерт|ошибк|пожалею|обманыва|предаст|предатель|слишком поздно|откажут|кончено)/,
  },
  de: {
    open: [
      'wie',
      'was',
      'warum',
      'wieso',
      'weshalb',
      'weswegen',
      'wann',
      'wo',
      'wohin',
      'woher',
      'wer',
      'wen',
      'wem',
      'wessen',
      'welche',
      'welcher',
      'welches',
      'welchen',
      'welchem',
      'wozu',
      'womit',
      'wodurch',
      'woran',
      'worauf',
      'wofür',
      'inwiefern',
    ],
    lead: 2,
    or: /\boder\b/,
    orNot: /\boder nicht\b/,
    deliberation: /^(soll|sollte|muss) (ich|wir)\b|^lohnt es sich\b|^ist es (klug|sinnvoll|richtig)\b/,
    unwanted:
      /(verlier|scheiter|verlässt mich|verlassen mich|betrügt|fremdgeh|trennt sich|scheidung|gekündigt|kündigen mir|krank|sterb|\btod\b|fehler|bereu|zu spät|lügt|belügt|abgelehnt|vorbei)/,
  },
  es: {
    open: [
      'cómo',
      'como',
      'qué',
      'que',
      'por qué',
      'porqué',
      'cuándo',
      'cuando',
      'dónde',
      'donde',
      'adónde',
      'quién',
      'quien',
      'quiénes',
      'cuál',
      'cual',
      'cuáles',
      'cuánto',
      'cuánta',
      'cuántos',
      'cuántas',
    ],
    lead: 2,
    or: /(^|\s)o(\s|$)/,
    orNot: /(^|\s)o no(\s|$|\?)/,
    deliberation: /^(debería|deberíamos|debo|tengo que)\b|^(me|nos) conviene\b|^vale la pena\b/,
    unwanted:
      /(perder|perderé|pierdo|perdí|fracas|me dejará|me deja|me va a dejar|engañ|ruptura|divorci|despid|enferm|morir|muer|error|arrepent|demasiado tarde|mient|rechaz|se acab)/,
  },
  zh: {
    open: ['怎么', '怎样', '如何', '为什么', '为何', '什么', '哪', '谁', '何时', '多少', '几时'],
    lead: 0,
    or: /还是/,
    orNot: /还是不/,
    deliberation: /应该|该不该|要不要|值得/,
    unwanted:
      /失去|失败|离开我|出轨|分手|离婚|辞退|被裁|失业|生病|疾病|病|死|错误|后悔|太晚|骗|背叛|拒绝|结束/,
  },
};

const normalize = (question: string) =>
  question
    .toLowerCase()
    .replace(/[¿¡«»“”„"'’‚‹›()[\]]/g, ' ')
    .replace(/[?!.,;:…—–-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The leading words of the question, with one-word openers ("and", "so", "а", "und", "y") skipped. */
function leadingText(text: string, count: number): string {
  const words = text.split(' ');
  const fillers = new Set([
    'and',
    'so',
    'but',
    'а',
    'и',
    'но',
    'так',
    'und',
    'also',
    'aber',
    'y',
    'pero',
    'entonces',
  ]);
  while (words.length > 1 && fillers.has(words[0] ?? '')) words.shift();
  return words.slice(0, count).join(' ');
}

/**
 * A how or what typed without a question mark after what it is about: "me paso horas con el móvil, cómo lo
 * dejo", "I drink every night, how do I stop". Not after a clause that is itself a yes/no question ("Will I
 * get the job, what do you think", «Вернётся ли он, как обещал»), and Spanish only with its accented question
 * words («me llamará, cuando vuelva» is no question of when). A question mark keeps "…, где я есть?" a choice.
 */
const ASKED_AFTER: Record<Exclude<Locale, 'zh'>, { asks: RegExp; yesNo: RegExp }> = {
  en: {
    asks: /^(and |so |but )?(how|what|why)(?! do you think| would you say)(?!\p{L})/iu,
    yesNo:
      /^(will|would|is|are|am|was|were|do|does|did|can|could|should|shall|have|has|may|might|must)(?!\p{L})/iu,
  },
  ru: {
    asks: /^(а |и |так )?(как (мне|быть|теперь|же|его|её|это)|что (мне |теперь |же )?(делать|думать)|почему|зачем)(?!\p{L})/iu,
    yesNo: /(?<!\p{L})ли(?!\p{L})/iu,
  },
  de: {
    asks: /^(und |also |aber )?(wie|was (soll|kann|muss|mache|tue)|warum|wieso|weshalb)\s(?!meinst|denkst|glaubst)/iu,
    yesNo:
      /^(wird|werde|werden|wirst|ist|sind|bin|bist|soll|sollte|sollen|kann|könnte|hat|habe|hast|gibt|war|darf|muss|mag)(?!\p{L})/iu,
  },
  es: {
    asks: /^(y |pero |entonces )?(cómo|qué|por qué)\s(?!opinas|piensas|crees)/iu,
    yesNo: /^$/u,
  },
};

function askedAfter(question: string, locale: Locale): boolean {
  if (locale === 'zh' || /[?？]/u.test(question)) return false;
  const [first = '', ...rest] = question
    .split(/[.,;:!…]+/u)
    .map((c) => c.trim().replace(/^[¿¡"«„“]+/u, ''))
    .filter(Boolean);
  const last = rest.at(-1);
  const { asks, yesNo } = ASKED_AFTER[locale];
  return Boolean(last && asks.test(last) && !yesNo.test(first));
}

export function questionKind(question: string | null, locale: Locale): QuestionKind {
  const text = normalize(question ?? '');
  if (!text) return 'none';
  const words = WORDS[locale];
  if (locale === 'zh') {
    // Chinese puts question words anywhere; "会不会", "是不是" and "吗" make it yes/no again.
    if (/(.)不\1|吗|是否/.test(text) && !words.open.some((w) => text.includes(w))) return 'yes-no';
    if (words.open.some((w) => text.includes(w))) return 'open';
  } else {
    const lead = ` ${leadingText(text, words.lead)} `;
    if (words.open.some((w) => lead.includes(` ${w} `))) return 'open';
    if (askedAfter(question ?? '', locale)) return 'open';
  }
  if (words.or.test(text) && !words.orNot.test(text)) return 'choice';
  return 'yes-no';
}

/**
 * True when a yes to the question would be the unwelcome outcome ("Will I lose my job?"), so the
 * verdict flips: a favourable card answers "no". Asking whether to do something is never flipped.
 */
export function asksAboutUnwanted(question: string | null, locale: Locale): boolean {
  const text = normalize(question ?? '');
  if (!text) return false;
  const words = WORDS[locale];
  if (words.deliberation.test(text)) return false;
  return words.unwanted.test(text);
}
