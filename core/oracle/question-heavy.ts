/**
 * Whether a question comes from a hard place (issue 21, blind review 4): a breakup, an illness or a
 * surgery, a death, money trouble, a lost job. Such a question is read with the card's own line for its
 * position, never a topic line written for good times ("book a date", "say yes to the party"), and its
 * lightest cards speak of comfort rather than celebration.
 */
import type { Locale } from '../locales.js';
import { SENSITIVE_TOPICS, type Topic } from './question-topic.js';

const HEAVY: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(break ?up|broke up|broken up|split up|divorc|separat|(my|an?) ex(?!\p{L})|left me|dumped|cheat|come back to me|get (him|her|them) back|surgery|operation|cancer|tumou?r|diagnos|hospital|chemo|illness|sick|died|(?<!to )death|dying|grie|funeral|mourn|miscarr|debt|bankrupt|broke(?!\p{L})|can'?t pay|evict|laid off|lost my job|fired|unemployed)/iu,
  ru: /(?<!\p{L})(расста|развод|бросил|бросила|ушёл|ушел|ушла|вернётся|вернется|вернуть|бывш|измен(а|ы|у|ой)(?!\p{L})|операци|онколог|рак(?!\p{L})|опухол|диагноз|больниц|болезн|болеет|умер(ла|ли)?(?!\p{L})|(?<!до )смерт|гор(е|я|ю)(?!\p{L})|похорон|долг(и|ов|ам|ами|ах|а|у)?(?!\p{L})|банкрот|уволи(ли|т)(?!\p{L})|уволят|потерял\p{L}* работ|выселя)/iu,
  de: /(?<!\p{L})(trennung|getrennt|schluss gemacht|scheidung|mich verlassen|zurückkomm|ex-|(mein|meine|meinen) ex(?!\p{L})|betrog|operation|op(?!\p{L})|krebs|tumor|diagnose|krankenhaus|klinik|krank|gestorben|tod(?!\p{L})|trauer|beerdigung|schulden|pleite|insolvenz|gekündigt|arbeitslos|job verloren)/iu,
  es: /(?<!\p{L})(ruptura|rompimos|terminamos|divorci|separa|(mi|su) ex(?!\p{L})|me dej[óo]|volver[áa]|infiel|cirug|operaci|cáncer|tumor|diagn[oó]stic|hospital|enferm|muri|muerte|duelo|funeral|deuda|quiebra|despid|desemplead|perd[ií] (mi|el) trabajo)/iu,
  zh: /分手|离婚|前任|复合|回到我身边|出轨|劈腿|手术|癌|肿瘤|诊断|住院|医院|生病|病重|去世|死|葬礼|哀悼|欠债|负债|破产|失业|被裁|被解雇/,
};

/** A question from a hard place: its topic is health or loss, or it names a breakup, an illness, debt. */
export const isHeavyQuestion = (question: string | null, locale: Locale, topics: Topic[]) =>
  topics.some((t) => SENSITIVE_TOPICS.has(t)) || HEAVY[locale].test(question ?? '');
