/**
 * Whether a text names a card, as English running prose names it: "The Magician" is also "the Magician"
 * mid-sentence (design review 9, problem 3), and a story says "the reversed Magician". German says a
 * major with a small article; other languages name a card as the deck spells it.
 */
export function namesCard(text: string, name: string): boolean {
  if (text.includes(name)) return true;
  // A Spanish major's article is small inside a sentence ("ante la Muerte").
  const small = name.replace(/^(El|La|Los|Las) /u, (article) => article.toLowerCase());
  if (small !== name && text.includes(small)) return true;
  // German prose says a major with a small article, reversed as an adjective ("die umgekehrte Welt"),
  // and the plural one as "die Karte der Liebenden".
  const german = /^(Der|Die|Das) (.+)$/u.exec(name)?.[2];
  if (german && new RegExp(`(?<!\\p{L})(der|die|das) (umgekehrte )?(Karte der )?${german}`, 'iu').test(text))
    return true;
  const bare = name.startsWith('The ') ? name.slice(4) : name;
  return text.includes(`the reversed ${bare}`) || (name.startsWith('The ') && text.includes(`the ${bare}`));
}
