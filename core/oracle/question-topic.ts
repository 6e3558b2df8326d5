/**
 * The topics of a question (love, work, money, a move, health, loss, growth or general), found by word
 * stems in each language and weighed: a question can touch several, and the one it mentions most leads
 * (ADR 0048). A health or loss word about someone else ("my mother is ill") counts half, so a long
 * relocation question that mentions an ill mother stays a relocation question. The offline reader uses
 * the leading topic to frame each card, and to be careful: on health and loss it gives no yes/no
 * verdict and softens the hard cards (ADR 0022).
 */

import type { Locale } from '../locales.js';
import type { OracleCard } from './oracle.js';

export const TOPICS = ['loss', 'health', 'love', 'money', 'work', 'move', 'growth', 'general'] as const;
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
      'come back to me',
      'get back together',
      'back together',
      'the one(?=\\s*[?!.]|\\s*$|\\s+for me)',
      'wedding',
      'propos',
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
      'raise(?!\\p{L})',
      'pay rise',
    ],
    work: [
      'job',
      'work(?!\\s+out)',
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
      'raise(?!\\p{L})',
      'pay rise',
      'own business',
      'start(ing)? a business',
    ],
    move: [
      'mov(e|ing)(?!\\p{L})',
      'relocat',
      'emigrat',
      'immigrat',
      'abroad',
      'visa(?!\\p{L})',
      '(another|a new|new) (city|country|town)',
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
      'замуж',
      'жени(ть|тся|шься|мся)',
      'свадьб',
      'верн(ё|е)тся ко мне',
      'верн(ё|е)тся ли (он|она)',
      'вернуть (его|её|ее)',
      'суженн?ый',
      'тот самый',
      'та самая',
      'мой человек',
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
      'прибавк',
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
      'прибавк',
      'сво(ё|е|его|ем) дел',
      'открыва(ть|ю)',
      'открыть',
      'предпринима',
    ],
    move: [
      'перее(хать|ду|дем|дём|зд)',
      'переезж',
      'эмигр',
      'релокац',
      'за границ',
      'в друг(ой|ую|ом) (город|стран)',
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
      'zu mir zurück',
      'zurückkomm',
      'der richtige',
      'die richtige',
      'hochzeit',
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
      'gehaltserhöhung',
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
      'gehaltserhöhung',
      'geschäft',
      'selbstständig',
      'gründ',
    ],
    move: [
      'umzug',
      'umzieh',
      'ziehen(?!\\p{L})',
      'auswander',
      'ausland',
      'andere[nm]? stadt',
      'andere[sn]? land',
    ],
    growth: [
      'selbst(?!ständig)',
      'berufung',
      'sinn',
      'wachsen',
      'lernen',
      'weg(?!\\p{L})',
      'spirituell',
      'angst',
    ],
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
      'volver(á|a)? conmigo',
      'vuelva conmigo',
      'el indicado',
      'la indicada',
      'boda',
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
      'aumento',
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
      'aumento',
      'emprend',
    ],
    move: [
      'mud(o|ar|arme|arnos|anza)(?!\\p{L})',
      'traslad',
      'emigr',
      'extranjero',
      'otra ciudad',
      'otro país',
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
      '回到我身边',
      '回来找我',
      '对的人',
      '真命天子',
      '嫁',
      '娶',
    ],
    money: ['钱', '财', '债', '贷款', '投资', '工资', '薪水', '房租', '存款', '加薪'],
    work: [
      '工作',
      '事业',
      '职业',
      '老板',
      '升职',
      '面试',
      '同事',
      '公司',
      '项目',
      '跳槽',
      '辞职',
      '创业',
      '加薪',
      '开店',
      '自己的店',
      '生意',
    ],
    move: ['搬家', '搬到', '搬去', '移民', '出国', '定居', '另一个城市', '换个城市', '外地'],
    growth: ['自己', '成长', '目标', '意义', '自信', '学习', '道路', '灵性', '人生'],
  },
};

/** Someone close to the asker: a health or loss word next to one is about them, and counts half. */
const KIN: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(mother|mom|mum|father|dad|parent|grand\p{L}*|sister|brother|aunt|uncle|son|daughter|friend)(?!\p{L})/iu,
  ru: /(?<!\p{L})(мам|мат(ь|ери)|отц|отец|пап|родител|бабушк|дедушк|сестр|брат|сын|доч|друг(а|у|ом|е)?(?!\p{L})|подруг)/iu,
  de: /(mutter|vater|mama|papa|eltern|oma|opa|schwester|bruder|sohn|tochter|freund)/iu,
  es: /(?<!\p{L})(madre|mamá|padre|papá|padres|abuel|herman|hij[oa]|amig[oa])/iu,
  zh: /妈妈|母亲|父亲|爸爸|父母|奶奶|爷爷|外婆|外公|姐姐|妹妹|哥哥|弟弟|儿子|女儿|朋友/,
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
      new RegExp(`${start}(${stems[topic].join('|')})`, 'giu'),
    ]);
    compiled.set(locale, list);
  }
  return list;
}

/**
 * Every topic the question touches, the one it mentions most first (ties in the order of TOPICS);
 * ['general'] when none. Health and loss words count half when the question names someone close.
 */
export function questionTopics(question: string | null, locale: Locale): Topic[] {
  const text = (question ?? '').toLowerCase();
  if (!text.trim()) return ['general'];
  const aboutKin = KIN[locale].test(text);
  const scored = patterns(locale)
    .map(([topic, pattern]) => {
      const hits = text.match(pattern)?.length ?? 0;
      return { topic, weight: aboutKin && SENSITIVE_TOPICS.has(topic) ? hits / 2 : hits };
    })
    .filter((t) => t.weight > 0)
    .sort((a, b) => b.weight - a.weight || TOPICS.indexOf(a.topic) - TOPICS.indexOf(b.topic));
  return scored.length > 0 ? scored.map((t) => t.topic) : ['general'];
}

/** The question's leading topic: the one it mentions most. */
export const questionTopic = (question: string | null, locale: Locale): Topic =>
  questionTopics(question, locale)[0] ?? 'general';

/** The card's own line for a topic, where it has one (love; work and money; health), else null. */
export function topicLine(card: OracleCard, topic: Topic): string | null {
  if (topic === 'love') return card.lines.love;
  if (topic === 'work' || topic === 'money') return card.lines.work;
  if (topic === 'health') return card.lines.wellbeing;
  return null;
}
