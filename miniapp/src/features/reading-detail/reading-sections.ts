/**
 * A finished reading's parts (ADR 0041) gathered for the detail page: the opening, each card's own
 * text by position, and the synthesis. Null when the server could not place the text by card.
 */
import { byCard, type Part } from '../../shared/spread/reading-parts.js';

export interface ReadingSections {
  opening: string;
  byPosition: Map<string, string>;
  synthesis: string;
}

const join = (parts: Part[]) =>
  parts
    .map((p) => p.text)
    .join('\n\n')
    .trim();

export function readingSections(parts: Part[]): ReadingSections | null {
  if (!byCard(parts)) return null;
  const firstCard = parts.findIndex((p) => p.position !== null);
  const byPosition = new Map<string, string>();
  for (const part of parts) {
    if (part.position === null) continue;
    const before = byPosition.get(part.position);
    byPosition.set(part.position, before ? `${before}\n\n${part.text}` : part.text);
  }
  return {
    opening: join(parts.slice(0, firstCard)),
    byPosition,
    synthesis: join(parts.slice(firstCard).filter((p) => p.position === null)),
  };
}
