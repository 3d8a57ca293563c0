import { DASHBOARD_CONVERSATIONS } from '@bonneroute/shared/messaging';
import { Conversations } from './conversations';

/** docs/product/messaging.md dashboard "last two conversations" (the lead mounts it on the dashboard). */
export function LastConversations({ userId }: { userId: number }) {
  return (
    <section aria-labelledby="dernieres-conversations">
      <h2 id="dernieres-conversations">Mes dernières conversations</h2>
      <Conversations userId={userId} limit={DASHBOARD_CONVERSATIONS} />
    </section>
  );
}
