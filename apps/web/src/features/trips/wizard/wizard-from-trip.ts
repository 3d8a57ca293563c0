import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { parseRoles, type Trip } from '@bonneroute/shared/trips';
import { initialWizard, type WizardState } from './wizard-state';

function town(nom: string, code: string, latitude: number, longitude: number): PlaceSuggestion {
  return {
    type: 'municipality',
    label: nom,
    name: nom,
    postcode: '',
    city: nom,
    citycode: code,
    context: '',
    latitude,
    longitude,
    population: 0,
    coordonnees_estimees: false,
    slug: '',
  };
}

/**
 * « Republier » (docs/product/trips-and-search.md#republishing): the wizard filled with a past
 * trip's towns, points, stages, prices, seats, roles, description and preferences; only the date and the time
 * are asked again (the server checks every rule again, the stage prices' ranges included).
 */
export function wizardFromTrip(trip: Trip): WizardState {
  const roles = parseRoles(trip.roles_passagers);
  return {
    ...initialWizard,
    departTown: town(
      trip.ville_depart,
      trip.code_commune_depart,
      trip.latitude_depart,
      trip.longitude_depart,
    ),
    departAddress: {
      complete: trip.adresse_depart,
      latitude: trip.latitude_depart,
      longitude: trip.longitude_depart,
      ...(trip.adresse_depart_id ? { adresse_id: trip.adresse_depart_id } : {}),
      ...(trip.note_depart ? { note: trip.note_depart } : {}),
    },
    arriveeTown: town(
      trip.ville_arrivee,
      trip.code_commune_arrivee,
      trip.latitude_arrivee,
      trip.longitude_arrivee,
    ),
    arriveeAddress: {
      complete: trip.adresse_arrivee,
      latitude: trip.latitude_arrivee,
      longitude: trip.longitude_arrivee,
      ...(trip.adresse_arrivee_id ? { adresse_id: trip.adresse_arrivee_id } : {}),
      ...(trip.note_arrivee ? { note: trip.note_arrivee } : {}),
    },
    stageChoice: trip.villes_etapes.length > 0 ? 1 : 0,
    stages: trip.villes_etapes.map((stage, i) => {
      const montant = trip.montants_etapes[i] ?? 0;
      return {
        town: {
          nom: stage.nom,
          code_commune: stage.code_commune,
          latitude: stage.latitude,
          longitude: stage.longitude,
          population: 0,
          selected: true,
          distance_depart_km: 0,
          bornes: {
            depart: trip.ville_depart,
            arrivee: stage.nom,
            code_commune_depart: trip.code_commune_depart,
            code_commune_arrivee: stage.code_commune,
            min: montant,
            max: montant,
          },
        },
        montant,
        ...(stage.adresse
          ? {
              point: {
                complete: stage.adresse,
                latitude: stage.latitude,
                longitude: stage.longitude,
                ...(stage.note ? { note: stage.note } : {}),
              },
            }
          : {}),
      };
    }),
    seats: trip.nb_places_proposees,
    automatic: trip.is_resa_automatique === 1,
    rolesChoice: trip.is_roles_passagers === 1,
    roles: roles.slice(0, 4),
    castingDone: true,
    contribution: trip.montant_contribution,
    promoChoice: 0,
    promoCode: '',
    description: trip.description ?? '',
    // The trip's own preferences come again (the summary shows them, editable).
    preferences: trip.preferences,
  };
}
