/**
 * A habit is read in its own terms (ab44, P05, P11, P23, P29: Friday nights, the fridge or a drink helpline in
 * readings about a phone or smoking): where the question names what the habit is, a line of the habit
 * situation that names one other habit alone is not said; a line that lists several ("a drink, a scroll or a
 * treat") is an example among others and stays, and a question that names none hears every line.
 */
import type { Locale } from '../../locales.js';
import type { Scenario } from '../scenarios/scenario.js';

type Kind = 'drink' | 'screen' | 'food' | 'smoke';

const KINDS: Record<Locale, Record<Kind, RegExp>> = {
  en: {
    drink:
      /(?<!\p{L})(drink\p{L}*|alcohol|booze|bars?|pubs?|wine|beer|bottle|dry|hangover|friday)(?!\p{L})/iu,
    screen:
      /(?<!\p{L})(phones?|scroll\p{L}*|screens?|apps?|social media|instagram|tiktok|gaming|games)(?!\p{L})/iu,
    food: /(?<!\p{L})(fridge|snacks?|sweets|sugar|food|eating|binge\p{L}*|chocolate|junk)(?!\p{L})/iu,
    smoke: /(?<!\p{L})(smok\p{L}*|cigarettes?|vap\p{L}*|nicotine)(?!\p{L})/iu,
  },
  ru: {
    drink: /бокал|алкогол|пь(ю|ёт|ешь)|выпив|пить(?!\p{L})|вин[оа]|пив[оа]|пятниц|(?<!\p{L})бар(?!\p{L})/iu,
    screen: /телефон|смартфон|лент[аыуе]|соцсет|приложени|экран|игр[аыу]/iu,
    food: /сладк|перекус|еда|еду|заед|холодильник|переед/iu,
    smoke: /кур(ю|ить|ение|ения)|сигарет|вейп|никотин/iu,
  },
  de: {
    drink: /alkohol|wein|bier|trinken|glas(?!\p{L})|freitagabend|kneipe|bar(?!\p{L})/iu,
    screen: /handy|smartphone|scroll|(?<!\p{L})apps?(?!\p{L})|bildschirm|social media|zocken/iu,
    food: /süß|snack|naschen|essen|kühlschrank|schokolade/iu,
    smoke: /rauch|zigarett|vape|nikotin/iu,
  },
  es: {
    drink: /alcohol|cerveza|vino|beber|copas?(?!\p{L})|viernes|(?<!\p{L})bar(?!\p{L})/iu,
    screen: /móvil|pantalla|aplicaci|redes sociales|scroll|videojuego/iu,
    food: /dulce|nevera|comida|picar|atrac[oó]n|chocolate/iu,
    smoke: /fum|cigarr|tabaco|vape|nicotina/iu,
  },
  zh: {
    drink: /酒|周五晚上/,
    screen: /手机|屏幕|刷|游戏|短视频/,
    food: /零食|甜食|暴饮暴食|吃/,
    smoke: /烟/,
  },
};

const kindsOf = (text: string, locale: Locale): Kind[] =>
  (Object.keys(KINDS[locale]) as Kind[]).filter((kind) => KINDS[locale][kind].test(text));

/**
 * Whether a habit line (in `locale`) can be said for this question (asked in `asked`): not one that names one
 * other habit alone, where the question names its own.
 */
export function habitFits(
  scenario: Scenario | null,
  question: string | null | undefined,
  asked: Locale,
  locale: Locale,
): (line: string) => boolean {
  const own = scenario === 'habit' && question ? kindsOf(question, asked) : [];
  if (own.length === 0) return () => true;
  return (line) => {
    const named = kindsOf(line, locale);
    return named.length !== 1 || own.includes(named[0] as Kind);
  };
}
