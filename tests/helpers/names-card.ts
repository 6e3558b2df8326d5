/**
 * Whether a text names a card, as English running prose names it: "The Magician" is also "the Magician"
 * mid-sentence (design review 9, problem 3). Other languages name a card as the deck spells it.
 */
export function namesCard(text: string, name: string): boolean {
  if (text.includes(name)) return true;
  return name.startsWith('The ') && text.includes(`the ${name.slice(4)}`);
}
