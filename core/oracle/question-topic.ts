/**
 * The topic of a question (love, work, money, health, loss, growth or general), found by word stems in
 * each language. The offline reader uses it to frame each card, and to be careful: on health and loss
 * it gives no yes/no verdict and softens the hard cards (ADR 0022).
 */

import type { Locale } from '../locales.js';
import type { OracleCard } from './oracle.js';

export const TOPICS = ['loss', 'health', 'love', 'money', 'work', 'growth', 'general'] as const;
export type Topic = (typeof TOPICS)[number];

/** Topics where a verdict or a blunt hard card could hurt. */
export const SENSITIVE_TOPICS: ReadonlySet<Topic> = new Set(['loss', 'health']);

type Stems = Record<Exclude<Topic, 'general'>, string[]>;

/** Stems match at the start of a word; `(?!\p{L})` ends one that must be a whole word. */
const STEMS: Record<Locale, Stems> = {
  en: {
    loss: ['died', 'dead(?!\\p{L})', 'death', 'passed away', 'grie', 'funeral', 'mourn', 'bereave'],
    health: [
      'health',
      'sick',
      'ill(?!\\p{L})',
      'illness',
      'doctor',
      'surgery',
      'diagnos',
      'cancer',
      'pregnan',
      'recover',
      'disease',
      'hospital',
      'pain(?!\\p{L})',
      'medica',
      'therap',
      'heal',
      'die(?!\\p{L})',
    ],
    love: [
      'love',
      'partner',
      'boyfriend',
      'girlfriend',
      'husband',
      'wife',
      'crush',
      'relationship',
      'dating',
      'marr',
      'ex(?!\\p{L})',
      'romanc',
      'soulmate',
      'feel about me',
      'text me',
      'call me',
    ],
    money: [
      'money',
      'debt',
      'loan',
      'invest',
      'salary',
      'rent(?!\\p{L})',
      'financ',
      'savings',
      'mortgage',
      'afford',
      'buy',
      'sell',
    ],
    work: [
      'job',
      'work',
      'career',
      'boss',
      'promot',
      'interview',
      'colleague',
      'business',
      'project',
      'company',
      'office',
      'hire',
      'fired',
      'client',
    ],
    growth: [
      'myself',
      'purpose',
      'confiden',
      'grow',
      'learn',
      'path(?!\\p{L})',
      'spiritual',
      'meaning',
      'habit',
      'fear',
      'calling',
    ],
  },
  ru: {
    loss: ['умер', 'смерт', 'похорон', 'гор(е|я|ю)(?!\\p{L})', 'утрат', 'скорб', 'траур', 'поминк'],
    health: [
      'здоров',
      'болез',
      'боле',
      'болит',
      'врач',
      'операци',
      'диагноз',
      'рак(?!\\p{L})',
      'беремен',
      'выздоров',
      'лечен',
      'больниц',
      'анализ',
      'умр',
    ],
    love: [
      'любов',
      'люб(ит|лю|ят)',
      'отношени',
      'парн',
      'девушк',
      'муж',
      'жена',
      'жену',
      'женой',
      'свидан',
      'брак',
      'бывш',
      'роман',
      'партн[её]р',
      'расстав',
      'расстан',
    ],
    money: [
      'деньг',
      'денег',
      'долг',
      'кредит',
      'инвест',
      'зарплат',
      'ипотек',
      'купить',
      'продать',
      'финанс',
      'доход',
      'заработ',
    ],
    work: [
      'работ',
      'карьер',
      'начальн',
      'повышен',
      'собеседован',
      'коллег',
      'бизнес',
      'проект',
      'компани',
      'должност',
      'ваканс',
      'увол',
      'клиент',
    ],
    growth: [
      'себя',
      'себе',
      'призван',
      'предназначен',
      'уверенност',
      'развит',
      'пут[ьи]',
      'духовн',
      'смысл',
      'страх',
    ],
  },
  de: {
    loss: ['gestorben', 'tod(?!\\p{L})', 'trauer', 'beerdigung', 'verstorben', 'verlust'],
    health: [
      'gesund',
      'krank',
      'arzt',
      'ärzt',
      'operation',
      'diagnose',
      'krebs',
      'schwanger',
      'heil',
      'klinik',
      'schmerz',
      'therapie',
      'sterb',
    ],
    love: [
      'lieb',
      'partner',
      'freundin',
      'freund(?!\\p{L})',
      'ehe',
      'beziehung',
      'date',
      'verliebt',
      'ex(?!\\p{L})',
      'heirat',
      'schwarm',
      'trennung',
    ],
    money: [
      'geld',
      'schulden',
      'kredit',
      'invest',
      'gehalt',
      'miete',
      'kaufen',
      'verkaufen',
      'finanz',
      'erspar',
    ],
    work: [
      'arbeit',
      'job',
      'beruf',
      'karriere',
      'chef',
      'beförderung',
      'bewerbung',
      'vorstellungsgespräch',
      'kolleg',
      'firma',
      'projekt',
      'stelle',
      'kündig',
      'kunde',
    ],
    growth: ['selbst', 'berufung', 'sinn', 'wachsen', 'lernen', 'weg(?!\\p{L})', 'spirituell', 'angst'],
  },
  es: {
    loss: ['murió', 'muerte', 'fallec', 'duelo', 'funeral', 'pérdida', 'luto'],
    health: [
      'salud',
      'enferm',
      'médic',
      'operación',
      'cirugía',
      'diagnóstico',
      'cáncer',
      'embaraz',
      'curar',
      'recuper',
      'hospital',
      'dolor',
      'tratamiento',
      'morir',
    ],
    love: [
      'amor',
      'pareja',
      'novi[oa]',
      'espos[oa]',
      'marido',
      'relación',
      'cita(?!\\p{L})',
      'casar',
      'matrimonio',
      'ex(?!\\p{L})',
      'enamor',
      'me ama',
      'me quiere',
    ],
    money: [
      'dinero',
      'deuda',
      'préstamo',
      'invert',
      'sueldo',
      'salario',
      'alquiler',
      'comprar',
      'vender',
      'finanz',
      'ahorro',
      'hipoteca',
    ],
    work: [
      'trabaj',
      'empleo',
      'carrera',
      'jefe',
      'ascenso',
      'entrevista',
      'compañer',
      'negocio',
      'proyecto',
      'empresa',
      'puesto',
      'despid',
      'cliente',
    ],
    growth: [
      'mí mism',
      'propósito',
      'confianza',
      'crecer',
      'aprender',
      'camino',
      'espiritual',
      'sentido',
      'miedo',
    ],
  },
  zh: {
    loss: ['去世', '过世', '离世', '悲伤', '葬礼', '失去了', '哀', '死'],
    health: ['健康', '病', '医生', '手术', '诊断', '癌', '怀孕', '康复', '医院', '疼', '治疗', '身体'],
    love: [
      '爱',
      '感情',
      '男朋友',
      '女朋友',
      '恋',
      '结婚',
      '婚姻',
      '伴侣',
      '老公',
      '老婆',
      '丈夫',
      '妻子',
      '前任',
      '喜欢',
      '约会',
      '复合',
      '分手',
    ],
    money: ['钱', '财', '债', '贷款', '投资', '工资', '薪水', '房租', '存款'],
    work: ['工作', '事业', '职业', '老板', '升职', '面试', '同事', '公司', '项目', '跳槽', '辞职', '创业'],
    growth: ['自己', '成长', '目标', '意义', '自信', '学习', '道路', '灵性', '人生'],
  },
};

const compiled = new Map<Locale, [Topic, RegExp][]>();

function patterns(locale: Locale): [Topic, RegExp][] {
  let list = compiled.get(locale);
  if (!list) {
    const stems = STEMS[locale];
    // Chinese has no spaces, so its stems match anywhere.
    const start = locale === 'zh' ? '' : '(?<!\\p{L})';
    list = TOPICS.filter((t): t is Exclude<Topic, 'general'> => t !== 'general').map((topic) => [
      topic,
      new RegExp(`${start}(${stems[topic].join('|')})`, 'iu'),
    ]);
    compiled.set(locale, list);
  }
  return list;
}

/** The first topic, in the order of TOPICS (loss before health before love…), whose stems appear. */
export function questionTopic(question: string | null, locale: Locale): Topic {
  const text = (question ?? '').toLowerCase();
  if (!text.trim()) return 'general';
  return patterns(locale).find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
}

/** The card's own line for a topic, where it has one (love; work and money; health), else null. */
export function topicLine(card: OracleCard, topic: Topic): string | null {
  if (topic === 'love') return card.lines.love;
  if (topic === 'work' || topic === 'money') return card.lines.work;
  if (topic === 'health') return card.lines.wellbeing;
  return null;
}
