/**
 * The offline oracle, used when no AI key is configured: it writes a reading the way a reader would,
 * from the positions, the cards' keywords and the question, in the reading's language (ADR 0022).
 */
import { composePersonality } from './offline-personality.js';
import type { Oracle } from './oracle.js';
import { composeFollowup } from './reader/compose-followup.js';
import { composeReading } from './reader/compose-reading.js';

/** Paragraphs sent one delta each, as a model would stream them. */
function streamed(paragraphs: string[], onDelta: (text: string) => void) {
  for (const [i, paragraph] of paragraphs.entries()) onDelta(i === 0 ? paragraph : `\n\n${paragraph}`);
  return { text: paragraphs.join('\n\n'), usage: null };
}

export function createOfflineOracle(): Oracle {
  return {
    model: null,
    interpret: async (req, onDelta) => streamed(composeReading(req), onDelta),
    followup: async (req, onDelta) => streamed(composeFollowup(req), onDelta),
    async personality(req) {
      return { text: composePersonality(req).join('\n\n'), usage: null };
    },
  };
}
