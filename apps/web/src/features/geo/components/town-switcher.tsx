import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeftRight } from 'lucide-react';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { buildPath } from '@bonneroute/shared/routes';
import { PlaceAutocomplete } from '@/components/place-autocomplete/place-autocomplete';
import { Button } from '@/components/ui/button';
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

/** Two towns → the pair's page (price range and trips); prefilled with the current pair. */
export function PairSwitcher({ initial }: { initial?: [PlaceSuggestion, PlaceSuggestion] }) {
  const navigate = useNavigate();
  const [depart, setDepart] = useState<PlaceSuggestion | null>(initial?.[0] ?? null);
  const [arrivee, setArrivee] = useState<PlaceSuggestion | null>(initial?.[1] ?? null);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!depart || !arrivee)
      return setError('Choisissez une ville de départ et une ville d’arrivée.');
    if (depart.citycode === arrivee.citycode)
      return setError('Les villes de départ et d’arrivée doivent être différentes.');
    setError(null);
    void navigate(
      buildPath('villes', { nom_ville_depart: depart.slug, nom_ville_arrivee: arrivee.slug }),
    );
  }

  return (
    <form className={styles.pairForm} onSubmit={submit} noValidate aria-label="Un autre trajet">
      <PlaceAutocomplete
        label="Départ"
        placeholder="Ville ou code postal"
        value={depart}
        onChange={setDepart}
      />
      <Button
        variant="ghost"
        size="small"
        className={styles.swap}
        aria-label="Inverser départ et arrivée"
        onClick={() => {
          setDepart(arrivee);
          setArrivee(depart);
        }}
      >
        <ArrowLeftRight aria-hidden="true" size={18} />
      </Button>
      <PlaceAutocomplete
        label="Arrivée"
        placeholder="Ville ou code postal"
        value={arrivee}
        onChange={setArrivee}
        error={error}
      />
      <Button type="submit">Voir les prix et les trajets</Button>
    </form>
  );
}
