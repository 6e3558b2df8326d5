/**
 * Words that give a line's subject away, per language, at a word's start (fitted-line.ts): a romance, a
 * couple, a flirt, a job, money, a festivity, a family, an employer, an exam.
 */
import type { Locale } from '../../locales.js';

interface SubjectWords {
  romance: RegExp;
  couple: RegExp;
  /** "The two of you": said only where the question has two people in it. */
  twoOfYou: RegExp;
  courting: RegExp;
  work: RegExp;
  money: RegExp;
  festive: RegExp;
  /** A family, relatives, an inheritance, a reunion: private life, not a job or a business. */
  kin: RegExp;
  /** An employer: a job to be given, a promotion, a boss, an interview; not one's own business. */
  employer: RegExp;
  /** An exam: not a job, a business or a heart. */
  exam: RegExp;
}

/** Words that give a line's subject away, at a word's start. */
export const SUBJECT_WORDS: Record<Locale, SubjectWords> = {
  en: {
    romance:
      /(?<!\p{L})(flirt|crush|romanc|romantic|dat(e|es|ing)(?!\p{L})|chemistry|lover|love life|kiss|sweetheart|wedding|marriage|soulmate)/iu,
    courting:
      /(?<!\p{L})(flirt|crush|first date|new face|new person|someone new|someone (arrives|enters|appears))/iu,
    couple: /(?<!\p{L})(your partner|the relationship|a partner|partners?hip of|the couple)/iu,
    twoOfYou: /(?<!\p{L})(between you two|the two of you)(?!\p{L})/iu,
    work: /(?<!\p{L})(career|jobs?(?!\p{L})|workplace|at work|colleague|manager|promotion|office|boss|teams?(?!\p{L})|projects?(?!\p{L})|client|internship)/iu,
    money:
      /(?<!\p{L})(financ|money|budget|salary|debt|pension|savings|coins?(?!\p{L})|splurg|bank account)/iu,
    festive:
      /(?<!\p{L})(part(y|ies)(?!\p{L})|celebrat|festiv|invit|adventure|danc|trips?(?!\p{L})|holiday|projects?(?!\p{L})|class(es)?(?!\p{L})|(a|the) course(?!\p{L})|team effort|new doors|think big)/iu,
    kin: /(?<!\p{L})(famil(y|ies)|relatives|inherit|parents|siblings|ancestors?|reunion)/iu,
    employer:
      /(?<!\p{L})(jobs?(?!\p{L})|promotion|boss|interview|hired|hiring|colleague|employer|cv(?!\p{L})|résumé|resume(?!\p{L})|(new|job) offers)/iu,
    exam: /(?<!\p{L})exams?(?!\p{L})/iu,
  },
  ru: {
    romance:
      /(?<!\p{L})(флирт|влюбл|романтик|романтич|свидан|страст|химия|поцел|свадьб|брак(?!\p{L})|любовн)/iu,
    courting: /(?<!\p{L})(флирт|влюбл[её]нност|нов\p{L}* знакомств|нов\p{L}* человек|первое свидание)/iu,
    couple: /(?<!\p{L})(партн[её]р|твои отношения|ваши отношения|пар[аеуы](?!\p{L}))/iu,
    twoOfYou: /(?<!\p{L})(между вами|вас двоих)(?!\p{L})/iu,
    work: /(?<!\p{L})(карьер|работ(а|е|у|ы|ой)(?!\p{L})|коллег|начальн|руководител|повышени|офис|проект|клиент|стажир)/iu,
    money:
      /(?<!\p{L})(финанс|деньг|денег|бюджет|зарплат|долг(и|а|ов)?(?!\p{L})|пенси|сбережен|монет|трат(ы|ить|ишь)|банковск)/iu,
    festive:
      /(?<!\p{L})(праздн|вечеринк|приглаш|приглас|приключени|танц|поездк|путешеств|проект|курсы(?!\p{L})|новые двери|мысли масштабно)/iu,
    kin: /(?<!\p{L})(сем(ья|ьи|ье|ью|ей|ейн)|родн(я|и|ых|ым)(?!\p{L})|родственник|наследств|родител)/iu,
    employer: /(?<!\p{L})(повышени|начальн|собеседовани|коллег|работодател|ваканси)/iu,
    exam: /(?<!\p{L})экзамен/iu,
  },
  de: {
    romance:
      /(?<!\p{L})(flirt|verliebt|verknallt|romant|date(s)?(?!\p{L})|chemie|liebesleben|kuss|küss|hochzeit|ehe(?!\p{L})|seelenverwandt)/iu,
    courting: /(?<!\p{L})(flirt|verknallt|schwarm|erstes date|neue\p{L}* bekanntschaft|neue\p{L}* mensch)/iu,
    couple: /(?<!\p{L})(dein(e|em|en|er)? partner|die beziehung|eure beziehung|paar(?!\p{L}))/iu,
    twoOfYou: /(?<!\p{L})(zwischen euch|ihr beide)(?!\p{L})/iu,
    work: /(?<!\p{L})(karriere|job|arbeitsplatz|arbeitsstelle|bei der arbeit|auf der arbeit|kolleg|chef|vorgesetzt|beförder|büro|projekt|kunde|team|praktikum)/iu,
    money: /(?<!\p{L})(finanz|geld|budget|gehalt|schulden|rente(?!\p{L})|erspar|münze|konto)/iu,
    festive:
      /(?<!\p{L})(party|feier|einlad|lade(?!\p{L})|abenteuer|tanz|ausflug|projekt|einen kurs|kurse(?!\p{L})|neue türen|denk groß)/iu,
    kin: /(?<!\p{L})(famili|verwandt|erbschaft|erbe(?!\p{L})|eltern|geschwister|wiedersehen)/iu,
    employer: /(?<!\p{L})(job|beförder|chef(in)?(?!\p{L})|vorstellungsgespräch|kolleg|arbeitgeber)/iu,
    exam: /(?<!\p{L})(prüfungen|prüfungsangst|klausur|examen|abschlussprüfung|führerscheinprüfung)/iu,
  },
  es: {
    romance:
      /(?<!\p{L})(coquet|flirt|enamor|romance|romántic|citas?(?!\p{L})|química|beso|vida amorosa|boda|matrimonio|alma gemela)/iu,
    courting:
      /(?<!\p{L})(coquete|flirte|flechazo|primera cita|alguien nuevo|persona nueva|llega alguien|alguien (que )?te busca)/iu,
    couple: /(?<!\p{L})(tu pareja|la pareja|la relación|vuestra relación)/iu,
    twoOfYou: /(?<!\p{L})(entre vosotros|entre ustedes)(?!\p{L})/iu,
    work: /(?<!\p{L})(carrera profesional|trabajo|laboral|coleg|jef[ae]|ascenso|oficina|proyecto|cliente|prácticas)/iu,
    money:
      /(?<!\p{L})(financ|dinero|presupuesto|sueldo|salario|deuda|pensi[oó]n|ahorro|moneda|cuenta bancaria|gastos?(?!\p{L}))/iu,
    festive:
      /(?<!\p{L})(fiesta|celebr|invit|aventura|bail|viaje|excursi|proyecto|un curso|clases?(?!\p{L})|nuevas puertas|piensa en grande)/iu,
    kin: /(?<!\p{L})(famili|parientes|herencia|padres(?!\p{L})|hermanos|reencuentro)/iu,
    employer: /(?<!\p{L})(ascenso|jef[ae]|entrevista|coleg|empleador)/iu,
    exam: /(?<!\p{L})(exámenes|examen (final|oral|escrito|de)|oposici)/iu,
  },
  zh: {
    romance: /调情|暗恋|浪漫|约会|化学反应|来电|恋爱|恋情|婚礼|婚姻|亲吻|心动/,
    courting: /调情|暗恋|新的人|初次约会|新面孔|心动对象/,
    couple: /伴侣|你们的关系|这段关系|另一半/,
    twoOfYou: /你们之间|你们俩/u,
    work: /职业|事业|工作|同事|上司|老板|升职|晋升|办公室|项目|客户|团队|实习|课程/,
    money: /财务|金钱|预算|工资|薪水|债务|欠债|养老金|存款|银行|账户|花钱|省钱|挥霍/,
    festive: /派对|聚会|庆祝|邀请|冒险|跳舞|旅行|出游|项目|课程|上课|新的大门|大处着眼/,
    kin: /家人|家庭|家族|亲戚|遗产|父母|兄弟姐妹|团聚/,
    employer: /升职|晋升|老板|上司|面试|同事|雇主|职位/,
    exam: /考试/,
  },
};
