/**
 * The oracle's text as light markdown: paragraphs, `#` headings, `-` lists and **bold**. Built as
 * React elements, never as HTML, so nothing in the text can run.
 */
import type { ReactNode } from 'react';
import './interpretation-text.css';

function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: fragments of one immutable string
    part.startsWith('**') && part.endsWith('**') ? <strong key={i}>{part.slice(2, -2)}</strong> : part,
  );
}

interface Props {
  text: string;
  /** More text is still to come: announced as it arrives. */
  writing?: boolean;
  /** A blinking caret at the end while the words arrive (by default while writing); never once they stop. */
  caret?: boolean;
}

export function InterpretationText({ text, writing, caret = writing }: Props) {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return (
    <div
      className="interpretation"
      aria-live={writing ? 'polite' : undefined}
      aria-busy={writing || undefined}
    >
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        const heading = /^#{1,4}\s+(.*)$/.exec(block.trim());
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks only grow at the end while streaming
        if (heading && lines.length === 1) return <h3 key={i}>{inline(heading[1] ?? '')}</h3>;
        if (lines.every((l) => /^\s*[-*•]\s+/.test(l))) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <ul key={i}>
              {lines.map((l, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <li key={j}>{inline(l.replace(/^\s*[-*•]\s+/, ''))}</li>
              ))}
            </ul>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={i}>
            {lines.map((l, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <span key={j}>
                {j > 0 ? <br /> : null}
                {inline(l.replace(/^#{1,4}\s+/, ''))}
              </span>
            ))}
          </p>
        );
      })}
      {caret ? <span className="interpretation__caret" aria-hidden /> : null}
    </div>
  );
}
