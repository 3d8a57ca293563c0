import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { buildPath, paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { ChatComposer } from '../components/chat-composer';
import { ChatThread } from '../components/chat-thread';
import { useTripChat } from '../hooks/use-trip-chat';
import styles from './help-chat.module.css';

/** The help chat "open on a trip channel": the trip's live chat in the floating panel. */
export function TripChatPanel({ tripId }: { tripId: number }) {
  const { user } = useCurrentUser();
  const chat = useTripChat(tripId);
  if (!user)
    return (
      <div className={styles.body}>
        <p>
          <Link
            to={`${paths.connexion}?referer=${encodeURIComponent(buildPath('chat', { id: String(tripId) }))}`}
          >
            Connectez-vous
          </Link>{' '}
          pour discuter avec vos covoitureurs.
        </p>
      </div>
    );
  return (
    <div className={styles.body}>
      {chat.state === 'failed' ? (
        <Notice tone="error">{chat.failure?.detail ?? 'Discussion introuvable.'}</Notice>
      ) : chat.state === 'loading' ? (
        <Spinner />
      ) : (
        <>
          <p className={styles.fullPage}>
            <Link to={buildPath('chat', { id: String(tripId) })}>Ouvrir en plein écran</Link>
          </p>
          <ChatThread messages={chat.messages} userId={user.id} />
          <ChatComposer tripId={tripId} userId={user.id} onSent={chat.add} />
        </>
      )}
    </div>
  );
}
