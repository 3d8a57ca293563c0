import { Link, Navigate, useParams } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { idSchema } from '@bonneroute/shared/api';
import { Spinner } from '@/components/ui/spinner';
import { Notice } from '@/components/ui/notice';
import { useCurrentUser } from '@/lib/auth';
import { useRealtimeInterrupted } from '@/lib/realtime';
import { usePageHead } from '@/lib/use-page-head';
import { ChatComposer } from '../components/chat-composer';
import { ChatThread } from '../components/chat-thread';
import { useTripChat } from '../hooks/use-trip-chat';
import styles from './chat-page.module.css';

/**
 * docs/product/messaging.md `/chat-covoiturage/{id}` (guarded, noindex): the live chat of a trip's driver and
 * confirmed passengers.
 */
export default function ChatPage() {
  const { id } = useParams();
  // The trip id as the server reads it (decimal digits, 1 to 2147483647): `1e3` is no trip.
  const valid = idSchema.safeParse(id).success;
  const tripId = valid ? Number(id) : 0;
  usePageHead('Discussion du trajet');
  const { user } = useCurrentUser();
  const chat = useTripChat(valid ? tripId : 0);
  const interrupted = useRealtimeInterrupted();

  if (!valid) return <Navigate to="/erreur404" replace />;
  if (chat.state === 'failed') {
    // docs/product/messaging.md: a trip whose chat history cannot be loaded shows the 404 page; a member of the
    // site who is not on the trip is told why instead.
    if (chat.failure?.status === 403)
      return (
        <div className={styles.page}>
          <h1>Discussion du trajet</h1>
          <Notice tone="error">{chat.failure.detail}</Notice>
        </div>
      );
    return <Navigate to="/erreur404" replace />;
  }
  if (chat.state === 'loading' || !user) return <Spinner />;

  return (
    <div className={styles.page}>
      <h1>Discussion du trajet</h1>
      <p className={styles.hint}>
        Le conducteur et les passagers confirmés échangent ici en direct.
      </p>
      {interrupted ? (
        <Notice tone="warning">
          La discussion en direct est interrompue : elle revient d’elle-même. Vos messages envoyés
          restent enregistrés.{' '}
          <Link to={buildPath('infoMessagerie', { token: String(tripId) })}>
            Que se passe-t-il ?
          </Link>
        </Notice>
      ) : null}
      <ChatThread messages={chat.messages} userId={user.id} />
      <ChatComposer tripId={tripId} userId={user.id} onSent={chat.add} />
    </div>
  );
}
