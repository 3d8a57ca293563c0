import { formatEurosShort } from '@bonneroute/shared/pricing';
import type { Trip } from '@bonneroute/shared/trips';
import { useBorne } from '@/lib/geo/get-borne';

/** A stage town in the change form: kept as the trip has it (with its point), or new. */
export interface StageDraft {
  code_commune: string;
  nom: string;
  /** The price from the departure to this town, in euros as typed. */
  prix: string;
  /** The stage as the trip has it (its meeting point), for a town kept. */
  existing?: Trip['villes_etapes'][number];
  bornes?: { min: number; max: number };
}

export const stageDraftsOf = (trip: Trip): StageDraft[] =>
  trip.villes_etapes.map((stage, i) => ({
    code_commune: stage.code_commune,
    nom: stage.nom,
    prix: String((trip.montants_etapes[i] ?? 0) / 100),
    existing: stage,
  }));

/**
 * The stage towns of « Modifier le trajet »: the trip's (each may be removed) and the route's
 * suggestions (each may be added), each with its price from the departure. The server refuses,
 * in French, to drop a town where a passenger gets in or out.
 */
export function StageTownsFields({
  trip,
  value,
  onChange,
}: {
  trip: Trip;
  value: StageDraft[];
  onChange: (next: StageDraft[]) => void;
}) {
  const borne = useBorne(trip.code_commune_depart, trip.code_commune_arrivee);
  const suggestions = (borne.data?.villes_json ?? []).filter(
    (town) => !value.some((stage) => stage.code_commune === town.code_commune),
  );
  const usedBy = (code: string) => {
    const index = trip.villes_etapes.findIndex((stage) => stage.code_commune === code) + 1;
    return (
      index > 0 &&
      trip.passagers.some((p) => p.troncon.depart === index || p.troncon.arrivee === index)
    );
  };
  return (
    <fieldset>
      <legend>Villes étapes</legend>
      {value.length === 0 ? <p>Aucune ville étape.</p> : null}
      {value.map((stage) => (
        <div key={stage.code_commune}>
          <label>
            Jusqu’à {stage.nom} (€)
            <input
              inputMode="decimal"
              value={stage.prix}
              aria-describedby={stage.bornes ? `borne-${stage.code_commune}` : undefined}
              onChange={(e) =>
                onChange(
                  value.map((s) =>
                    s.code_commune === stage.code_commune ? { ...s, prix: e.target.value } : s,
                  ),
                )
              }
            />
          </label>
          {stage.bornes ? (
            <small id={`borne-${stage.code_commune}`}>
              Entre {formatEurosShort(stage.bornes.min)} et {formatEurosShort(stage.bornes.max)}.
            </small>
          ) : null}
          <button
            type="button"
            onClick={() => onChange(value.filter((s) => s.code_commune !== stage.code_commune))}
            disabled={usedBy(stage.code_commune)}
            title={usedBy(stage.code_commune) ? 'Un passager monte ou descend ici' : undefined}
          >
            Retirer {stage.nom}
          </button>
        </div>
      ))}
      {suggestions.length > 0 ? (
        <label>
          Ajouter une ville étape
          <select
            value=""
            onChange={(e) => {
              const town = suggestions.find((t) => t.code_commune === e.target.value);
              if (!town) return;
              const midpoint = Math.round((town.bornes.min + town.bornes.max) / 200);
              onChange([
                ...value,
                {
                  code_commune: town.code_commune,
                  nom: town.nom,
                  prix: String(midpoint),
                  bornes: { min: town.bornes.min, max: town.bornes.max },
                },
              ]);
            }}
          >
            <option value="">Choisir une ville sur la route…</option>
            {suggestions.map((town) => (
              <option key={town.code_commune} value={town.code_commune}>
                {town.nom}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}
