import type { ReactNode } from 'react';
import { userSpaceTexts } from '@bonneroute/shared/user-space';
import styles from './dashboard.module.css';

/**
 * docs/product/user-space.md Dashboard "last two conversations": the card. The messaging feature provides its
 * content (composed in app/routes); without it the card shows the documented empty state.
 */
export function LastConversationsCard({ children }: { children?: ReactNode }) {
  // The messaging feature's content is itself the named section (one landmark).
  if (children) return <div className={styles.card}>{children}</div>;
  return (
    <section className={styles.card} aria-label="Mes dernières conversations">
      {children ?? (
        <>
          <h2>Mes dernières conversations</h2>
          <p>{userSpaceTexts.conversationsEmpty}</p>
        </>
      )}
    </section>
  );
}
