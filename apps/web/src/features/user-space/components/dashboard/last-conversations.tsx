import type { ReactNode } from 'react';
import { userSpaceTexts } from '@bonneroute/shared/user-space';
import styles from './dashboard.module.css';

/**
 * spec §2 Dashboard "last two conversations": the card. The messaging feature provides its
 * content (composed in app/routes); without it the card shows the spec's empty state.
 */
export function LastConversationsCard({ children }: { children?: ReactNode }) {
  // Issue 23: the messaging feature's content is itself the named section (one landmark).
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
