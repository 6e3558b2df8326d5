/**
 * Whether a question is asked from a tender place (issue 21, blind reviews 4 to 7): a death or grief,
 * an illness, a surgery or a hospital (a person's or a pet's), a breakup or heartbreak, or fear for
 * someone. The reader then never says a card's harsh lines (harsh-lines.ts). A cry for help is not
 * tender but a crisis: the safety layer (core/safety/classify.ts) answers it before any card is drawn.
 */
import type { Locale } from '../locales.js';

export const TENDER_KINDS = ['grief', 'health', 'breakup', 'fear'] as const;
/** What makes the place tender; the first that matches in this order, so a grief outweighs a fear. */
export type Tender = (typeof TENDER_KINDS)[number];

type Patterns = Record<Tender, RegExp>;

const TENDER: Record<Locale, Patterns> = {
  en: {
    grief:
      /(?<!\p{L})(died|dead(?!\p{L})|(?<!to )death|passed away|passing of|grie(f|ve|ving)|funeral|mourn|bereave|(lost|loss of) (my|our|her|his|their) (mother|mom|mum|father|dad|parent|brother|sister|son|daughter|child|baby|husband|wife|partner|friend|dog|cat|pet|grand\p{L}*)(?!\p{L}|'s)|put (him|her|them) down|put to sleep|miscarr)/iu,
    health:
      /(?<!\p{L})(surgery|surgeon|(an?|the|my|his|her|their|its) operation(?!s)|operated on|hospital|ill(?!\p{L})|illness|sick|cancer|tumou?r|chemo|diagnos|biopsy|scan results|vets?(?!\p{L})|veterinar|treatment|disease|stroke|heart attack|intensive care|recovery)/iu,
    breakup:
      /(?<!\p{L})(break ?up|broke up|broken up|split up|divorc|heartbr|broken heart|left me|dumped|(my|an?) ex(?!\p{L})|come back to me|get (him|her|them) back|back together)/iu,
    fear: /(?<!\p{L})((scared|afraid|frightened|terrified|worried|anxious|fear) (for|about)|worry about|fears? for|panic)/iu,
  },
  ru: {
    grief:
      /(?<!\p{L})(умер(ла|ли)?(?!\p{L})|умира|(?<!до )смерт|скончал|похорон|гор(е|я|ю)(?!\p{L})|утрат|скорб|траур|поминк|не стало|потерял\p{L}* (маму|мать|отца|папу|брата|сестру|сына|дочь|ребёнка|ребенка|мужа|жену|друга|подругу|собаку|кота|кошку|питомца|бабушку|дедушку)|усып)/iu,
    health:
      /(?<!\p{L})(операци|хирург|больниц|болеет|болезн|бол(ен|ьна|ьны)(?!\p{L})|заболе|рак(?!\p{L})|онколог|опухол|химиотерап|диагноз|биопси|ветеринар|ветклиник|лечени|инсульт|инфаркт|реанимац|выздоров)/iu,
    breakup:
      /(?<!\p{L})(расста|развод|бросил|бросила|ушёл от меня|ушел от меня|ушла от меня|бывш|разбит\p{L}* сердц|верн(ё|е)тся ли|верн(ё|е)тся ко мне|вернуть (его|её|ее))/iu,
    fear: /(?<!\p{L})(боюсь за|страшно за|переживаю за|волнуюсь за|тревож|беспоко(юсь|ит)|боюсь,? что)/iu,
  },
  de: {
    grief:
      /(?<!\p{L})(gestorben|stirbt|sterben|tod(?!\p{L})|(?<!zu )tode|trauer|trauern|beerdigung|verstorben|verlust|eingeschläfert|einschläfern|verloren habe|(seine|ihre|meine) (mutter|mama|vater|papa|oma|opa) verloren|fehlgeburt)/iu,
    health:
      /(?<!\p{L})(operation|op(?!\p{L})|operiert|krankenhaus|klinik|krank|krebs|tumor|chemo|diagnose|biopsie|tierarzt|tierärzt|behandlung|schlaganfall|herzinfarkt|intensivstation|genes)/iu,
    breakup:
      /(?<!\p{L})(trennung|getrennt|schluss gemacht|scheidung|(hat|hast) mich verlassen|liebeskummer|herzschmerz|(mein|meine|meinen|meinem) ex(?!\p{L})|zurückkomm|zu mir zurück)/iu,
    fear: /(?<!\p{L})(angst um|angst,? dass|sorge(n)? um|sorgen mache|fürchte um|besorgt|panik)/iu,
  },
  es: {
    grief:
      /(?<!\p{L})(muri[óo]|murió|muerte|falleci|duelo|funeral|entierro|pérdida de|luto|perd[ií] a (mi|nuestr)|perdi[óo] a su|sacrificar|dormir a (mi|nuestr)|aborto espontáneo)/iu,
    health:
      /(?<!\p{L})(cirug|operaci|operar|oper(an|arán)(?!\p{L})|hospital|enferm|cáncer|tumor|quimio|diagn[oó]stic|biopsia|veterinari|tratamiento|infarto|ictus|cuidados intensivos|recuperaci|se recupere)/iu,
    breakup:
      /(?<!\p{L})(ruptura|rompimos|terminamos|divorci|separamos|me dej[óo]|(mi|su) ex(?!\p{L})|corazón roto|desamor|vuelva conmigo|volver(á|a) conmigo)/iu,
    fear: /(?<!\p{L})(miedo (por|de que)|me preocupa|preocupad[oa]|temo (por|que)|angustia|ansiedad|pánico)/iu,
  },
  zh: {
    grief: /去世|过世|离世|走了|葬礼|哀悼|失去了|死|安乐|流产/,
    health: /手术|开刀|医院|住院|生病|病|癌|肿瘤|化疗|诊断|活检|兽医|治疗|中风|心脏病|重症|康复/,
    breakup: /分手|离婚|前任|失恋|心碎|复合|回到我身边|回来找我|甩了/,
    fear: /担心|害怕|焦虑|恐惧|怕/,
  },
};

/** The tender place a question is asked from, or null for an ordinary one. */
export function questionTender(question: string | null, locale: Locale): Tender | null {
  const text = question ?? '';
  return TENDER_KINDS.find((kind) => TENDER[locale][kind].test(text)) ?? null;
}

/**
 * A death that has happened, told in the past tense or by its rites (a funeral, a miscarriage), not a
 * fear of one ("is my father dying?"): the reading opens with condolences (blind review 13, R13). Its
 * "lost …" names only the asker's own loss ("lost my", "our"), unlike the grief pattern above, which
 * lists "her", "his", "their" on purpose; a death named in the past tense ("whose mother died") opens
 * with condolences whoever it was.
 */
const BEREAVED: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(died|passed away|passing of|funeral|bereave|(lost|loss of) (my|our) (mother|mom|mum|father|dad|parent|brother|sister|son|daughter|child|baby|husband|wife|partner|friend|dog|cat|pet|grand\p{L}*)(?!\p{L}|'s)|put (him|her|them) down|put to sleep|miscarr)/iu,
  ru: /(?<!\p{L})(умер(ла|ли)?(?!\p{L})|после смерти (мам|пап|отц|матер|брат|сестр|сын|дочер|муж|жен|бабушк|дедушк|друг|подруг|ребён|ребен|близк|питомц|собак|кот|кошк)|скончал|похорон|поминк|не стало|потерял\p{L}* (маму|мать|отца|папу|брата|сестру|сына|дочь|ребёнка|ребенка|мужа|жену|друга|подругу|собаку|кота|кошку|питомца|бабушку|дедушку)|выкидыш)/iu,
  de: /(?<!\p{L})(gestorben|verstorben|beerdigung|eingeschläfert|verloren habe|fehlgeburt|seit dem tod|nach dem tod (meine|meiner|meines|unsere|unserer|unseres|von|des)|(seit|nach) (mamas|papas|mamis|papis|omas|opas|mutters|vaters) tod)/iu,
  es: /(?<!\p{L})(muri[óo]|falleci(ó|do|da|miento)|funeral|entierro|perd[ií] a (mi|nuestr)|aborto espontáneo|(desde|tras) la muerte de|(llev\p{L}*|super\p{L}*|afront\p{L}*)(?![^.?!]{0,25}(miedo|temor|idea|pensar))[^.?!]{0,25} la muerte de)/iu,
  zh: /去世|过世|离世|葬礼|失去了|流产/,
};

export const bereaved = (question: string | null, locale: Locale) => BEREAVED[locale].test(question ?? '');

/**
 * A question about one's emotional or mental health ("¿qué necesito saber sobre mi salud emocional?"):
 * a health question, but not about a body, so it hears nothing of doctors and what a body will do
 * (blind review 13, R34).
 */
const MIND: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(emotional|mental|anxiety|anxious|stress|burn-?out|burn(ed|t) out|exhausted|depress|panic attack)/iu,
  ru: /(?<!\p{L})(эмоциональн|психическ|ментальн|душевн|тревожн|стресс|выгор|депресс)/iu,
  de: /(?<!\p{L})(emotional|psychisch|seelisch|mental|angstzust|stress|burn-?out|ausgebrannt|erschöpf|depress)/iu,
  es: /(?<!\p{L})(emocional|mental|psicol[oó]gic|ansiedad|estr[eé]s|burn-?out|quemad[oa]|agotamiento|agotad[oa]|depresi)/iu,
  zh: /情绪|心理|精神|焦虑|压力|抑郁|倦怠|累垮|身心俱疲|精疲力尽|筋疲力尽|心累|撑不住|撑不下去|崩溃|疲惫|内耗|喘不过气|失眠|睡不着/,
};

export const aboutMind = (question: string | null, locale: Locale) => MIND[locale].test(question ?? '');
