/**
 * Whether a text names a card, as English running prose names it: "The Magician" is also "the Magician"
 * mid-sentence (design review 9, problem 3), and a story says "the reversed Magician". Other languages
 * name a card as the deck spells it.
 */
export function namesCard(text: string, name: string): boolean {
  if (text.includes(name)) return true;
  // A Spanish major's article is small inside a sentence ("ante la Muerte").
  const small = name.replace(/^(El|La|Los|Las) /u, (article) => article.toLowerCase());
  if (small !== name && text.includes(small)) return true;
  const bare = name.startsWith('The ') ? name.slice(4) : name;
  return text.includes(`the reversed ${bare}`) || (name.startsWith('The ') && text.includes(`the ${bare}`));
}
