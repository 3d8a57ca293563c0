import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import type { StageTown } from '@bonneroute/shared/bornes';
import type { TimePeriodCode, TravelPreferences } from '@bonneroute/shared/trips';
import type { ApiBody } from '@/lib/api-client';

export interface WizardAddress {
  complete: string;
  latitude: number;
  longitude: number;
  adresse_id?: number;
  /** The driver's note for the passengers (« devant l’entrée »). */
  note?: string;
}

export interface ChosenStage {
  town: StageTown;
  montant: number;
  /** The stage's meeting point, its centre without one. */
  point?: WizardAddress;
}

/** « Ce trajet est régulier »: ISO weekdays and the end date (docs/product/trips-and-search.md#regular-trips). */
export interface WizardRecurrence {
  jours: number[];
  jusqu_au: string;
}

/** « Publier aussi le retour »: its date, time and whole-route price in cents. */
export interface WizardReturn {
  date: string;
  heure: string;
  montant_contribution: number;
}

/**
 * docs/product/trips-and-search.md Trip wizard: each step appears once the previous one is set; entry complete when every
 * field is. Stage choice: -1 undecided, 0 none, 1 chosen. Promo: -1 undecided, 0 no, 1 typing,
 * 2 verified.
 */
export interface WizardState {
  date: string | null;
  period: TimePeriodCode | null;
  heure: string | null;
  departTown: PlaceSuggestion | null;
  departAddress: WizardAddress | null;
  arriveeTown: PlaceSuggestion | null;
  arriveeAddress: WizardAddress | null;
  stageChoice: -1 | 0 | 1;
  stages: ChosenStage[];
  seats: number | null;
  automatic: boolean | null;
  rolesChoice: boolean | null;
  roles: boolean[];
  castingDone: boolean;
  contribution: number | null;
  promoChoice: -1 | 0 | 1 | 2;
  promoCode: string;
  description: string | null;
  /** This trip's travel preferences once changed in the summary; null: the profile's. */
  preferences: TravelPreferences | null;
  /** Regular trip and return, chosen on the summary (the last step); absent or null: no. */
  recurrence?: WizardRecurrence | null;
  retour?: WizardReturn | null;
}

export const initialWizard: WizardState = {
  date: null,
  period: null,
  heure: null,
  departTown: null,
  departAddress: null,
  arriveeTown: null,
  arriveeAddress: null,
  stageChoice: -1,
  stages: [],
  seats: null,
  automatic: null,
  rolesChoice: null,
  roles: [false, false, false, false],
  castingDone: false,
  contribution: null,
  promoChoice: -1,
  promoCode: '',
  description: null,
  preferences: null,
};

export type WizardStep =
  | 'date'
  | 'period'
  | 'heure'
  | 'departTown'
  | 'departAddress'
  | 'arriveeTown'
  | 'arriveeAddress'
  | 'stages'
  | 'seats'
  | 'automatic'
  | 'roles'
  | 'contribution'
  | 'promo'
  | 'description'
  | 'summary';

/** The first step still to answer, in the documented order. */
export function currentStep(state: WizardState): WizardStep {
  if (!state.date) return 'date';
  if (!state.period && !state.heure) return 'period';
  if (!state.heure) return 'heure';
  if (!state.departTown) return 'departTown';
  if (!state.departAddress) return 'departAddress';
  if (!state.arriveeTown) return 'arriveeTown';
  if (!state.arriveeAddress) return 'arriveeAddress';
  if (state.stageChoice < 0) return 'stages';
  if (!state.seats) return 'seats';
  if (state.automatic === null) return 'automatic';
  if (state.rolesChoice === null || (state.rolesChoice && !state.castingDone)) return 'roles';
  if (state.contribution === null) return 'contribution';
  if (state.promoChoice === -1 || state.promoChoice === 1) return 'promo';
  if (state.description === null) return 'description';
  return 'summary';
}

/** The 6 stages shown above the wizard (docs/product/trips-and-search.md). */
export const WIZARD_STAGES = [
  { label: 'Date et heure', steps: ['date', 'period', 'heure'] },
  { label: 'Départ', steps: ['departTown', 'departAddress'] },
  { label: 'Destination', steps: ['arriveeTown', 'arriveeAddress', 'stages'] },
  { label: 'Passagers', steps: ['seats', 'automatic', 'roles'] },
  { label: 'Participation', steps: ['contribution', 'promo'] },
  { label: 'Publication', steps: ['description', 'summary'] },
] as const;

/** Default and suggested contribution: rounded midpoint of the range, whole euros (docs/product/trips-and-search.md). */
export function midpointCents(min: number, max: number): number {
  return Math.round((min + max) / 200) * 100;
}

/** The POST /trajets fields (docs/product/trips-and-search.md). */
export function publishFields(state: WizardState): ApiBody<'/trajets'> {
  const fields: ApiBody<'/trajets'> = {
    date: state.date!,
    heure: state.heure!,
    adresse_depart: state.departAddress!.complete,
    adresse_arrivee: state.arriveeAddress!.complete,
    code_commune_depart: state.departTown!.citycode,
    code_commune_arrivee: state.arriveeTown!.citycode,
    latitude_depart: state.departAddress!.latitude,
    longitude_depart: state.departAddress!.longitude,
    latitude_arrivee: state.arriveeAddress!.latitude,
    longitude_arrivee: state.arriveeAddress!.longitude,
    nb_places_proposees: state.seats!,
    is_resa_automatique: state.automatic ? 1 : 0,
    is_roles_passagers: state.rolesChoice ? 1 : 0,
    roles_passagers: [...state.roles, state.castingDone && state.rolesChoice]
      .map((flag) => (flag ? '1' : '0'))
      .join(','),
    montant_contribution: state.contribution!,
    description: state.description ?? '',
    is_publie: 1,
  };
  if (state.departAddress!.note) fields.note_depart = state.departAddress!.note;
  if (state.arriveeAddress!.note) fields.note_arrivee = state.arriveeAddress!.note;
  if (state.departAddress!.adresse_id) fields.adresse_depart_id = state.departAddress!.adresse_id;
  if (state.arriveeAddress!.adresse_id)
    fields.adresse_arrivee_id = state.arriveeAddress!.adresse_id;
  if (state.stageChoice === 1 && state.stages.length > 0) {
    // Sent as JSON text in the multipart body (asMultipart).
    fields.villes_etapes = state.stages.map(({ town, point }) =>
      point
        ? {
            code_commune: town.code_commune,
            adresse: point.complete,
            latitude: point.latitude,
            longitude: point.longitude,
            note: point.note ?? null,
          }
        : town.code_commune,
    );
    fields.montants_etapes = state.stages.map((s) => s.montant);
  }
  if (state.promoChoice === 2 && state.promoCode) fields.code_promo = state.promoCode;
  if (state.preferences) fields.preferences = state.preferences;
  if (state.recurrence) fields.recurrence = state.recurrence;
  if (state.retour) fields.retour = state.retour;
  return fields;
}
