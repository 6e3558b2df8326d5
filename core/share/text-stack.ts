/**
 * Blocks of lines set one under another on a share image. A block is measured from the top of its
 * capitals to the foot of its descenders, so a gap between a block and the cards looks the same above
 * and below them.
 */
import { el, esc, fmt } from '../tarot/art/shapes.js';
import { CJK_FAMILY, SERIF_FAMILY } from './fonts.js';

const FAMILY = `'${SERIF_FAMILY}', '${CJK_FAMILY}'`;
/** Line pitch, and the ink above and below a line's baseline, in ems. */
const PITCH = 1.2;
const ASCENT = 0.75;
const DESCENT = 0.2;

export interface TextBlock {
  lines: string[];
  size: number;
  fill: string;
  weight: number;
  italic?: boolean;
  spacing?: number;
  /** Space above the block, in pixels. */
  gap: number;
}

const present = (blocks: readonly TextBlock[]) => blocks.filter((b) => b.lines.length > 0);

const blockHeight = (b: TextBlock) => b.size * (ASCENT + DESCENT + PITCH * (b.lines.length - 1));

/** The blocks' height as textStack sets them; the first block's gap does not count. */
export function stackHeight(blocks: readonly TextBlock[]): number {
  return present(blocks).reduce((sum, b, i) => sum + (i > 0 ? b.gap : 0) + blockHeight(b), 0);
}

/** The blocks set from `top` down, at `x` by `anchor`. */
export function textStack(
  blocks: readonly TextBlock[],
  x: number,
  top: number,
  anchor: 'start' | 'middle',
): string {
  let y = top;
  const parts: string[] = [];
  present(blocks).forEach((block, i) => {
    if (i > 0) y += block.gap;
    block.lines.forEach((line, n) => {
      const baseline = y + block.size * (ASCENT + PITCH * n);
      parts.push(
        el(
          'text',
          {
            x: fmt(x),
            y: fmt(baseline),
            'text-anchor': anchor,
            'font-family': FAMILY,
            'font-size': block.size,
            'font-weight': block.weight,
            ...(block.italic ? { 'font-style': 'italic' } : {}),
            ...(block.spacing ? { 'letter-spacing': block.spacing } : {}),
            fill: block.fill,
          },
          esc(line),
        ),
      );
    });
    y += blockHeight(block);
  });
  return parts.join('');
}
