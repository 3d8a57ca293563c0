import { todayInParis } from '@bonneroute/shared/dates';
import { ageOn } from '@bonneroute/shared/user-space';
import { averageRating } from '@bonneroute/shared/reviews';
import { readPreferences, seatsLeft, type Trip, type TripStage } from '@bonneroute/shared/trips';
import type {
  DriverRecord,
  PassengerRecord,
  TripRecord,
  ViewerBookingRecord,
} from './trips.repository';
import { capitalise } from '@bonneroute/shared/auth';

/**
 * What the wire shape of a trip reads of its row: every column but the computed departure
 * instant, the road distance and the timestamps (the trip and search pages read only these).
 */
export type WireTripRecord = Omit<
  TripRecord,
  'depart_le' | 'distance_metres' | 'created_at' | 'updated_at'
>;

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
const round1 = (km: number) => Math.round(km * 10) / 10;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Where a searched trip matched: the stops of the leg, their distances, the leg's price. */
export interface SearchMatch {
  trajet_id: number;
  pos_depart: number;
  pos_arrivee: number;
  distance_depart: number;
  distance_arrivee: number;
  montant: number;
  /** Seats left on that leg (docs/decisions/028-seats-per-leg.md). */
  nb_places_disponibles: number;
}

export interface WireContext {
  driver: DriverRecord | undefined;
  passengers: PassengerRecord[];
  /** The viewer's own bookings on the trip, whatever their state. */
  viewerBookings?: ViewerBookingRecord[];
  viewerId: number | null;
  match?: SearchMatch;
  /** The driver's verified mobile, for a confirmed passenger on the trip page only. */
  driverPhone?: string | null;
  /** Confirmed passengers' verified mobiles, for the driver on the trip page only. */
  passengerPhones?: Map<number, string>;
}

/** Stage towns as stored; those published before meeting points have no address nor note. */
export function stagesOf(record: Pick<WireTripRecord, 'villes_etapes'>): TripStage[] {
  if (!Array.isArray(record.villes_etapes)) return [];
  return (record.villes_etapes as Partial<TripStage>[]).map((stage) => ({
    nom: stage.nom ?? '',
    code_commune: stage.code_commune ?? '',
    latitude: stage.latitude ?? 0,
    longitude: stage.longitude ?? 0,
    adresse: stage.adresse ?? null,
    note: stage.note ?? null,
  }));
}

export function stageAmountsOf(record: WireTripRecord): number[] {
  return Array.isArray(record.montants_etapes) ? (record.montants_etapes as number[]) : [];
}

/** Town names of the stops: departure, stage towns, arrival. */
function stopNames(record: WireTripRecord): string[] {
  return [record.ville_depart, ...stagesOf(record).map((s) => s.nom), record.ville_arrivee];
}

/** The driver's age today (Paris), never the birth date itself. */
function ageOfDriver(birthDate: string | null): number | null {
  if (!birthDate || birthDate.startsWith('0000')) return null;
  return ageOn(birthDate, todayInParis());
}

/** Where a passenger gets in and out: their booking's stops, or the whole route (older bookings). */
function passengerLeg(p: PassengerRecord, names: string[]) {
  const last = names.length - 1;
  const depart = p.pos_depart !== null && p.pos_depart <= last ? p.pos_depart : 0;
  const arrivee = p.pos_arrivee !== null && p.pos_arrivee <= last ? p.pos_arrivee : last;
  return { depart, arrivee, ville_depart: names[depart]!, ville_arrivee: names[arrivee]! };
}

