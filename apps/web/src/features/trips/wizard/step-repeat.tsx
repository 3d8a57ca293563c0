import { useId } from 'react';
import { addDays, formatTripTime } from '@bonneroute/shared/dates';
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
import type { WizardRecurrence, WizardReturn } from './wizard-state';
import styles from './wizard.module.css';

/** Whether the summary may publish: a regular trip's dates follow the shared rule. */
export function repeatRefusal(date: string, recurrence: WizardRecurrence | null | undefined) {
  return recurrence ? recurrenceRefusal(date, recurrence) : null;
}

/**
 * « Ce trajet est régulier » on the wizard's last step (docs/product/trips-and-search.md#regular-trips):
 * weekdays and an end date, the dates previewed by the shared rule the server applies.
 */
export function RegularOption({
  date,
  value,
  onChange,
}: {
  date: string;
  value: WizardRecurrence | null | undefined;
  onChange: (recurrence: WizardRecurrence | null) => void;
}) {
  const id = useId();
  const on = Boolean(value);
  const jours = value?.jours ?? [isoWeekday(date)];
  const latest = lastSeriesEnd(date, jours.length > 0 ? jours : [isoWeekday(date)]);
  const refusal = value ? recurrenceRefusal(date, value) : null;
  const toggle = (day: number) =>
    onChange({
      jusqu_au: value!.jusqu_au,
      jours: jours.includes(day) ? jours.filter((d) => d !== day) : [...jours, day].sort(),
    });
  return (
    <fieldset className={styles.option}>
      <legend>
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={on}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? { jours: [isoWeekday(date)], jusqu_au: addDays(date, 28) }
                  : null,
              )
            }
          />{' '}
          Ce trajet est régulier
        </label>
      </legend>
      {value ? (
        <>
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
            value={value.jusqu_au}
            min={date}
            max={latest}
            onChange={(event) => onChange({ jours, jusqu_au: event.target.value })}
            hint="Au plus 3 mois ou 26 dates."
            error={refusal}
          />
          <p className={styles.preview} aria-live="polite">
            {refusal ? null : seriesPreview(seriesDates(date, value))}
          </p>
        </>
      ) : null}
    </fieldset>
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
export function ReturnOption({
  date,
  contribution,
  value,
  onChange,
}: {
  date: string;
  contribution: number;
  value: WizardReturn | null | undefined;
  onChange: (retour: WizardReturn | null) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.option}>
      <legend>
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? { date, heure: '18:00', montant_contribution: contribution }
                  : null,
              )
            }
          />{' '}
          Publier aussi le retour
        </label>
      </legend>
      {value ? (
        <>
          <TextField
            label="Date du retour"
            type="date"
            value={value.date}
            min={date}
            onChange={(event) => onChange({ ...value, date: event.target.value || date })}
          />
          <div className={styles.field}>
            <label htmlFor={`${id}-heure`}>Heure du retour</label>
            <select
              id={`${id}-heure`}
              value={value.heure}
              onChange={(event) => onChange({ ...value, heure: event.target.value })}
            >
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
            defaultValue={String(value.montant_contribution / 100)}
            onChange={(event) => {
              const cents = Math.round(Number(event.target.value.replace(',', '.')) * 100);
              if (Number.isFinite(cents) && cents >= 0)
                onChange({ ...value, montant_contribution: cents });
            }}
            hint="Celle de l’aller par défaut ; les villes étapes reprennent les prix de l’aller."
          />
        </>
      ) : null}
    </fieldset>
  );
}
