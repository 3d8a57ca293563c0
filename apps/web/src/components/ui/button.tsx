import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: Variant;
  size?: 'normal' | 'small';
  block?: boolean;
}

/** A button's classes, for an element that must look like one (a plain `<a>` before hydration). */
export function buttonClassName(
  { variant = 'primary', size = 'normal', block }: StyleProps,
  extra?: string,
): string {
  return [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      {...props}
    />
  );
}

/** A link that looks like a button (navigation must stay a link for accessibility). */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  children,
  ...props
}: LinkProps & StyleProps & { children: ReactNode }) {
  return (
    <Link className={buttonClassName({ variant, size, block }, className)} {...props}>
      {children}
    </Link>
  );
}
