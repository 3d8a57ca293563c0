import { bookingTexts, seatsText } from '@bonneroute/shared/booking';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useAnswerBookingRequest } from '../api/answer-booking-request';
import { useBookingRequests } from '../api/get-booking-requests';
import styles from './payments-history.module.css';

/**
 * The driver's "Gestion passagers" for a manual trip: accept (the passenger is charged) or
 * refuse (the hold is released). The card dialog hosts it.
 */
export function PassengerRequests({ tripId }: { tripId: number }) {
  const requests = useBookingRequests(tripId);
  const answer = useAnswerBookingRequest(tripId);
  if (requests.isLoading) return <Spinner label="Chargement des demandes" />;
  if (requests.isError) return <Notice tone="error">{(requests.error as Error).message}</Notice>;
  const rows = requests.data ?? [];
  if (rows.length === 0) return <p>{bookingTexts.noRequests}</p>;
  return (
    <>
      {answer.isError ? <Notice tone="error">{(answer.error as Error).message}</Notice> : null}
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.id} className={styles.item}>
            <span>
              {row.prenom} {row.nom} · {seatsText(row.nb_places_reservees)}
              {row.statut === 'CONFIRMEE' ? ' · acceptée' : ' · en attente'}
            </span>
            {row.statut === 'EN_ATTENTE' ? (
              <span>
                <Button
                  size="small"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ bookingId: row.id, answer: 'acceptation' })}
                  aria-label={`${bookingTexts.accept} la demande de ${row.prenom}`}
                >
                  {bookingTexts.accept}
                </Button>{' '}
                <Button
                  size="small"
                  variant="secondary"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ bookingId: row.id, answer: 'refus' })}
                  aria-label={`${bookingTexts.refuse} la demande de ${row.prenom}`}
                >
                  {bookingTexts.refuse}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
