import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { buildPath } from '@bonneroute/shared/routes';
import { PlaceAutocomplete } from '@/components/place-autocomplete/place-autocomplete';
import styles from './geo-page.module.css';

/** "Changer de ville": choosing a town opens its page. */
export function TownSwitcher({ label = 'Changer de ville' }: { label?: string }) {
  const navigate = useNavigate();
  const [town, setTown] = useState<PlaceSuggestion | null>(null);
  return (
    <div className={styles.switcher}>
      <PlaceAutocomplete
        label={label}
        placeholder="Ville ou code postal"
        value={town}
        onChange={(place) => {
          setTown(place);
          if (place) void navigate(buildPath('ville', { nom_ville: place.slug }));
        }}
      />
    </div>
  );
}
