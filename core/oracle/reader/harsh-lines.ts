/**
 * The card lines a reader does not say to someone in a tender place (issue 21, blind reviews 4 to 7):
 * "Tears may come" to the heartbroken, "forgive what you can" before a dog's surgery, a grieving brother
 * called "needy". A line is harsh when it predicts tears, blames or shames, orders forgiveness, labels the
 * asker or someone close ("needy", "clingy", "self-pity"), or speaks of an ending or a death; and, where
 * nothing has been lost yet (an illness, a surgery, fear for someone), when it speaks of loss or grief;
 * and when it pushes to do more (a task put off, a deadline, extra hours).
 * Lines that lift a burden ("without guilt", "without blame") are not harsh. The card's other lines stand
 * in (fitted-line.ts), so each card can still be read gently in every language.
 */
import type { Locale } from '../../locales.js';
import type { Tender } from '../question-tender.js';

interface Harsh {
  /** Tears, blame, shame, forgiveness ordered, a label put on a person: harsh in any tender place. */
  hurts: RegExp;
  /** An ending, a death, a goodbye, letting go: harsh in any tender place. */
  ends: RegExp;
  /** Loss and grief: harsh where nothing is lost yet (an illness, a surgery, a fear). */
  loses: RegExp;
  /**
   * A push to do more (a task put off, a deadline, discipline, extra hours): harsh in any tender place
   * (blind review 16: "erledige eine Aufgabe, die du aufgeschoben hast" to someone burned out for months).
   */
  pushes: RegExp;
}

