import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adresses, passagers, trajets } from '../db/schema';
import type { CommuneRecord } from '../geo/communes-data';
import { syncTripStops } from '../trips/trip-stops.repository';
import type { DemoBooking, DemoTrip } from './demo-plan';

/** Demo trips, their addresses and bookings, inserted in bulk (first seed, top-ups, history). */
export async function insertTrips(
  db: DbOrTx,
  trips: DemoTrip[],
  userIds: Map<string, number>,
): Promise<number[]> {
  const addressIds = await upsertAddresses(db, trips);
  const ids: number[] = [];
  for (let start = 0; start < trips.length; start += 200) {
    const chunk = trips.slice(start, start + 200);
    const rows = await db
      .insert(trajets)
      .values(
        chunk.map((trip) => ({
          utilisateur_id: userIds.get(trip.driverKey)!,
          date: trip.date,
          heure: trip.heure,
          depart_le: trip.depart_le,
          adresse_depart: trip.adresse_depart,
          adresse_arrivee: trip.adresse_arrivee,
          adresse_depart_id: addressIds.get(addressKey(trip.depart, trip.adresse_depart)) ?? null,
          adresse_arrivee_id:
            addressIds.get(addressKey(trip.arrivee, trip.adresse_arrivee)) ?? null,
          ville_depart: trip.depart.nom,
          ville_arrivee: trip.arrivee.nom,
          code_commune_depart: trip.depart.code,
          code_commune_arrivee: trip.arrivee.code,
          latitude_depart: trip.depart.latitude,
          longitude_depart: trip.depart.longitude,
          latitude_arrivee: trip.arrivee.latitude,
          longitude_arrivee: trip.arrivee.longitude,
          duree_secondes: trip.duree_secondes,
          distance_metres: trip.distance_metres,
          montant_contribution: trip.montant_contribution,
          nb_places_proposees: trip.nb_places_proposees,
          is_resa_automatique: trip.is_resa_automatique,
          is_roles_passagers: trip.is_roles_passagers,
          roles_passagers: trip.roles_passagers,
          description: trip.description,
          villes_etapes: trip.villes_etapes,
          montants_etapes: trip.montants_etapes,
          is_effectue: trip.is_effectue ?? false,
        })),
      )
      .returning({ id: trajets.id });
    await syncTripStops(
      db,
      rows.map((row) => row.id),
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

function addressKey(commune: CommuneRecord, complete: string): string {
  return `${commune.code}|${complete}`;
}

async function upsertAddresses(db: DbOrTx, trips: DemoTrip[]): Promise<Map<string, number>> {
  const usage = new Map<string, { commune: CommuneRecord; complete: string; uses: number }>();
  for (const trip of trips) {
    for (const [commune, complete] of [
      [trip.depart, trip.adresse_depart],
      [trip.arrivee, trip.adresse_arrivee],
    ] as const) {
      const key = addressKey(commune, complete);
      const entry = usage.get(key) ?? { commune, complete, uses: 0 };
      entry.uses += 1;
      usage.set(key, entry);
    }
  }
  const rows = await db
    .insert(adresses)
    .values(
      [...usage.values()].map(({ commune, complete, uses }) => ({
        complete,
        code_commune: commune.code,
        latitude: commune.latitude,
        longitude: commune.longitude,
        nb_usages: uses,
      })),
    )
    .onConflictDoUpdate({
      target: [adresses.code_commune, adresses.complete],
      set: { nb_usages: sql`${adresses.nb_usages} + excluded.nb_usages` },
    })
    .returning({ id: adresses.id, code: adresses.code_commune, complete: adresses.complete });
  return new Map(rows.map((row) => [`${row.code}|${row.complete}`, row.id]));
}

export async function insertBookings(
  db: DbOrTx,
  bookings: DemoBooking[],
  tripIds: number[],
  userIds: Map<string, number>,
): Promise<void> {
  if (bookings.length === 0) return;
  await db.insert(passagers).values(
    bookings.map((booking) => ({
      trajet_id: tripIds[booking.tripIndex]!,
      utilisateur_id: userIds.get(booking.passengerKey)!,
      nb_places_reservees: booking.nb_places_reservees,
      statut: booking.statut,
      datetime_acceptation: booking.statut === 'CONFIRMEE' ? new Date() : null,
    })),
  );
  // The trips' seats booked follow from these bookings (triggers of migration 0042).
}
