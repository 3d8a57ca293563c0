import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: Variant;
  size?: 'normal' | 'small';
  block?: boolean;
}

function classNames(
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
    <button type={type} className={classNames({ variant, size, block }, className)} {...props} />
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
    <Link className={classNames({ variant, size, block }, className)} {...props}>
      {children}
    </Link>
  );
}
