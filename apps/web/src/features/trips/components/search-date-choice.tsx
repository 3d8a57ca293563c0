import { useId, useRef, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { addDays, formatDay } from '@bonneroute/shared/dates';
import { SEARCH_PLACES_MAX } from '@bonneroute/shared/search-rules';
import { FrenchCalendar } from '@/components/french-calendar/french-calendar';
import { searchFormTexts } from './search-form-texts';
import styles from './search-date-choice.module.css';

/**
 * The search's day (docs/product/trips-and-search.md Home): « Aujourd’hui », « Demain » or any
 * later day in the French calendar, from today (`min`).
 */
export function SearchDateChoice({
  value,
  min,
  onChange,
}: {
  value: string;
  min: string;
  onChange: (date: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const tomorrow = addDays(min, 1);
  const isOther = value !== min && value !== tomorrow;
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const chip = (date: string, label: string) => (
    <button
      type="button"
      className={styles.chip}
      aria-pressed={value === date}
      onClick={() => {
        onChange(date);
        setOpen(false);
      }}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {searchFormTexts.dateLabel}
      </span>
      <div className={styles.chips}>
        {chip(min, searchFormTexts.today)}
        {chip(tomorrow, searchFormTexts.tomorrow)}
        <button
          ref={opener}
          type="button"
          className={styles.chip}
          aria-pressed={isOther}
          aria-expanded={open}
          aria-label={
            isOther
              ? `${searchFormTexts.otherDay} : ${formatDay(value, 'weekdayDayMonth')}`
              : searchFormTexts.otherDay
          }
          onClick={() => setOpen((shown) => !shown)}
        >
          <CalendarDays aria-hidden="true" size={18} />
          {isOther ? formatDay(value, 'weekdayShort') : null}
        </button>
      </div>
      {open ? (
        <div className={styles.calendar}>
          <FrenchCalendar
            label="Date du trajet"
            value={value}
            min={min}
            onChange={(day) => {
              onChange(day);
              close();
            }}
            onClose={close}
            autoFocus
          />
        </div>
      ) : null}
    </div>
  );
}

/** « Passagers »: 1 to 4 travellers (docs/product/trips-and-search.md Search). */
export function SearchPlacesSelect({
  value,
  onChange,
  id,
}: {
  value: number;
  onChange: (places: number) => void;
  id: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {searchFormTexts.placesLabel}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: SEARCH_PLACES_MAX }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {searchFormTexts.places(count)}
          </option>
        ))}
      </select>
    </div>
  );
}