const HARSH: Record<Locale, Harsh> = {
  en: {
    hurts:
      /(?<!\p{L})(tears?|cry|crying|weep|sob(s|bing)?(?!\p{L})|(?<!without )(blame|guilt|guilty|shame)|resent|fault|punish|forgiv|needy|clingy|self-pity|pity|demanding|dramatic|weak(ness)?(?!\p{L})|selfish|victim|wallow|overprotective|possessive|martyr|lazy|drained|manipulat|controlling|jealous|strings attached|hidden expectations|steal|stole|stolen|theft|thie(f|ves)|deceiv|decept|liar|lying|cheat|betray|double game|two-faced|exposed|exposure|caught out|wrongdoing|confess|come clean|coming clean|conscience|half-truth|secrets?(?!\p{L})|hidden facts|go against expectations|sneak|behind (your|someone's|their) back|getting away with|found out|gossip|rumou?rs?(?!\p{L})|careless remark|(cold|stony) silence|emotional pressure|rescuing others|strings(?!\p{L})|buy approval|only when it benefits|who needs whom|imbalance of power)/iu,
    ends: /(?<!\p{L})(death|die(s|d)?(?!\p{L})|dying|dead(?!\p{L})|goodbye|farewell|(already )?finished|half-life|propping up|let (it |them |the rest |something )?go|letting go|(come|comes|coming) to (an end|a close)|natural close|ending|over for good|funeral|finale|final chapter)/iu,
    loses:
      /(?<!\p{L})(loss|lose|loses|losing|lost|grie(f|ve|ving)|mourn|sorrow|bereave|heartbreak|wound|spill(ed)?|spilt|what remains|what is left|still standing)/iu,
    pushes:
      /(?<!\p{L})(put off|putting off|procrastinat|push (through|harder|yourself)|work harder|hustle|deadlines?(?!\p{L})|productiv|to-do list|(finish|complete|tackle) (one|the|a|that) (task|project)|get (it|things) done|waiting for motivation|tick (it|them) off|no excuses|discipline|extra hours|overtime|grind(?!\p{L}))/iu,
  },
  ru: {
    hurts:
      /(?<!\p{L})(сл[её]з|плач|плак|рыда|(?<!без )(вин(а|ы|у|ой|ишь|ит|ить)|чувств\p{L}* вины|стыд)|упрек|упрёк|наказ|прост(и|ить|ите|ишь|ят)(?!\p{L})|прощ(ени|ай|ать)|навязчив|цепк|цепляет|жалост\p{L}* к себе|жале(ешь|ть) себя|требовательн|драматиз|слаб(ость|ый|ая|ым)|эгоист|жертв|гиперопек|собственни|мученик|лен(ь|ив)|опустош|истощ|манипул|контролир|ревн|скрыт\p{L}* ожидани|укра|краж|вор(а|ы|ов)?(?!\p{L})|обман|лож(ь|и)(?!\p{L})|лжи|лгать|лж(ё|е)т|врать|вран|предат|предаст|двойн\p{L}* игр|разоблач|признать собственную ошибку|не по праву|призна(ться|йся|ние)|совест|тайн|тайком|схитр|обходн|обвели вокруг|недоговар|вскр(ыл|оет|ыва)|красться|секрет|сплетн|слух(и|ов|ам)(?!\p{L})|холодн\p{L}* молчани|с условиями|с расч(ё|е)том|у твоей щедрости условий|добротой пользуются|старый долг)/iu,
    ends: /(?<!\p{L})(закончил|реанимир|смерт|умр(ёт|ет|у)|умира|умер(ла|ли)?(?!\p{L})|мёртв|мертв|прощани|попрощ|отпуст(и|ить|ишь)|отпуска(ть|й|ешь)|конец|к концу|закончит|заканчива|завершени|подходит к концу|похорон|финал)/iu,
    loses:
      /(?<!\p{L})(потер|утрат|теря|гор(е|я|ю)(?!\p{L})|скорб|траур|печал|рана|раны|ран(у|ой)(?!\p{L})|разбит\p{L}* сердц|пролит|уцелевш|что осталось|то, что осталось)/iu,
    pushes:
      /(?<!\p{L})(отложенн|откладыва|прокрастин|дедлайн|продуктивн|список дел|дожм|дожать|доделай|без оправданий|дисциплин|сверхурочн|работай больше|поднажми)/iu,
  },
  de: {
    hurts:
      /(?<!\p{L})(träne|weinen|weinst|weint|schluchz|(?<!ohne )(schuld|scham|schäm)|vorwurf|vorwürf|bestraf|vergeb|vergib|verzeih|bedürftig|klammer|anhänglich|selbstmitleid|mitleid|fordernd|dramatisch|schwäche|schwach|egoist|selbstsüchtig|opfer|suhl|überbehütet|besitzergreifend|märtyrer|faul|ausgelaugt|manipul|kontrollier|eifersücht|hintergedanke|bedingungen geknüpft|stehl|gestohlen|diebstahl|dieb|betrug|betrüg|täusch|lüg|verrat|doppel(tes)? spiel|entlarv|unfair ausgelegt|aufgedeckt|unrecht|gesteh|geständnis|schlechtes gewissen|gewissensbiss|beicht|reinen tisch|heimlich|geheimnis|halbwahrheit|hinter\p{L}* rücken|klatsch|tratsch|gerücht|eisige\p{L}* schweigen|unter bedingungen|an bedingungen|mit bedingungen|machtgefüge)/iu,
    ends: /(?<!\p{L})(tod(?!\p{L})|tode|sterb|stirb|tot(?!\p{L})|abschied|verabschied|loslass|lass\p{L}* los|los(zu)?lassen|ein ende|das ende|beendet|beerdigung|finale|schlussstrich|enden(?!\p{L})|endgültig (enden|vorbei|verloren|zu ende))/iu,
    loses:
      /(?<!\p{L})(verlust|verlier|verloren|trauer|trauern|kummer|wunde|herzschmerz|schmerz|verschüttet|umgekippt|was (noch )?bleibt|noch steht)/iu,
    pushes:
      /(?<!\p{L})(aufgeschoben hast|aufschieb|prokrastin|deadline|produktiv|to-do-liste|erledige|durchzieh|zieh\p{L}* durch|keine ausreden|disziplin|überstunden|streng dich)/iu,
  },
  es: {
    hurts:
      /(?<!\p{L})(lágrima|llor|sollo|(?<!sin )(culpa|vergüenza)|reproch|castig|perdon|perdón|necesitad[oa]|pegajos|absorbente|autocompasi|lástima|exigente|dramátic|debilidad|débil|egoís|víctima|regodea|sobreprotector|posesiv|mártir|perez|agotad[oa]|manipul|controlador|celos|condiciones ocultas|robar|robo|ladr|engañ|mentir|mentira|traici|doble juego|desenmascar|poco transparente|confes|remordimiento|cargo de conciencia|a escondidas|secreto|media verdad|medias verdades|a tus espaldas|salirse con la suya|cotille|chism|rumor|silencios? frío|con condiciones|lleva condiciones|para controlar|comprar afecto|generosidad que ata|desequilibrio de poder)/iu,
    ends: /(?<!\p{L})(muerte|morir|muer(e|a)(?!\p{L})|muert[oa]|despedi|adiós|dejar(l[oa])? ir|deja ir|llega(r)? a su fin|un final|funeral|cierre definitivo)/iu,
    loses:
      /(?<!\p{L})(pérdida|perder|pierd|perdid|duelo|luto|(?<!vale la )pena(?!\p{L})|dolor|herida|corazón roto|tristeza|derramad|lo que queda|sigue en pie|siguen en pie)/iu,
    pushes:
      /(?<!\p{L})(pospuest|posterga|aplazad|procrastin|fecha límite|productiv|lista de tareas|termina (esa|la|una) tarea|una sola tarea|temporizador|sin excusas|disciplina|horas extra|esfuérzate más)/iu,
  },
  zh: {
    hurts:
      /眼泪|泪|哭|责怪|怪罪|自责|内疚|愧疚|羞愧|羞耻|惩罚|活该|配不上|原谅|宽恕|黏人|粘人|自怜|可怜|苛求|戏剧化|软弱|自私|受害者|沉溺|过度保护|占有欲|懒惰|筋疲力尽|操控|控制欲|嫉妒|附带条件|偷|窃|欺骗|骗|撒谎|谎言|背叛|两面|揭穿|摆上台面|不义|坦白|认错|良心|秘密|隐瞒|偷偷|半真半假|背着|八卦|流言|闲话|冷战|带着条件|附加条件|施恩图报|换取控制|不公平/,
    ends: /死|去世|离世|告别|道别|放手(?!去做)|结束|终结|终点|葬礼|无法挽回/,
    loses: /失去|失落|丧失|损失|悲伤|哀伤|哀悼|悲痛|心碎|伤口|伤痛|打翻|剩下|仍然立着|还立着/,
    pushes: /拖延|搁置|推迟|截止日期|效率|待办|完成一项|咬牙坚持|不找借口|自律|加班|再努力一点/,
  },
};

/** Whether a line is harsh for someone asking from this tender place. */
export function isHarsh(line: string, tender: Tender, locale: Locale): boolean {
  const harsh = HARSH[locale];
  if (harsh.hurts.test(line) || harsh.ends.test(line) || harsh.pushes.test(line)) return true;
  return (tender === 'health' || tender === 'fear') && harsh.loses.test(line);
}
