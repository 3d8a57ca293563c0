import { userSpaceTexts } from '@bonneroute/shared/user-space';
import styles from './dashboard.module.css';

/**
 * spec §2 Dashboard "last two conversations". The messaging issue fills this card with the two
 * newest conversations; until then it shows the spec's empty state.
 */
export function LastConversations() {
  return (
    <section className={styles.card} aria-labelledby="conversations-title">
      <h2 id="conversations-title">Mes dernières conversations</h2>
      <p>{userSpaceTexts.conversationsEmpty}</p>
    </section>
  );
}