export function toWireTrip(record: WireTripRecord, context: WireContext): Trip {
  const { driver, passengers, viewerId, match } = context;
  const own = viewerId === null ? undefined : passengers.find((p) => p.id === viewerId);
  const names = stopNames(record);
  // The real average of the driver's published reviews (null: « Nouveau membre »).
  const note = driver ? averageRating(driver.somme_notes, driver.nb_avis) : null;
  return {
    id: record.id,
    date: record.date,
    heure: record.heure.slice(0, 5),
    adresse_depart: record.adresse_depart,
    adresse_arrivee: record.adresse_arrivee,
    adresse_depart_id: record.adresse_depart_id,
    adresse_arrivee_id: record.adresse_arrivee_id,
    latitude_depart: record.latitude_depart,
    longitude_depart: record.longitude_depart,
    latitude_arrivee: record.latitude_arrivee,
    longitude_arrivee: record.longitude_arrivee,
    note_depart: record.note_depart ?? null,
    note_arrivee: record.note_arrivee ?? null,
    ville_depart: record.ville_depart,
    ville_arrivee: record.ville_arrivee,
    code_commune_depart: record.code_commune_depart,
    code_commune_arrivee: record.code_commune_arrivee,
    adresses: {
      depart: { ville: record.ville_depart, complete: record.adresse_depart },
      arrivee: { ville: record.ville_arrivee, complete: record.adresse_arrivee },
    },
    distance_depart: match ? round1(match.distance_depart) : null,
    distance_arrivee: match ? round1(match.distance_arrivee) : null,
    duree_secondes: record.duree_secondes,
    montant_contribution: record.montant_contribution,
    nb_places_proposees: record.nb_places_proposees,
    nb_places_reservees: record.nb_places_reservees,
    computed: {
      nb_places_disponibles: seatsLeft(record),
    },
    is_resa_automatique: flag(record.is_resa_automatique),
    is_roles_passagers: flag(record.is_roles_passagers),
    roles_passagers: record.roles_passagers,
    description: record.description,
    code_promo: record.code_promo,
    villes_etapes: stagesOf(record),
    montants_etapes: stageAmountsOf(record),
    is_publie: flag(record.is_publie),
    is_effectue: flag(record.is_effectue),
    actif: flag(record.actif),
    parent_id: record.parent_id,
    serie_id: record.serie_id,
    aller_id: record.aller_id,
    retour_id: record.retour_id,
    passager_id: own?.booking_id ?? null,
    telephone_conducteur: context.driverPhone ?? null,
    utilisateur_id: record.utilisateur_id,
    conducteur: {
      id: record.utilisateur_id,
      prenom: capitalise(driver?.prenom ?? ''),
      avatar: driver?.avatar ?? null,
      age: ageOfDriver(driver?.date_naissance ?? null),
      sexe: driver?.sexe ?? 'X',
      note,
      nb_avis: driver?.nb_avis ?? 0,
    },
    passagers: passengers.map((p) => ({
      id: p.id,
      prenom: capitalise(p.prenom),
      avatar: p.avatar,
      nb_places_reservees: p.nb_places_reservees,
      statut: p.statut,
      troncon: passengerLeg(p, names),
      telephone: p.statut === 'CONFIRMEE' ? (context.passengerPhones?.get(p.id) ?? null) : null,
    })),
    mes_reservations: (context.viewerBookings ?? []).map((booking) => ({
      id: booking.id,
      nb_places_reservees: booking.nb_places_reservees,
      statut: booking.statut,
      created_at: iso(booking.created_at),
      montant_paye: booking.montant_paye,
      paiement_statut: booking.paiement_statut,
      rembourse: booking.rembourse,
      date_remboursement: booking.date_remboursement ? iso(booking.date_remboursement) : null,
      modification_importante_le: booking.modification_importante_le
        ? iso(booking.modification_importante_le)
        : null,
    })),
    preferences: readPreferences(record.preferences),
    note,
    troncon: match
      ? {
          depart: match.pos_depart,
          arrivee: match.pos_arrivee,
          ville_depart: names[match.pos_depart] ?? record.ville_depart,
          ville_arrivee: names[match.pos_arrivee] ?? record.ville_arrivee,
          montant_contribution: match.montant,
          nb_places_disponibles: match.nb_places_disponibles,
        }
      : null,
  };
}
