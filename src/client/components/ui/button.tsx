import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'lg' | 'sm';

const classes = (variant: ButtonVariant, size: Size, block?: boolean, extra?: string) =>
  ['btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', extra]
    .filter(Boolean)
    .join(' ');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: Size;
  block?: boolean;
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block,
  loading,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(variant, size, block, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="spinner spinner--inline" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: Size;
  block?: boolean;
  children: ReactNode;
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  block,
  className,
  ...rest
}: ButtonLinkProps) {
  return <Link className={classes(variant, size, block, className)} {...rest} />;
}
