/**
 * Two Paths says one thing (blind review 11, draw 18: "neither wins on the cards alone", then "path B is
 * the lighter road"): the story after the cards keeps to the road the opening chose, or to neither. Over
 * seeded draws of the spread, with the real composeReading.
 */
import { describe, expect, it } from 'vitest';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { namesCard } from '../helpers/names-card.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { saysPhrase } from '../helpers/says-phrase.js';
import { seededRandom } from '../helpers/seeded-random.js';

const says = (text: string, key: string) => saysPhrase(text, 'en', key);

const QUESTION = 'Should I move to Lisbon or stay in London?';

describe('Two Paths asked "this or that"', () => {
  it('tells the story for the road the opening chose, over 120 draws', () => {
    const random = seededRandom(1811);
    const seen = { even: 0, a: 0, b: 0 };
    for (let i = 0; i < 120; i++) {
      const req = randomReadingRequest('en', 'decision', QUESTION, true, random);
      const paragraphs = composeReading(req, { random: seededRandom(i) });
      const [opening = ''] = paragraphs;
      const synthesis = paragraphs.at(-2) ?? '';
      if (says(opening, 'answer_choice_even')) {
        seen.even++;
        expect(says(synthesis, 'story_paths_lead'), synthesis).toBe(false);
        continue;
      }
      // "The cards favour “move to Lisbon” over …": the first option named is the one chosen.
      const chose = opening.indexOf('move to Lisbon') < opening.indexOf('stay in London') ? 'a' : 'b';
      seen[chose]++;
      // "The lighter road runs from <the chosen road's card> …", never from the other's; and no "path A".
      const road = req.cards.find((c) => c.position === (chose === 'a' ? 'path_a' : 'path_b'));
      if (says(synthesis, 'story_paths_lead')) {
        const lead = /lighter road runs from (.+?) to /.exec(synthesis)?.[1] ?? '';
        expect(namesCard(lead, road?.name ?? '-'), synthesis).toBe(true);
      }
      expect(synthesis).not.toMatch(/path [AB]\b/);
    }
    // The draws cover each answer, so the check above was made for each.
    expect(Math.min(seen.even, seen.a, seen.b)).toBeGreaterThan(0);
  });
});
