/** The offline personality analysis: the portrait of both personal arcana, as paragraphs (ADR 0054). */
import type { PersonalityRequest } from './oracle.js';
import { portrait } from './portrait.js';

export function composePersonality(req: PersonalityRequest): string[] {
  const p = portrait(req.locale, req.first, req.second);
  return [p.intro, p.core, p.path, p.together, p.closing];
}
