/**
 * How running prose names a drawn card in each language: with its article in English, German and Spanish,
 * reversed as prose says it ("the reversed Star", "die umgekehrte Welt", «перевёрнутая Башня», "la Torre
 * invertida"), and as a label where a sentence calls it a card. The phrasebook raises an article where a
 * sentence starts.
 */
import type { OracleCard } from '../oracle.js';
import type { Phrasebook } from './phrasebook.js';

const WHEEL = 'major-10';

/**
 * The one card whose name is plural, the Lovers: Russian running prose says «карта» before it, so that
 * the verbs that follow agree with a singular ("отвечает карта «Влюблённые»", not "отвечает
 * «Влюблённые»"); German says "die Karte der Liebenden".
 */
const PLURAL = 'major-06';

/**
 * German running prose names a card with its article, in the nominative every frame and story sentence
 * puts it in (every blind review: „Der Narr“ read as a quoted label): "der Narr", "die Sechs der Münzen",
 * and reversed "die umgekehrte Sechs der Münzen". The one plural name is said as "die Karte der
 * Liebenden", so the singular verbs beside it agree.
 */
const ARTICLE_DE: [RegExp, string][] = [
  [/^As /u, 'das'],
  [/^(Bube|Ritter|König) /u, 'der'],
];
function inGerman(card: OracleCard, reversed: boolean): string {
  const article = ARTICLE_DE.find(([rank]) => rank.test(card.name))?.[1] ?? 'die';
  const name =
    card.cardId === PLURAL
      ? 'Die Karte der Liebenden'
      : card.arcana === 'minor'
        ? `${article} ${card.name}`
        : card.name;
  const [first = '', ...rest] = name.split(' ');
  return [first.toLowerCase(), ...(reversed ? ['umgekehrte'] : []), ...rest].join(' ');
}

/** The gender of a Russian card name's head word, for the adjective of a reversed card. */
const FEMININE_RU =
  /^(Башня|Верховная|Восьмёрка|Двойка|Девятка|Десятка|Звезда|Императрица|Колесница|Королева|Луна|Пятёрка|Семёрка|Сила|Смерть|Справедливость|Тройка|Умеренность|Четвёрка|Шестёрка)(?!\p{L})/u;
const NEUTER_RU = /^(Колесо|Солнце)(?!\p{L})/u;

/**
 * Russian running prose names a card as it is, in the nominative the frames and story sentences put it
 * in, without quotation marks (blind review 28: names in «» read as labels), and a reversed one with an
 * agreeing adjective: "перевёрнутый Рыцарь Кубков", "перевёрнутая Башня", "перевёрнутое Солнце". The one
 * plural name is "карта «Влюблённые»", so the singular verbs beside it agree; a template's "карта {{card}}"
 * sets the name in quotation marks (phrasebook.ts).
 */
function inRussian(card: OracleCard, reversed: boolean): string {
  if (card.cardId === PLURAL) return `${reversed ? 'перевёрнутая ' : ''}карта «${card.name}»`;
  if (!reversed) return card.name;
  const ending = FEMININE_RU.test(card.name) ? 'ая' : NEUTER_RU.test(card.name) ? 'ое' : 'ый';
  return `перевёрнут${ending} ${card.name}`;
}

/**
 * Spanish prose gives a minor card its article (blind review 14: "aparece Nueve de Espadas" is not
 * Spanish): "el Nueve de Espadas", "la Sota de Copas"; a major's own is small inside a sentence ("ante la
 * Muerte"), and the phrasebook raises it where a sentence starts. A reversed card is "invertido", agreeing
 * with its article, as Spanish readers write it ("la Torre invertida", not "la Torre (al revés)").
 */
function inSpanish(card: OracleCard, reversed: boolean): string {
  const name =
    card.arcana === 'minor'
      ? `${/^(Sota|Reina)(?!\p{L})/u.test(card.name) ? 'la' : 'el'} ${card.name}`
      : card.name.replace(/^(El|La|Los|Las) /u, (article) => article.toLowerCase());
  if (!reversed) return name;
  const article = name.split(' ')[0];
  return `${name} ${article === 'la' ? 'invertida' : article === 'los' ? 'invertidos' : 'invertido'}`;
}

/**
 * English running prose gives a card its article (design review 9, problem 3): "the Ace of Swords",
 * "comes from the Chariot"; a major without one ("Death", "Justice") stays bare. German, Russian and
 * Spanish say their names as above. The phrasebook makes the article a capital where it starts a sentence.
 */
const inProse = (book: Phrasebook, card: OracleCard, reversed = false) => {
  if (book.locale === 'de') return inGerman(card, reversed);
  if (book.locale === 'ru') return inRussian(card, reversed);
  if (book.locale === 'es') return inSpanish(card, reversed);
  if (book.locale !== 'en') return card.name;
  if (card.name.startsWith('The ')) return `the ${card.name.slice(4)}`;
  // Prose says "the Wheel of Fortune", though the card's own name has no article (design review 11).
  return card.arcana === 'minor' || card.cardId === WHEEL ? `the ${card.name}` : card.name;
};

/** A drawn card's name by the name template `key`, with its article in English and German. */
const named = (book: Phrasebook, card: OracleCard, key: string): string =>
  book.line(key, { name: inProse(book, card, key.startsWith('name_reversed')) });

/** The card's name with its orientation, as running prose says it ("the Tower, reversed,"). */
export const shownName = (book: Phrasebook, card: OracleCard) =>
  named(book, card, card.reversed ? 'name_reversed' : 'name_upright');

/**
 * A card's name as a label inside a sentence ("the card X has come up twice"): in quotation marks in
 * Russian, German and Chinese.
 */
export const plainName = (book: Phrasebook, name: string) => book.line('name_label', { name });

/** A drawn card's name inside a sentence, with its article in English ("through the Magician"). */
export const proseName = (book: Phrasebook, card: OracleCard) => named(book, card, 'name_plain');

/**
 * A drawn card's name inside a story sentence, with its orientation (blind review 13's helpers: a
 * reversed Star called heavy with nothing to say why): "the reversed Star", «Звезда» (в перевёрнутом
 * положении).
 */
export function storyName(book: Phrasebook, card: OracleCard): string {
  if (!card.reversed) return proseName(book, card);
  if (book.locale !== 'en') return named(book, card, 'name_reversed_story');
  const name = inProse(book, card);
  return name.startsWith('the ') ? `the reversed ${name.slice(4)}` : `${name} reversed`;
}
