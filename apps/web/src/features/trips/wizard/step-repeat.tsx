import { useState } from 'react';
import { addDays, formatDateFr, formatTripTime } from '@bonneroute/shared/dates';
import { formatEurosShort } from '@bonneroute/shared/pricing';
import {
  isoWeekday,
  lastSeriesEnd,
  recurrenceRefusal,
  seriesDates,
  seriesPreview,
  WEEKDAY_LONG,
  WEEKDAY_SHORT,
} from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { WizardRecurrence, WizardReturn, WizardState } from './wizard-state';
import styles from './wizard.module.css';

/**
 * « Ce trajet est régulier » (docs/product/trips-and-search.md#regular-trips): weekdays and an
 * end date, the dates previewed by the shared rule the server applies.
 */
export function RegularStep({
  date,
  onDone,
}: {
  date: string;
  onDone: (recurrence: WizardRecurrence | null) => void;
}) {
  const [jours, setJours] = useState<number[]>([isoWeekday(date)]);
  const [end, setEnd] = useState(addDays(date, 28));
  const latest = lastSeriesEnd(date, jours.length > 0 ? jours : [isoWeekday(date)]);
  const recurrence = { jours, jusqu_au: end };
  const refusal = recurrenceRefusal(date, recurrence);
  const dates = refusal ? [] : seriesDates(date, recurrence);
  const toggle = (day: number) =>
    setJours(jours.includes(day) ? jours.filter((d) => d !== day) : [...jours, day].sort());
  return (
    <div className={styles.stack}>
      <div className={styles.weekdays} role="group" aria-label="Jours de la semaine">
        {WEEKDAY_SHORT.map((label, i) => (
          <Button
            key={label}
            variant={jours.includes(i + 1) ? undefined : 'secondary'}
            size="small"
            aria-pressed={jours.includes(i + 1)}
            aria-label={WEEKDAY_LONG[i]}
            onClick={() => toggle(i + 1)}
          >
            {label}
          </Button>
        ))}
      </div>
      <TextField
        label="Jusqu’au"
        type="date"
        value={end}
        min={date}
        max={latest}
        onChange={(event) => setEnd(event.target.value)}
        hint="Au plus 3 mois ou 26 dates."
        error={refusal}
      />
      <p className={styles.preview} aria-live="polite">
        {refusal ? null : seriesPreview(dates)}
      </p>
      <div className={styles.choices}>
        <Button disabled={refusal !== null} onClick={() => onDone(recurrence)}>
          Publier ces dates
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          Non, un seul trajet
        </Button>
      </div>
    </div>
  );
}

const QUARTERS = Array.from({ length: 96 }, (_, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * « Publier aussi le retour » (docs/product/trips-and-search.md#the-return): its date and time,
 * its price (the outward's by default; its stage prices follow the outward's legs).
 */
export function ReturnStep({
  date,
  contribution,
  onDone,
}: {
  date: string;
  contribution: number;
  onDone: (retour: WizardReturn | null) => void;
}) {
  const [backDate, setBackDate] = useState(date);
  const [heure, setHeure] = useState('18:00');
  const [euros, setEuros] = useState(String(contribution / 100));
  const cents = Math.round(Number(euros.replace(',', '.')) * 100);
  const valid = backDate >= date && Number.isFinite(cents) && cents >= 0;
  return (
    <div className={styles.stack}>
      <TextField
        label="Date du retour"
        type="date"
        value={backDate}
        min={date}
        onChange={(event) => setBackDate(event.target.value)}
      />
      <div className={styles.field}>
        <label htmlFor="heure-retour">Heure du retour</label>
        <select id="heure-retour" value={heure} onChange={(event) => setHeure(event.target.value)}>
          {QUARTERS.map((slot) => (
            <option key={slot} value={slot}>
              {formatTripTime(slot)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Participation du retour (€)"
        inputMode="decimal"
        value={euros}
        onChange={(event) => setEuros(event.target.value)}
        hint="Celle de l’aller par défaut ; les villes étapes reprennent les prix de l’aller."
      />
      <div className={styles.choices}>
        <Button
          disabled={!valid}
          onClick={() => onDone({ date: backDate, heure, montant_contribution: cents })}
        >
          Publier aussi le retour
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          Pas de retour
        </Button>
      </div>
    </div>
  );
}

/** The summary's lines for the series and the return, before « Publier mon trajet ». */
export function RepeatSummary({ state }: { state: WizardState }) {
  if (!state.recurrence && !state.retour) return null;
  return (
    <ul className={styles.repeatSummary}>
      {state.recurrence ? (
        <li>Trajet régulier : {seriesPreview(seriesDates(state.date!, state.recurrence))}</li>
      ) : null}
      {state.retour ? (
        <li>
          Retour le {formatDateFr(state.retour.date)} à {formatTripTime(state.retour.heure)} (
          {formatEurosShort(state.retour.montant_contribution)})
          {state.recurrence ? ', pour chaque date' : ''}
        </li>
      ) : null}
    </ul>
  );
}
