import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ArrowLeftRight } from 'lucide-react';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { buildPath, RESULTS_TOWN_FIELDS } from '@bonneroute/shared/routes';
import { PlaceAutocomplete } from '@/components/place-autocomplete/place-autocomplete';
import { Button } from '@/components/ui/button';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { PairValues } from '../lib/town-pair-resolver';
import styles from './geo-page.module.css';

const CHOOSE_BOTH_TOWNS = 'Choisissez une ville de départ et une ville d’arrivée.';

type PairSlugs = { depart: string; arrivee: string };

/**
 * The server's schema reads the chosen places' slugs (same field names: the slugs' errors are the
 * form's); loaded when the form first checks, so the town pages start without zod.
 */
const pairResolver = lazyResolver(
  async () => (await import('../lib/town-pair-resolver')).townPairResolver,
);

/** An empty town says what to do; any other refusal is the server schema's message. */
function pairError(errors: FieldErrors<PairSlugs>): string | null {
  const found = [errors.depart, errors.arrivee].filter((error) => error !== undefined);
  if (found.length === 0) return null;
  if (found.some((error) => error.type === 'too_small')) return CHOOSE_BOTH_TOWNS;
  return found[0]?.message ?? CHOOSE_BOTH_TOWNS;
}

/** Two towns → the pair's page (price range and trips); prefilled with the current pair. */
export function PairSwitcher({ initial }: { initial?: [PlaceSuggestion, PlaceSuggestion] }) {
  const navigate = useNavigate();
  const form = useForm<PairValues, unknown, PairSlugs>({
    defaultValues: { depart: initial?.[0] ?? null, arrivee: initial?.[1] ?? null },
    resolver: pairResolver,
    // The message stays until the next « Voir les prix et les trajets ».
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // The errors are the slugs' (see pairResolver).
  const error = pairError(form.formState.errors as FieldErrors<PairSlugs>);
  const submit = form.handleSubmit(({ depart, arrivee }) =>
    navigate(buildPath('villes', { nom_ville_depart: depart, nom_ville_arrivee: arrivee })),
  );

  return (
    <form
      className={styles.pairForm}
      // The server renders this form and its code arrives after the page's. Submitted
      // before (a slow phone), it is a plain GET to the results page, which resolves the typed
      // towns (as the home's search does before its box is live).
      method="get"
      action={buildPath('resultats')}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Un autre trajet"
    >
      <Controller
        control={form.control}
        name="depart"
        render={({ field }) => (
          <PlaceAutocomplete
            label="Départ"
            name={RESULTS_TOWN_FIELDS.from}
            placeholder="Ville ou code postal"
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Button
        variant="ghost"
        size="small"
        className={styles.swap}
        aria-label="Inverser départ et arrivée"
        onClick={() => {
          const { depart, arrivee } = form.getValues();
          form.setValue('depart', arrivee);
          form.setValue('arrivee', depart);
        }}
      >
        <ArrowLeftRight aria-hidden="true" size={18} />
      </Button>
      <Controller
        control={form.control}
        name="arrivee"
        render={({ field }) => (
          <PlaceAutocomplete
            label="Arrivée"
            name={RESULTS_TOWN_FIELDS.to}
            placeholder="Ville ou code postal"
            value={field.value}
            onChange={field.onChange}
            error={error}
          />
        )}
      />
      <Button type="submit">Voir les prix et les trajets</Button>
    </form>
  );
}
