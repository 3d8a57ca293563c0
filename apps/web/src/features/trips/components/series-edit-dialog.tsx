import { useState } from 'react';
import { formatDay, formatTripTime } from '@bonneroute/shared/dates';
import { slotsOfPeriod, TIME_PERIODS, type Trip } from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useUpdateSeries, type SeriesChange } from '../api/series';
import styles from './series-card.module.css';

const SLOTS = TIME_PERIODS.flatMap((period) => slotsOfPeriod(period.code));

/**
 * « Modifier toutes les dates à venir »: the time, the price, the seats. The answer says which
 * dates kept their time or price (booked ones) and why.
 */
export function SeriesEditDialog({
  open,
  serieId,
  trip,
  onClose,
  onDone,
}: {
  open: boolean;
  serieId: number;
  trip: Trip;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const update = useUpdateSeries(serieId);
  const [heure, setHeure] = useState(trip.heure.slice(0, 5));
  const [euros, setEuros] = useState(String(trip.montant_contribution / 100));
  const [seats, setSeats] = useState(trip.nb_places_proposees);
  const submit = () => {
    const change: SeriesChange = {};
    if (heure !== trip.heure.slice(0, 5)) change.heure = heure;
    const cents = Math.round(Number(euros.replace(',', '.')) * 100);
    if (cents !== trip.montant_contribution) change.montant_contribution = cents;
    if (seats !== trip.nb_places_proposees) change.nb_places_proposees = seats;
    update.mutate(change, {
      onSuccess: (data) => {
        const kept = [
          ...new Set(data.dates_non_modifiees.map((d) => formatDay(d.date, 'weekdayShort'))),
        ];
        onDone(
          kept.length > 0 ? `${data.message} Non modifiées : ${kept.join(', ')}.` : data.message,
        );
      },
    });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Modifier toutes les dates à venir"
      actions={
        <>
          <Button onClick={submit} disabled={update.isPending}>
            Enregistrer
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Fermer
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <label>
          Heure de départ
          <select value={heure} onChange={(event) => setHeure(event.target.value)}>
            {SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {formatTripTime(slot)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Participation (€)
          <input
            inputMode="decimal"
            value={euros}
            onChange={(event) => setEuros(event.target.value)}
          />
        </label>
        <label>
          Places proposées
          <select value={seats} onChange={(event) => setSeats(Number(event.target.value))}>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <p>Les dates déjà réservées gardent leur heure et leur participation.</p>
        {update.error ? (
          <Notice tone="error">
            {update.error instanceof ApiError ? update.error.detail : 'La modification a échoué.'}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
