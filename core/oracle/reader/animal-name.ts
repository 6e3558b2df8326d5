/**
 * An English reading about one's own animal calls it what the question calls it ("your dog", "your cat"),
 * not "your animal", which the situation's lines say so they fit any pet (blind review 28, R05: "calls the
 * dog 'your animal' throughout"). Other languages say "pet" in their own words, which reads naturally.
 */
import type { Locale } from '../../locales.js';

const OWN_ANIMAL =
  /(?<!\p{L})(?:my|our) (dog|puppy|cat|kitten|horse|pony|rabbit|bunny|parrot|bird|hamster|guinea pig|ferret|tortoise|turtle)(?!\p{L})/iu;

/** The paragraphs with "your animal" said by the animal's own word, where an English question names it. */
export function namedAnimal(
  paragraphs: string[],
  question: string | null | undefined,
  locale: Locale,
): string[] {
  const kind = locale === 'en' && question ? OWN_ANIMAL.exec(question)?.[1]?.toLowerCase() : undefined;
  if (!kind) return paragraphs;
  return paragraphs.map((p) =>
    p.replace(/(?<!\p{L})([Yy]our|[Oo]ur) animal(?!\p{L})/gu, (_, whose: string) => `${whose} ${kind}`),
  );
}
