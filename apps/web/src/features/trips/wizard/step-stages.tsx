import { useState } from 'react';
import type { StageTown } from '@bonneroute/shared/bornes';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { PlaceAutocomplete } from '@/components/place-autocomplete/place-autocomplete';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { getBorne, useBorne } from '@/lib/geo/get-borne';
import { AmountStepper } from './amount-stepper';
import { midpointCents, type ChosenStage } from './wizard-state';
import styles from './wizard.module.css';

/**
 * Optional stage towns (docs/product/trips-and-search.md): the route's suggestions or another town, each leg from the
 * departure priced within its own range. A failed lookup means no stage (docs/product/trips-and-search.md).
 */
export function StagesStep({
  depart,
  arrivee,
  onDone,
}: {
  depart: PlaceSuggestion;
  arrivee: PlaceSuggestion;
  onDone: (stages: ChosenStage[]) => void;
}) {
  const borne = useBorne(depart.citycode, arrivee.citycode);
  const [extra, setExtra] = useState<StageTown[]>([]);
  const [chosen, setChosen] = useState<ChosenStage[]>([]);
  const [lookupFailed, setLookupFailed] = useState(false);
  if (borne.isPending) return <Spinner label="Recherche des villes étapes…" />;
  const towns = [...(borne.data?.villes_json ?? []), ...extra];

  const toggle = (town: StageTown) => {
    const selected = chosen.some((c) => c.town.code_commune === town.code_commune);
    setChosen(
      selected
        ? chosen.filter((c) => c.town.code_commune !== town.code_commune)
        : [...chosen, { town, montant: midpointCents(town.bornes.min, town.bornes.max) }],
    );
  };
  const addTown = async (place: PlaceSuggestion | null) => {
    if (!place || towns.some((t) => t.code_commune === place.citycode)) return;
    try {
      const leg = await getBorne(depart.citycode, place.citycode);
      const town: StageTown = {
        nom: place.name,
        code_commune: place.citycode,
        latitude: place.latitude,
        longitude: place.longitude,
        population: place.population,
        selected: true,
        distance_depart_km: Math.round(leg.distance_metres / 1000),
        bornes: {
          depart: leg.ville_depart,
          arrivee: leg.ville_arrivee,
          code_commune_depart: leg.code_commune_depart,
          code_commune_arrivee: leg.code_commune_arrivee,
          min: leg.min,
          max: leg.max,
        },
      };
      setExtra([...extra, town]);
      setChosen([...chosen, { town, montant: midpointCents(leg.min, leg.max) }]);
    } catch {
      setLookupFailed(true);
    }
  };
  // Stages in route order, as the server stores them.
  const ordered = [...chosen].sort((a, b) => a.town.distance_depart_km - b.town.distance_depart_km);

  return (
    <div className={styles.stack}>
      {borne.isError || lookupFailed ? (
        <Notice tone="warning">Les villes étapes ne sont pas disponibles pour ce trajet.</Notice>
      ) : null}
      {towns.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend>Villes étapes proposées</legend>
          {towns.map((town) => {
            const stage = chosen.find((c) => c.town.code_commune === town.code_commune);
            return (
              <div key={town.code_commune} className={styles.stageRow}>
                <label>
                  <input type="checkbox" checked={Boolean(stage)} onChange={() => toggle(town)} />{' '}
                  {town.nom}
                </label>
                {stage ? (
                  <AmountStepper
                    label={`Participation jusqu’à ${town.nom}`}
                    value={stage.montant}
                    min={town.bornes.min}
                    max={town.bornes.max}
                    onChange={(montant) =>
                      setChosen(chosen.map((c) => (c === stage ? { ...c, montant } : c)))
                    }
                  />
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {!borne.isError ? (
        <PlaceAutocomplete
          label="Ajouter une autre ville étape"
          value={null}
          onChange={(place) => void addTown(place)}
        />
      ) : null}
      <div className={styles.choices}>
        <Button onClick={() => onDone(ordered)} disabled={chosen.length === 0}>
          Valider les étapes
        </Button>
        <Button variant="secondary" onClick={() => onDone([])}>
          Pas d’étape
        </Button>
      </div>
    </div>
  );
}
