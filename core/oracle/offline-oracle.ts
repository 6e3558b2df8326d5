/**
 * The offline oracle, used when no AI key is configured: it writes a reading the way a reader would,
 * from the positions, the cards' keywords and the question, in the reading's language (ADR 0022).
 */
import { composePersonality } from './offline-personality.js';
import type { Oracle } from './oracle.js';
import { composeReading } from './reader/compose-reading.js';

export function createOfflineOracle(): Oracle {
  return {
    model: null,
    async interpret(req, onDelta) {
      const paragraphs = composeReading(req);
      for (const [i, paragraph] of paragraphs.entries()) onDelta(i === 0 ? paragraph : `\n\n${paragraph}`);
      return { text: paragraphs.join('\n\n'), usage: null };
    },
    async personality(req) {
      return { text: composePersonality(req).join('\n\n'), usage: null };
    },
  };
}
