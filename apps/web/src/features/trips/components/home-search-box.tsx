import { useState } from 'react';
import { useNavigate } from 'react-router';
import { todayInParis } from '@bonneroute/shared/dates';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { PlaceAutocomplete } from '@/components/place-autocomplete/place-autocomplete';
import { Button } from '@/components/ui/button';
import { resultsPath } from './search-form';
import styles from './home-search-box.module.css';

/** spec §2 Home: the mobile departure/arrival box; Trouvez stays disabled until both are set. */
export function HomeSearchBox() {
  const navigate = useNavigate();
  const [from, setFrom] = useState<PlaceSuggestion | null>(null);
  const [to, setTo] = useState<PlaceSuggestion | null>(null);
  return (
    <form
      className={styles.box}
      aria-label="Recherche rapide"
      onSubmit={(event) => {
        event.preventDefault();
        if (from && to) void navigate(resultsPath(from, to, todayInParis()));
      }}
    >
      <PlaceAutocomplete label="Départ" value={from} onChange={setFrom} id="accueil-depart" />
      <PlaceAutocomplete label="Arrivée" value={to} onChange={setTo} id="accueil-arrivee" />
      <Button type="submit" disabled={!from || !to}>
        Trouvez
      </Button>
    </form>
  );
}
