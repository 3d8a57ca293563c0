import type { ReactNode } from 'react';
import styles from './notice.module.css';

type Tone = 'info' | 'success' | 'error' | 'warning';

/** A message block; errors are announced at once (role alert), the rest politely. */
export function Notice({
  tone = 'info',
  children,
  title,
}: {
  tone?: Tone;
  children: ReactNode;
  title?: string;
}) {
  return (
    <div
      className={`${styles.notice} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <div className={styles.body}>
        {title ? <strong>{title} </strong> : null}
        {children}
      </div>
    </div>
  );
}
