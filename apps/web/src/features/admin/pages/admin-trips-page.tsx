import { formatDay, formatTripTime } from '@bonneroute/shared/dates';
import { useState } from 'react';
import { canPerform, deactivateTripBodySchema, type AdminTrip } from '@bonneroute/shared/admin';
import { formatEuros } from '@bonneroute/shared/pricing';
import { buildPath } from '@bonneroute/shared/routes';
import { commonTexts } from '@bonneroute/shared/texts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { useAdminTrips, useDeactivateTrip } from '../api/admin-api';
import { ReasonDialog } from '../components/reason-dialog';
import styles from '../components/admin.module.css';
import { Pagination } from '@/components/ui/pagination';
import { usePageParam } from '../components/use-page-param';
import { useTimedMessage } from '@/lib/use-timed-message';
import { plural } from '@bonneroute/shared/french';

const SUCCESS_MS = 7000;

function status(trip: AdminTrip): string {
  if (!trip.actif) return 'Désactivé';
  if (trip.is_effectue) return 'Effectué';
  return `${trip.nb_places_reservees}/${plural(trip.nb_places_proposees, 'placeReservee')}`;
}

/** docs/product/admin.md Admin trips: cards, page by page; an ADMIN can deactivate an abusive trip. */
export default function AdminTripsPage() {
  usePageHead('Administration — trajets');
  const { user } = useCurrentUser();
  const mayDeactivate = canPerform(user?.role, 'desactiver-trajet');
  const [page, setPage] = usePageParam();
  const trips = useAdminTrips(page);
  const deactivate = useDeactivateTrip();
  const { message: success, show: showSuccess } = useTimedMessage(SUCCESS_MS);
  const [target, setTarget] = useState<AdminTrip | null>(null);

  return (
    <section aria-labelledby="admin-trips-title">
      <h1 id="admin-trips-title">Gestion des trajets</h1>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {deactivate.isError ? (
        <Notice tone="error">
          {deactivate.error instanceof ApiError
            ? deactivate.error.detail
            : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      {trips.isPending ? (
        <Spinner label="Chargement des trajets…" />
      ) : trips.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : trips.data.data.length === 0 ? (
        <p>Aucun trajet publié pour le moment.</p>
      ) : (
        <>
          <p>{plural(trips.data.meta.total, 'trajet')}</p>
          <ul className={styles.list} aria-label="Trajets">
            {trips.data.data.map((trip) => (
              <li key={trip.id} className={styles.row}>
                <article className={styles.rowMain} aria-label={`Trajet n° ${trip.id}`}>
                  <Link to={buildPath('covoiturage', { id: trip.id })}>
                    <strong>
                      {trip.ville_depart} → {trip.ville_arrivee}
                    </strong>
                  </Link>
                  <span className={styles.muted}>
                    {formatDay(trip.date, 'weekdayLong')} à {formatTripTime(trip.heure)} · par{' '}
                    {trip.conducteur} · {formatEuros(trip.montant_contribution)} par place
                  </span>
                </article>
                <span className={styles.status}>{status(trip)}</span>
                {mayDeactivate && trip.actif && !trip.is_effectue ? (
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={`Désactiver le trajet n° ${trip.id}`}
                    onClick={() => {
                      setTarget(trip);
                    }}
                  >
                    Désactiver
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={trips.data.meta.last_page}
            onChange={setPage}
            label="Pages des trajets"
          />
        </>
      )}
      <ReasonDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title="Désactiver ce trajet ?"
        schema={deactivateTripBodySchema}
        inputId="motif-desactivation"
        confirmLabel="Désactiver et rembourser"
        pending={deactivate.isPending}
        onConfirm={(motif) => {
          if (!target) return;
          deactivate.mutate(
            { id: target.id, motif },
            {
              onSuccess: (answer) => {
                setTarget(null);
                showSuccess(
                  `Le trajet est désactivé : ${formatEuros(answer.data.rembourse)} remboursés aux passagers, qui sont prévenus.`,
                );
              },
            },
          );
        }}
      >
        <p>
          Les passagers sont remboursés en totalité (frais compris) et prévenus, comme lors d’une
          annulation par le conducteur.
        </p>
      </ReasonDialog>
    </section>
  );
}
