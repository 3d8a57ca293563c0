import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatDateFr } from '@bonneroute/shared/dates';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { MAX_SEATS_PER_BOOKING } from '@bonneroute/shared/limits';
import { buildPath } from '@bonneroute/shared/routes';
import { defaultSearchDay, firstSearchDay, hasSearchTowns } from '@bonneroute/shared/search-rules';
import { FrenchCalendar } from '@/components/french-calendar/french-calendar';
import { PlaceAutocomplete } from '@/components/place-autocomplete/place-autocomplete';
import { Button } from '@/components/ui/button';
import { CreateAlertLink } from '@/components/trip-alerts/create-alert-link';
import { searchFormTexts } from './search-form-texts';
import styles from './search-form.module.css';
import { plural } from '@bonneroute/shared/french';

/**
 * docs/product/trips-and-search.md Search → resultats with date (the default search day unless chosen), from, to (codes),
 * from_city, to_city, from_adr, to_adr.
 */
export function resultsPath(
  from: PlaceSuggestion,
  to: PlaceSuggestion,
  date = defaultSearchDay(),
  places = 1,
) {
  return buildPath(
    'resultats',
    {},
    {
      date,
      from: from.citycode,
      to: to.citycode,
      from_city: from.city || from.name,
      to_city: to.city || to.name,
      from_adr: from.label.toLowerCase(),
      to_adr: to.label.toLowerCase(),
      places: places > 1 ? places : undefined,
    },
  );
}

/** docs/product/trips-and-search.md: the server's search rule (zod-free: these forms are on the home page), on two places. */
export function canSearchBetween(from: PlaceSuggestion | null, to: PlaceSuggestion | null) {
  return hasSearchTowns({ from: from?.citycode, to: to?.citycode });
}

/**
 * docs/product/trips-and-search.md Search page: two autocompletes, 'Quand ?' (today, tomorrow
 * from 20:00) and 'À combien ?' (1–4).
 */
export function SearchForm() {
  const navigate = useNavigate();
  const today = firstSearchDay();
  const [from, setFrom] = useState<PlaceSuggestion | null>(null);
  const [to, setTo] = useState<PlaceSuggestion | null>(null);
  const [date, setDate] = useState<string>(() => defaultSearchDay());
  const [places, setPlaces] = useState(1);
  const [showCalendar, setShowCalendar] = useState(false);
  const [showCounter, setShowCounter] = useState(false);
  // docs/product/trips-and-search.md: a departure and an arrival are needed (the date is always set, from today).
  const canSearch = canSearchBetween(from, to);
  const dateButton = useRef<HTMLButtonElement>(null);
  const searchHintId = useId();
  // Closing the calendar (a day picked, Escape) gives focus back to its opener.
  const closeCalendar = () => {
    setShowCalendar(false);
    dateButton.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) void navigate(resultsPath(from, to, date, places));
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Rechercher un covoiturage">
      <PlaceAutocomplete label="Départ" value={from} onChange={setFrom} id="recherche-depart" />
      <PlaceAutocomplete label="Arrivée" value={to} onChange={setTo} id="recherche-arrivee" />
      <div>
        <Button
          ref={dateButton}
          variant="secondary"
          aria-expanded={showCalendar}
          onClick={() => setShowCalendar((shown) => !shown)}
        >
          Quand ? {formatDateFr(date)}
        </Button>
        {showCalendar ? (
          <FrenchCalendar
            label="Date du trajet"
            value={date}
            min={today}
            onChange={(day) => {
              setDate(day);
              closeCalendar();
            }}
            onClose={closeCalendar}
            autoFocus
          />
        ) : null}
      </div>
      <div>
        <Button
          variant="secondary"
          aria-expanded={showCounter}
          onClick={() => setShowCounter((shown) => !shown)}
        >
          À combien ? {plural(places, 'voyageur')}
        </Button>
        {showCounter ? (
          <div className={styles.counter} role="group" aria-label="Nombre de voyageurs">
            <Button
              variant="ghost"
              aria-label="Un voyageur de moins"
              disabled={places <= 1}
              onClick={() => setPlaces(places - 1)}
            >
              −
            </Button>
            <output aria-live="polite">{places}</output>
            <Button
              variant="ghost"
              aria-label="Un voyageur de plus"
              disabled={places >= MAX_SEATS_PER_BOOKING}
              onClick={() => setPlaces(places + 1)}
            >
              +
            </Button>
          </div>
        ) : null}
      </div>
      <Button
        type="submit"
        disabled={!canSearch}
        aria-describedby={canSearch ? undefined : searchHintId}
      >
        Rechercher
      </Button>
      {canSearch ? null : (
        <p id={searchHintId} className={styles.hint}>
          {searchFormTexts.disabledReason}
        </p>
      )}
      <CreateAlertLink
        variant="ghost"
        depart={from?.citycode}
        arrivee={to?.citycode}
        departLabel={from ? from.city || from.name : undefined}
        arriveeLabel={to ? to.city || to.name : undefined}
        date={date}
        places={places}
      />
    </form>
  );
}
