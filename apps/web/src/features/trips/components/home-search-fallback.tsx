import type { FormEvent, Ref } from 'react';
import { MapPin } from 'lucide-react';
import { buildPath, RESULTS_TOWN_FIELDS } from '@bonneroute/shared/routes';
import {
  defaultSearchDay,
  firstSearchDay,
  SEARCH_PLACES_MAX,
} from '@bonneroute/shared/search-rules';
import { Button } from '@/components/ui/button';
import { searchFormTexts } from './search-form-texts';
import styles from './home-search-box.module.css';
import choice from './search-date-choice.module.css';
import own from './home-search-fallback.module.css';

/**
 * The home's search box as HTML alone, what the server renders and a slow phone shows
 * until the interactive box's code has arrived. A real GET form to the results page (the API
 * resolves the typed town names as it does the picked ones), shaped like the interactive box so
 * nothing moves when it takes over.
 */
export function HomeSearchFallback({
  formRef,
  onSubmit,
}: {
  formRef?: Ref<HTMLFormElement>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      ref={formRef}
      className={styles.box}
      aria-label="Recherche rapide"
      method="get"
      action={buildPath('resultats')}
      onSubmit={onSubmit}
    >
      <PlaceField label="Départ" name={RESULTS_TOWN_FIELDS.from} id="accueil-depart-texte" />
      <PlaceField label="Arrivée" name={RESULTS_TOWN_FIELDS.to} id="accueil-arrivee-texte" />
      <div className={choice.field}>
        <label className={choice.label} htmlFor="accueil-date-texte">
          {searchFormTexts.dateLabel}
        </label>
        <input
          id="accueil-date-texte"
          name="date"
          type="date"
          className={choice.select}
          min={firstSearchDay()}
          defaultValue={defaultSearchDay()}
        />
      </div>
      <div className={choice.field}>
        <label className={choice.label} htmlFor="accueil-passagers-texte">
          {searchFormTexts.placesLabel}
        </label>
        <select
          id="accueil-passagers-texte"
          name="places"
          className={choice.select}
          defaultValue="1"
        >
          {Array.from({ length: SEARCH_PLACES_MAX }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {searchFormTexts.places(count)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className={styles.submit}>
        Trouvez
      </Button>
    </form>
  );
}

function PlaceField({ label, name, id }: { label: string; name: string; id: string }) {
  return (
    <div className={styles.place}>
      <label className={styles.placeLabel} htmlFor={id}>
        {label}
      </label>
      <span className={`${styles.placeValue} ${own.field}`}>
        <MapPin aria-hidden="true" size={18} />
        <input
          id={id}
          name={name}
          className={own.input}
          required
          maxLength={120}
          autoComplete="off"
          placeholder="Choisir une ville"
        />
      </span>
    </div>
  );
}
