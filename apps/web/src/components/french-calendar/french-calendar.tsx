import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, formatDay } from '@bonneroute/shared/dates';
import { clampDay, dayMoveForKey, monthStart, shiftMonth, utc } from './calendar-keys';
import styles from './french-calendar.module.css';

const WEEKDAYS = [
  ['lun.', 'lundi'],
  ['mar.', 'mardi'],
  ['mer.', 'mercredi'],
  ['jeu.', 'jeudi'],
  ['ven.', 'vendredi'],
  ['sam.', 'samedi'],
  ['dim.', 'dimanche'],
] as const;

/** The month's days in weeks of seven (Monday first), `null` outside the month. */
function weeksOf(month: string): (string | null)[][] {
  const offset = (utc(month).getUTCDay() + 6) % 7; // Monday = 0
  const cells: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = month; day.slice(0, 7) === month.slice(0, 7); day = addDays(day, 1))
    cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The date picker of the search and the wizard (docs/product/README.md): French, weeks start on Monday,
 * days before `min` (and after `max`, when given) cannot be chosen. Dates are YYYY-MM-DD.
 * The days are one Tab stop; arrows move a day or a week, Home/End
 * to the week's ends, PageUp/PageDown a month. Escape calls `onClose` (the opener takes focus).
 */
export function FrenchCalendar({
  value,
  min,
  max,
  onChange,
  onClose,
  label,
  autoFocus = false,
}: {
  value: string | null;
  min: string;
  max?: string;
  onChange: (date: string) => void;
  onClose?: () => void;
  label: string;
  /** Move focus to the chosen (or first possible) day when the calendar appears. */
  autoFocus?: boolean;
}) {
  const [month, setMonth] = useState(monthStart(value ?? min));
  const [active, setActive] = useState(() => clampDay(value ?? min, min, max));
  const grid = useRef<HTMLDivElement>(null);
  const shouldFocus = useRef(autoFocus);
  const titleId = useId();

  // The focusable day always belongs to the month on screen.
  const focusable = active.slice(0, 7) === month.slice(0, 7) ? active : clampDay(month, min, max);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const moveTo = (day: string) => {
    const next = clampDay(day, min, max);
    setActive(next);
    setMonth(monthStart(next));
    shouldFocus.current = true;
  };

  const onGridKey = (event: KeyboardEvent) => {
    const target = dayMoveForKey(event.key, focusable);
    if (!target) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div
      className={styles.calendar}
      role="group"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !onClose) return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <div className={styles.nav}>
        <button
          type="button"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= monthStart(min)}
          aria-label="Mois précédent"
        >
          ‹
        </button>
        <span className={styles.title} id={titleId} aria-live="polite">
          {formatDay(month, 'monthYear')}
        </span>
        <button
          type="button"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={max !== undefined && month >= monthStart(max)}
          aria-label="Mois suivant"
        >
          ›
        </button>
      </div>
      <div
        className={styles.grid}
        role="grid"
        aria-labelledby={titleId}
        ref={grid}
        onKeyDown={onGridKey}
      >
        <div role="row" className={styles.row}>
          {WEEKDAYS.map(([short, full]) => (
            <span key={short} role="columnheader" className={styles.weekday}>
              <abbr title={full}>{short}</abbr>
            </span>
          ))}
        </div>
        {weeksOf(month).map((week) => (
          <div role="row" className={styles.row} key={week.find(Boolean)}>
            {week.map((day, i) =>
              day === null ? (
                <span role="gridcell" key={`vide-${i}`} />
              ) : (
                <span role="gridcell" key={day} aria-selected={day === value}>
                  <button
                    type="button"
                    className={day === value ? styles.selected : styles.day}
                    disabled={day < min || (max !== undefined && day > max)}
                    tabIndex={day === focusable ? 0 : -1}
                    aria-pressed={day === value}
                    aria-label={formatDay(day, 'weekdayLong')}
                    onClick={() => onChange(day)}
                    onFocus={() => setActive(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </span>
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
