import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { createTripBodySchema } from '@bonneroute/shared/trips';
import { PlaceAutocomplete } from '@/components/place-autocomplete/place-autocomplete';
import { Button } from '@/components/ui/button';
import { api, unwrap } from '@/lib/api-client';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { MeetingPointFields, type PointDraft } from '../components/meeting-point-fields';
import type { WizardAddress } from './wizard-state';
import styles from './wizard.module.css';

/** The server's limit of a meeting address (POST /trajets, same for departure and arrival). */
const addressMax = maxLengthOf(createTripBodySchema.shape.adresse_depart);

export function TownStep({
  label,
  onChoose,
}: {
  label: string;
  onChoose: (town: PlaceSuggestion) => void;
}) {
  return (
    <PlaceAutocomplete
      label={label}
      hint="Code postal ou nom de la ville"
      value={null}
      autoFocus
      onChange={(place) => {
        if (place) onChoose(place);
      }}
    />
  );
}

/** docs/product/trips-and-search.md GET /adresses?filter[code_commune]&sort=-nb_usages&limit=5: the town's used addresses. */
function useUsedAddresses(codeCommune: string) {
  return useQuery({
    queryKey: ['adresses', codeCommune],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/adresses', {
            params: {
              query: { filter: { code_commune: codeCommune }, sort: '-nb_usages', limit: 5 },
            },
            signal,
          }),
        )
      ).data,
  });
}

/**
 * The precise meeting point in the chosen town (docs/product/trips-and-search.md#meeting-points):
 * found by the address search, picked on the map or typed, with an optional note; or one of the
 * town's used addresses.
 */
export function AddressStep({
  town,
  label,
  onChoose,
}: {
  town: PlaceSuggestion;
  label: string;
  onChoose: (address: WizardAddress) => void;
}) {
  const inTown = { latitude: town.latitude, longitude: town.longitude };
  const [draft, setDraft] = useState<PointDraft>({ adresse: '', note: '', ...inTown });
  const used = useUsedAddresses(town.citycode);
  const note = draft.note.trim() || undefined;
  const submit = () => {
    const value = draft.adresse.trim();
    if (value.length < 4) return;
    onChoose({
      complete: value.slice(0, addressMax),
      latitude: draft.latitude,
      longitude: draft.longitude,
      note,
    });
  };
  return (
    <div className={styles.stack}>
      <MeetingPointFields
        town={town}
        label={label}
        hint={`Lieu de rendez-vous à ${town.name} (gare, parking, rue…)`}
        value={draft}
        onChange={setDraft}
        onEnter={submit}
      />
      <Button onClick={submit} disabled={draft.adresse.trim().length < 4}>
        Valider l’adresse
      </Button>
      {used.data && used.data.length > 0 ? (
        <div className={styles.choices} role="group" aria-label="Adresses déjà utilisées">
          {used.data.map((address) => (
            <Button
              key={address.id}
              variant="ghost"
              size="small"
              onClick={() =>
                onChoose({
                  complete: address.complete,
                  latitude: address.latitude ?? inTown.latitude,
                  longitude: address.longitude ?? inTown.longitude,
                  adresse_id: address.id,
                  note,
                })
              }
            >
              {address.complete}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
