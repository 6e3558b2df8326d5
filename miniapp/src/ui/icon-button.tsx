/** A button whose only content is an icon: the label (from locales) is its accessible name and tooltip. */
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { Icon } from './icon.js';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  icon: LucideIcon;
  label: string;
}

export function IconButton({ icon, label, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      aria-label={label}
      title={label}
      className={className ? `icon-btn ${className}` : 'icon-btn'}
    >
      <Icon icon={icon} size={20} />
    </button>
  );
}
