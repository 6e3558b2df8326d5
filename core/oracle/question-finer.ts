/**
 * Who or what inside a topic a question is about (ADR 0083, blind review 5): the topic lines of work
 * speak of an employee's own job and those of family of a parent's or a relative's, so a question about
 * a boss or colleague reads the cards' workplace lines (cards.json), an own business or a sibling their
 * position lines ("a home and life that feel abundant" is no answer about a boss). A raise is asked for: yes, and how.
 */
import type { Locale } from '../locales.js';

/**
 * `home` (a flat or a house to find) and `exam` are never found by words here: only their situations
 * (scenario-area.ts) set them, since the move lines speak of a journey and the growth lines of a life path
 * (blind review 17: "a luxurious solo trip" for a rented flat, family expectations for a driving test).
 */
export type Finer =
  | 'boss'
  | 'business'
  /** A change of career, a new field, a passion made work (scenario-area.ts): no employer of its own yet. */
  | 'change'
  | 'sibling'
  | 'raise'
  | 'jobhunt'
  | 'child'
  | 'friend'
  | 'moved'
  | 'home'
  | 'exam';

const FINER: Record<Locale, [Finer, RegExp][]> = {
  en: [
    ['raise', /(?<!\p{L})(a raise|a pay ?rise|a salary increase|more money from my (boss|employer))/iu],
    [
      'jobhunt',
      /(?<!\p{L})(find (a|another|a new) job|get (a|another) job|job (search|hunt)|unemploy|out of work|(job )?interview|get hired|after (a|this) (long )?gap)/iu,
    ],
    ['boss', /(?<!\p{L})(boss|manager|supervisor|colleague|coworker|co-worker)/iu],
    [
      'business',
      /(?<!\p{L})(my (own )?business|business idea|start(ing)? a (company|business)|startup|my company|(start|open|run|launch)(ing)? (my|a|an|our) (own )?((small|little|new|tiny) )?(bakery|shop|store|caf[eé]|restaurant|bar|salon|studio|brand|label|agency)|my own (bakery|shop|store|caf[eé]|restaurant|salon|studio|practice|brand|label|agency)|private practice|go(ing)? freelance|self-employed)/iu,
    ],
    ['sibling', /(?<!\p{L})(brother|sister|sibling)/iu],
    [
      'child',
      /(?<!\p{L})(my (son|daughter|kid|child|children|boy|girl|teenager)|our (son|daughter|kid|child))(?!\p{L})/iu,
    ],
    ['friend', /(?<!\p{L})((best|closest|close|old) )?friend(s|ship)?(?!\p{L})/iu],
    [
      'moved',
      /(?<!\p{L})(since (i|we) moved|after (i|we) moved|after moving|moved (here|to)|since moving)(?!\p{L})/iu,
    ],
  ],
  ru: [
    ['raise', /(?<!\p{L})(повышени\p{L}* (зарплаты|зп|оклада)|прибавк\p{L}*)/iu],
    [
      'jobhunt',
      /(?<!\p{L})(найд\p{L}* работу|найти работу|поиск\p{L}* работы|безработ|без работы|собеседовани)/iu,
    ],
    ['boss', /(?<!\p{L})(начальни|руководител|шеф|босс|коллег)/iu],
    [
      'business',
      /(?<!\p{L})(сво\p{L}* (дело|бизнес|компани|пекарн|кафе|магазин|салон|студи|кофейн)|бизнес|стартап|открыть (пекарню|кафе|магазин|салон|студию|кофейню|ресторан)|самозанят|фриланс)/iu,
    ],
    ['sibling', /(?<!\p{L})(брат|сестр)/iu],
    ['child', /(?<!\p{L})(сын\p{L}*|доч\p{L}*|реб(ё|е)н\p{L}*|дет(и|ей|ям)|подрост\p{L}*)(?!\p{L})/iu],
    ['friend', /(?<!\p{L})(друг(а|у|ом)?|подруг\p{L}*|дружб\p{L}*)(?!\p{L})/iu],
    ['moved', /(?<!\p{L})(после переезда|переехал\p{L}*|с тех пор как переехал\p{L}*)/iu],
  ],
  de: [
    ['raise', /(?<!\p{L})(gehaltserhöhung|lohnerhöhung|mehr gehalt)/iu],
    [
      'jobhunt',
      /(?<!\p{L})((einen |eine neue )?(job|arbeit|stelle) finden|arbeitslos|jobsuche|stellensuche|vorstellungsgespräch|bewerbungsgespräch)/iu,
    ],
    ['boss', /(?<!\p{L})(chef|chefin|vorgesetzt|kolleg)/iu],
    [
      'business',
      /(?<!\p{L})(geschäftsidee|eigene\p{L}* (firma|geschäft|unternehmen|bäckerei|café|laden|salon|studio|praxis|restaurant)|selbstständig|selbständig|startup|gründ|(bäckerei|café|laden|salon|studio|restaurant) (eröffnen|aufmachen))/iu,
    ],
    ['sibling', /(?<!\p{L})(bruder|schwester|geschwister)/iu],
    ['child', /(?<!\p{L})(sohn|tochter|(mein|unser)(e|em|en)? kind(er)?)(?!\p{L})/iu],
    ['friend', /(?<!\p{L})(beste\p{L}* freund\p{L}*|freundschaft|freundeskreis)(?!\p{L})/iu],
    ['moved', /(?<!\p{L})(seit (ich|wir) (hierher |nach \p{L}+ )?gezogen|nach dem umzug|seit dem umzug)/iu],
  ],
  es: [
    ['raise', /(?<!\p{L})(aumento( de sueldo| de salario)?)/iu],
    [
      'jobhunt',
      /(?<!\p{L})(encontrar(é)? (un )?trabajo|encontraré empleo|busco trabajo|búsqueda de (trabajo|empleo)|desemplead|en paro|sin trabajo|entrevista de trabajo|oposiciones)/iu,
    ],
    ['boss', /(?<!\p{L})(jef[ae]|supervisor|compañer[oa]s? de trabajo|coleg)/iu],
    [
      'business',
      /(?<!\p{L})(mi (propio )?negocio|idea de negocio|emprend|empresa propia|mi empresa|startup|(abrir|montar) (mi|una|un) (propi[oa] )?(panadería|tienda|cafetería|café|restaurante|bar|salón|estudio|negocio)|mi propi[oa] (panadería|tienda|cafetería|restaurante|estudio)|(soy|ser|hacerme|como) autónom[oa]|freelance)/iu,
    ],
    ['sibling', /(?<!\p{L})(herman[oa])/iu],
    ['child', /(?<!\p{L})(mi (hijo|hija|niñ[oa])|mis hijos|nuestr[oa] (hijo|hija))(?!\p{L})/iu],
    ['friend', /(?<!\p{L})((mejor )?amig[oa]s?|amistad)(?!\p{L})/iu],
    ['moved', /(?<!\p{L})(desde que me mud[eé]|después de mudarme|desde la mudanza)/iu],
  ],
  zh: [
    ['raise', /加薪|涨工资|涨薪/],
    ['jobhunt', /找工作|找到工作|求职|失业|面试/],
    ['boss', /老板|上司|领导|经理|同事/],
    [
      'business',
      /创业|自己的生意|生意|(?<!离)开公司|自己的公司|(?<!离)开(一家|个|间)?(自己的)?(面包店|咖啡店|咖啡馆|餐厅|小店|店|工作室|公司)|自由职业/,
    ],
    ['sibling', /哥哥|弟弟|姐姐|妹妹|兄弟|姐妹/],
    ['child', /儿子|女儿|孩子/],
    ['friend', /闺蜜|朋友|好友|友谊/],
    ['moved', /搬到.{0,8}(以后|之后)|搬来以后|搬家以后|搬家之后/],
  ],
};

/** The finer subject a question names, the first that matches; null when none. */
export function finerSubject(question: string | null, locale: Locale): Finer | null {
  for (const [finer, pattern] of FINER[locale]) if (pattern.test(question ?? '')) return finer;
  return null;
}

/** Finer subjects the topic lines are not written for: their cards speak by their position lines. */
export const UNWRITTEN_FINER: ReadonlySet<Finer> = new Set([
  'business',
  'sibling',
  'raise',
  'jobhunt',
  'child',
  'friend',
  'moved',
  'home',
  'exam',
]);
