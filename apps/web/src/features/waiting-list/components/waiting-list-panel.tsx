import { ButtonLink, Button } from '@/components/ui/button';
import { buildPath } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useRealtimeEvent } from '@/lib/realtime';
import { NOTIFICATION_EVENT, userChannel } from '@bonneroute/shared/realtime';
import {
  priorityText,
  waitingListRankText,
  waitingListTexts,
} from '@bonneroute/shared/waiting-list';
import { useWaitingListActions, useWaitingListEntry } from '../api/waiting-list';
import styles from './waiting-list-panel.module.css';

interface Props {
  tripId: number;
  /** The searched leg (« 0-1 »), null for the whole route. */
  troncon: string | null;
  /** Seats left for me on that leg (0: full). */
  seatsLeft: number;
}

/*
 * docs/product/booking-and-money.md#waiting-list, on the trip page: on a full trip, « Me prévenir
 * si une place se libère », then my place in line with « Quitter la liste »; while a seat is held
 * for me, until when (the booking buttons are the booking feature's, below it).
 */
function useMyEntry(tripId: number) {
  const { user } = useCurrentUser();
  const entry = useWaitingListEntry(tripId, Boolean(user));
  // A notification (a seat freed for me) refreshes my state.
  useRealtimeEvent(user ? userChannel(user.id) : null, NOTIFICATION_EVENT, () => {
    void entry.refetch();
  });
  return { user, entry };
}

/** While a freed seat is held for me: until when, above the booking buttons. */
export function WaitingListPriority({ tripId }: { tripId: number }) {
  const { entry } = useMyEntry(tripId);
  const { leave } = useWaitingListActions(tripId);
  const mine = entry.data ?? null;
  if (mine?.statut !== 'PRIORITE' || !mine.priorite_jusqu_a) return null;
  return (
    <div className={styles.panel} role="status">
      <p className={styles.strong}>{priorityText(mine.priorite_jusqu_a)}</p>
      <Button variant="secondary" onClick={() => leave.mutate()} disabled={leave.isPending}>
        {waitingListTexts.leave}
      </Button>
    </div>
  );
}

/** On a full trip: « Me prévenir si une place se libère », then my place in line. */
export function WaitingListPanel({ tripId, troncon, seatsLeft }: Props) {
  const { user, entry } = useMyEntry(tripId);
  const { join, leave } = useWaitingListActions(tripId);
  const mine = entry.data ?? null;
  if (seatsLeft > 0 || mine?.statut === 'PRIORITE') return null;
  if (!user)
    return (
      <div className={styles.panel}>
        <ButtonLink
          to={buildPath('connexion', {}, { referer: buildPath('covoiturage', { id: tripId }) })}
          variant="secondary"
        >
          {waitingListTexts.join}
        </ButtonLink>
      </div>
    );
  const error = join.error ?? leave.error;
  return (
    <div className={styles.panel}>
      {mine ? (
        <>
          <p className={styles.strong} role="status">
            {waitingListRankText(mine.rang)}
          </p>
          <Button variant="secondary" onClick={() => leave.mutate()} disabled={leave.isPending}>
            {waitingListTexts.leave}
          </Button>
        </>
      ) : (
        <Button
          onClick={() => join.mutate({ nb_places: 1, ...(troncon ? { troncon } : {}) })}
          disabled={join.isPending || entry.isLoading}
        >
          {waitingListTexts.join}
        </Button>
      )}
      {leave.isSuccess && !mine ? <p role="status">{waitingListTexts.left}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
