import type { ButtonHTMLAttributes } from 'react';
import './controls.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  small?: boolean;
  block?: boolean;
  busy?: boolean;
}

export function buttonClass(
  variant: Variant = 'primary',
  options: { small?: boolean; block?: boolean } = {},
) {
  return ['btn', `btn--${variant}`, options.small && 'btn--small', options.block && 'btn--block']
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, small, block, busy, className, children, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[buttonClass(variant, { small, block }), className].filter(Boolean).join(' ')}
    >
      {busy ? (
        <span className="spinner" style={{ width: 18, height: 18, borderWidth: 2 }} aria-hidden />
      ) : null}
      {children}
    </button>
  );
}
