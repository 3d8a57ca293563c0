import { useState } from 'react';
import { formatDay } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';
import { hasDeparted, seriesTexts, type Trip } from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useCancelSeries } from '../api/series';
import { CancelDialog } from './cancel-dialog';
import { DriverActions } from './driver-actions';
import { SeriesEditDialog } from './series-edit-dialog';
import { TripCard } from './trip-card';
import styles from './series-card.module.css';

const DATE = { one: 'date', other: 'dates' };

/**
 * A regular trip in « Mes trajets » (docs/product/trips-and-search.md#regular-trips): one card,
 * its next date shown, the others behind « Voir les dates »; each date keeps its own actions
 * (cancel one), and the series' own: cancel or change every date to come.
 */
export function SeriesCard({
  serieId,
  trips,
  onDone,
}: {
  serieId: number;
  trips: Trip[];
  onDone: (message: string) => void;
}) {
  const [dialog, setDialog] = useState<'annulation' | 'modification' | null>(null);
  const cancel = useCancelSeries();
  const [first, ...others] = trips;
  const upcoming = trips.filter((trip) => !hasDeparted(trip) && trip.actif === 1);
  const actions = (trip: Trip) =>
    hasDeparted(trip) ? null : <DriverActions trip={trip} onDone={onDone} />;
  return (
    <section
      className={styles.series}
      aria-label={`Trajet régulier, ${plural(trips.length, DATE)}`}
    >
      <p className={styles.badge}>
        Trajet régulier · {plural(trips.length, DATE)} :{' '}
        {trips
          .slice(0, 4)
          .map((trip) => formatDay(trip.date, 'weekdayShort'))
          .join(', ')}
        {trips.length > 4 ? ', …' : ''}
      </p>
      <TripCard trip={first!} kind="CONDUCTEUR">
        {actions(first!)}
      </TripCard>
      {others.length > 0 ? (
        <details className={styles.dates}>
          <summary>Voir les {plural(others.length, DATE)} suivantes</summary>
          <ul className={styles.list}>
            {others.map((trip) => (
              <li key={trip.id}>
                <TripCard trip={trip} kind="CONDUCTEUR">
                  {actions(trip)}
                </TripCard>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {upcoming.length > 0 ? (
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={() => setDialog('modification')}>
            {seriesTexts.editAll}
          </Button>
          <Button size="small" variant="danger" onClick={() => setDialog('annulation')}>
            {seriesTexts.cancelAll}
          </Button>
        </div>
      ) : null}
      <CancelDialog
        open={dialog === 'annulation'}
        onClose={() => setDialog(null)}
        text={`Annuler les ${plural(upcoming.length, DATE)} à venir ? Vos passagers seront remboursés et prévenus.`}
        pending={cancel.isPending}
        error={cancel.error instanceof ApiError ? cancel.error.detail : null}
        onConfirm={() =>
          cancel.mutate(serieId, {
            onSuccess: (data) => {
              setDialog(null);
              onDone(data.message);
            },
          })
        }
      />
      <SeriesEditDialog
        open={dialog === 'modification'}
        serieId={serieId}
        trip={upcoming[0] ?? first!}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          onDone(message);
        }}
      />
    </section>
  );
}
