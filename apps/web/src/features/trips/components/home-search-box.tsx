import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MapPin } from 'lucide-react';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import {
  PlaceAutocomplete,
  placeDisplay,
} from '@/components/place-autocomplete/place-autocomplete';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMediaQuery } from '@/lib/use-media-query';
import { defaultSearchDay, firstSearchDay } from '@bonneroute/shared/search-rules';
import { canSearchBetween, resultsPath } from './search-form';
import { searchFormTexts } from './search-form-texts';
import { SearchDateChoice, SearchPlacesSelect } from './search-date-choice';
import styles from './home-search-box.module.css';

/** docs/product/trips-and-search.md: the location dialog opens 125 ms after the tap. */
export const LOCATION_DIALOG_DELAY_MS = 125;

type Side = 'depart' | 'arrivee';

/** docs/product/trips-and-search.md Home: wider than this, the towns are typed in the bar itself. */
const DESKTOP = '(min-width: 48rem)';

/**
 * docs/product/trips-and-search.md Home: the search bar, both viewports: departure, arrival,
 * day (« Aujourd’hui », « Demain », the calendar; tomorrow from 20:00) and passengers. On a
 * phone each place opens a full-screen city picker with the two autocompletes (its list has the
 * whole screen, above the keyboard); on a desktop they are autocompletes in the bar. Trouvez
 * stays disabled until both towns are set.
 */
export function HomeSearchBox() {
  const navigate = useNavigate();
  const isDesktop = useMediaQuery(DESKTOP);
  const [from, setFrom] = useState<PlaceSuggestion | null>(null);
  const [to, setTo] = useState<PlaceSuggestion | null>(null);
  const [date, setDate] = useState(() => defaultSearchDay());
  const [places, setPlaces] = useState(1);
  const [picker, setPicker] = useState<Side | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const hintId = useId();
  const canSearch = canSearchBetween(from, to);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The native dialog focuses its first button when it opens: the tapped field gets it back.
  useEffect(() => {
    if (!picker) return;
    const frame = window.requestAnimationFrame(() =>
      document.getElementById(picker === 'depart' ? 'accueil-depart' : 'accueil-arrivee')?.focus(),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [picker]);

  const openPicker = (side: Side) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPicker(side), LOCATION_DIALOG_DELAY_MS);
  };
  const search = () => {
    if (from && to) void navigate(resultsPath(from, to, date, places));
  };

  return (
    <form
      className={styles.box}
      aria-label="Recherche rapide"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      {isDesktop ? (
        <>
          <PlaceAutocomplete label="Départ" value={from} onChange={setFrom} id="accueil-depart" />
          <PlaceAutocomplete label="Arrivée" value={to} onChange={setTo} id="accueil-arrivee" />
        </>
      ) : (
        <>
          <PlaceButton label="Départ" place={from} onClick={() => openPicker('depart')} />
          <PlaceButton label="Arrivée" place={to} onClick={() => openPicker('arrivee')} />
        </>
      )}
      <SearchDateChoice value={date} min={firstSearchDay()} onChange={setDate} />
      <SearchPlacesSelect value={places} onChange={setPlaces} id="accueil-passagers" />
      <Button
        type="submit"
        className={styles.submit}
        disabled={!canSearch}
        aria-describedby={canSearch ? undefined : hintId}
      >
        Trouvez
      </Button>
      {/* A disabled button says why (read with it; the box keeps its size). */}
      <span id={hintId} className="visually-hidden">
        {canSearch ? '' : searchFormTexts.disabledReason}
      </span>
      <Dialog
        fullScreen
        open={!isDesktop && picker !== null}
        onClose={() => setPicker(null)}
        title="Votre trajet"
        actions={
          <Button
            block
            disabled={!canSearch}
            aria-describedby={canSearch ? undefined : hintId}
            onClick={() => {
              setPicker(null);
              search();
            }}
          >
            Trouvez
          </Button>
        }
      >
        <PlaceAutocomplete label="Départ" value={from} onChange={setFrom} id="accueil-depart" />
        <PlaceAutocomplete label="Arrivée" value={to} onChange={setTo} id="accueil-arrivee" />
      </Dialog>
    </form>
  );
}

/** Looks like a field; opens the picker. */
function PlaceButton({
  label,
  place,
  onClick,
}: {
  label: string;
  place: PlaceSuggestion | null;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.place} onClick={onClick}>
      <span className={styles.placeLabel}>{label}</span>
      <span className={styles.placeValue}>
        <MapPin aria-hidden="true" size={18} />
        {place ? (
          placeDisplay(place)
        ) : (
          <span className={styles.placeholder}>Choisir une ville</span>
        )}
      </span>
    </button>
  );
}
