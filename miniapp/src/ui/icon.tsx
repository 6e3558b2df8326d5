/**
 * The one way to draw an icon (issue 19 item 8): a Lucide SVG at the size of the text around it (or a
 * fixed size), one stroke width everywhere, hidden from screen readers unless it is given a label.
 * Import icons by name from lucide-react, so only the ones used reach the bundle.
 */
import type { LucideIcon } from 'lucide-react';

/** Thinner than Lucide's 2: the cosmic theme's type is light, and heavy strokes outweigh it. */
export const ICON_STROKE = 1.75;

interface IconProps {
  icon: LucideIcon;
  /** CSS size; "1em" follows the font size of the parent. */
  size?: number | string;
  /** What the icon says when nothing else says it; without one the icon is decorative. */
  label?: string;
  /** Solid shape (a saved star, a Telegram Star price) instead of an outline. */
  filled?: boolean;
  className?: string;
}

export function Icon({ icon: Shape, size = '1em', label, filled, className }: IconProps) {
  return (
    <Shape
      size={size}
      strokeWidth={ICON_STROKE}
      fill={filled ? 'currentColor' : 'none'}
      className={className ? `icon ${className}` : 'icon'}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
