import { useState } from 'react';
import {
  formatDay,
  formatTripTime,
  parisDateTimeToInstant,
  todayInParis,
} from '@bonneroute/shared/dates';
import { formatEurosShort } from '@bonneroute/shared/pricing';
import {
  allowedTripDates,
  changeWeightFor,
  DESCRIPTION_MAX,
  QUARTER_HOURS,
  tripChangeTexts,
  type Trip,
} from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useChangeTrip } from '../api/update-trip';
import { StageTownsFields, stageDraftsOf } from './stage-towns-fields';
import styles from './trip-page.module.css';

const euros = (cents: number) => String(cents / 100);
const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

/**
 * The driver's « Modifier l’horaire, le prix ou la description » (docs/product/trips-and-search.md
 * #changing-a-published-trip). Before saving it says, by the shared rule the server applies,
 * whether the change is a « modification importante » for the passengers already booked.
 */
export default function TripChangeDialog({
  trip,
  open,
  onClose,
}: {
  trip: Trip;
  open: boolean;
  onClose: () => void;
}) {
  const [date, setDate] = useState(trip.date);
  const [heure, setHeure] = useState(trip.heure.slice(0, 5));
  const [price, setPrice] = useState(euros(trip.montant_contribution));
  const [stages, setStages] = useState(() => stageDraftsOf(trip));
  const [description, setDescription] = useState(trip.description ?? '');
  const change = useChangeTrip(trip.id);
  const today = todayInParis();
  const { min, max } = allowedTripDates(trip.date);
  const dates = [min, trip.date, max].filter((day) => day >= today);

  const shift =
    Math.abs(
      parisDateTimeToInstant(date, heure).getTime() -
        parisDateTimeToInstant(trip.date, trip.heure.slice(0, 5)).getTime(),
    ) / 60_000;
  const restaged =
    stages.map((stage) => stage.code_commune).join() !==
    trip.villes_etapes.map((stage) => stage.code_commune).join();
  const stageAmounts = stages.map((stage) => cents(stage.prix));
  const facts = {
    shiftMinutes: shift,
    movedStops: [],
    otherChange: description.trim() !== (trip.description ?? '') || restaged,
  };
  const booked = trip.passagers.filter(
    (p) => p.statut === 'CONFIRMEE' || p.statut === 'EN_ATTENTE',
  );
  const weights = booked.map((p) =>
    changeWeightFor(facts, { depart: p.troncon.depart, arrivee: p.troncon.arrivee }),
  );
  const repriced = stageAmounts.some((amount, i) => amount !== trip.montants_etapes[i]);
  const priceChanged = cents(price) !== trip.montant_contribution || repriced;
  const validPrices = [cents(price), ...stageAmounts].every(Number.isFinite);

  const save = () => {
    const body: Record<string, unknown> = {};
    if (date !== trip.date) body.date = date;
    if (heure !== trip.heure.slice(0, 5)) body.heure = heure;
    if (cents(price) !== trip.montant_contribution) body.montant_contribution = cents(price);
    if (restaged)
      body.villes_etapes = JSON.stringify(
        stages.map(({ existing, code_commune }) =>
          existing
            ? {
                code_commune,
                latitude: existing.latitude,
                longitude: existing.longitude,
                ...(existing.adresse ? { adresse: existing.adresse } : {}),
                ...(existing.note ? { note: existing.note } : {}),
              }
            : code_commune,
        ),
      );
    if (restaged || repriced) body.montants_etapes = JSON.stringify(stageAmounts);
    if (description.trim() !== (trip.description ?? '')) body.description = description.trim();
    change.mutate(body);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Modifier le trajet"
      actions={
        <Button onClick={save} disabled={change.isPending || !validPrices}>
          Enregistrer les modifications
        </Button>
      }
    >
      <div className={styles.changeForm}>
        <label>
          Date{' '}
          <select value={date} onChange={(e) => setDate(e.target.value)}>
            {dates.map((day) => (
              <option key={day} value={day}>
                {formatDay(day, 'weekdayDayMonth')}
              </option>
            ))}
          </select>
        </label>
        <label>
          Heure de départ{' '}
          <select value={heure} onChange={(e) => setHeure(e.target.value)}>
            {QUARTER_HOURS.map((slot) => (
              <option key={slot} value={slot}>
                {formatTripTime(slot)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Participation par passager, trajet complet (€){' '}
          <input
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            aria-describedby="prix-actuel"
          />
        </label>
        <small id="prix-actuel">Actuellement {formatEurosShort(trip.montant_contribution)}.</small>
        <StageTownsFields trip={trip} value={stages} onChange={setStages} />
        <label>
          Description
          <textarea
            rows={4}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        {weights.includes('importante') ? (
          <Notice tone="warning">{tripChangeTexts.majorWarning}</Notice>
        ) : weights.includes('mineure') ? (
          <Notice tone="info">{tripChangeTexts.minorWarning}</Notice>
        ) : null}
        {priceChanged && booked.length > 0 ? (
          <Notice tone="info">{tripChangeTexts.priceForNewBookings}</Notice>
        ) : null}
        {change.isError ? (
          <Notice tone="error">
            {change.error instanceof ApiError ? change.error.detail : change.error.message}
          </Notice>
        ) : null}
        {change.isSuccess ? <Notice tone="success">{change.data.message}</Notice> : null}
      </div>
    </Dialog>
  );
}
