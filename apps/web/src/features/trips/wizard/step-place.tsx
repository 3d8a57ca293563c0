import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { createTripBodySchema } from '@bonneroute/shared/trips';
import { PlaceAutocomplete } from '@/components/place-autocomplete/place-autocomplete';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { api, unwrap } from '@/lib/api-client';
import { maxLengthOf } from '@/lib/forms/schema-rules';
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

/** The precise meeting point in the chosen town: a used address or the driver's own text. */
export function AddressStep({
  town,
  label,
  onChoose,
}: {
  town: PlaceSuggestion;
  label: string;
  onChoose: (address: WizardAddress) => void;
}) {
  const [text, setText] = useState('');
  const used = useUsedAddresses(town.citycode);
  const inTown = { latitude: town.latitude, longitude: town.longitude };
  const submit = () => {
    const value = text.trim();
    if (value.length < 4) return;
    onChoose({ complete: value.slice(0, addressMax), ...inTown });
  };
  return (
    <div className={styles.stack}>
      <TextField
        label={label}
        hint={`Lieu de rendez-vous à ${town.name} (gare, parking, rue…)`}
        value={text}
        maxLength={addressMax}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          }
        }}
      />
      <Button onClick={submit} disabled={text.trim().length < 4}>
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
