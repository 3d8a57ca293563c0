import { useState } from 'react';
import { addDays } from '@bonneroute/shared/dates';
import styles from './french-calendar.module.css';

const WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];
const monthTitle = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;

function shiftMonth(firstOfMonth: string, months: number): string {
  const date = utc(firstOfMonth);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * The date picker of the search and the wizard (spec §2, §9): French, weeks start on Monday,
 * days before `min` (and after `max`, when given) cannot be chosen. Dates are YYYY-MM-DD.
 */
export function FrenchCalendar({
  value,
  min,
  max,
  onChange,
  label,
}: {
  value: string | null;
  min: string;
  max?: string;
  onChange: (date: string) => void;
  label: string;
}) {
  const [month, setMonth] = useState(monthStart(value ?? min));
  const offset = (utc(month).getUTCDay() + 6) % 7; // Monday = 0
  const days: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = month; day.slice(0, 7) === month.slice(0, 7); day = addDays(day, 1))
    days.push(day);
  return (
    <div className={styles.calendar} role="group" aria-label={label}>
      <div className={styles.nav}>
        <button
          type="button"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= monthStart(min)}
          aria-label="Mois précédent"
        >
          ‹
        </button>
        <span className={styles.title}>{monthTitle.format(utc(month))}</span>
        <button
          type="button"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={max !== undefined && month >= monthStart(max)}
          aria-label="Mois suivant"
        >
          ›
        </button>
      </div>
      <div className={styles.grid}>
        {WEEKDAYS.map((day) => (
          <span key={day} className={styles.weekday} aria-hidden="true">
            {day}
          </span>
        ))}
        {days.map((day, i) =>
          day === null ? (
            <span key={`vide-${i}`} />
          ) : (
            <button
              key={day}
              type="button"
              className={day === value ? styles.selected : styles.day}
              disabled={day < min || (max !== undefined && day > max)}
              aria-pressed={day === value}
              aria-label={dayLabel.format(utc(day))}
              onClick={() => onChange(day)}
            >
              {Number(day.slice(8))}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
