import { eq, inArray, sql } from 'drizzle-orm';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import type { Database } from '../db/client';
import {
  ecritures,
  paiements,
  passagers,
  sandbox_operations,
  sandbox_requetes,
  trajets,
  utilisateurs_infos,
} from '../db/schema';
import { expect } from 'vitest';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import type { TestClient } from '../test/test-client';

let attempt = 0;

/** A complete docs/product/booking-and-money.md payment form for the trip; `token` is fresh unless given. */
export function paymentForm(
  trip: { id: number; utilisateur_id: number },
  overrides: Record<string, string | number> = {},
) {
  attempt += 1;
  return {
    trajet_id: trip.id,
    conducteur_id: trip.utilisateur_id,
    nb_places: 1,
    titulaire: 'Camille Martin',
    numero: TEST_CARDS.success,
    mois: '12',
    annee: String(new Date().getFullYear() + 2),
    cryptogramme: '123',
    token: `essai-${process.pid}-${attempt}-${Math.random().toString(36).slice(2)}`,
    browser_info_java_enabled: 'false',
    browser_info_language: 'fr-FR',
    browser_info_color_depth: 24,
    browser_info_screen_height: 800,
    browser_info_screen_width: 1280,
    browser_info_time_zone_offset: -60,
    browser_info_user_agent: 'Mozilla/5.0 (test)',
    ip_address: '203.0.113.9',
    ...overrides,
  };
}

export function pay(client: TestClient, userId: number, form: Record<string, string | number>) {
  return client.post(`/api/utilisateurs/${userId}/paiements`, form, { as: 'form' });
}

export async function ledgerRows(db: Database) {
  return db.select().from(ecritures).orderBy(ecritures.id);
}

/** Sum of one account (optionally one user's part of it). */
export async function balance(db: Database, compte: string, userId?: number) {
  const result = await db.execute<{ total: number }>(sql`
    SELECT coalesce(sum(montant), 0)::int AS total FROM ecritures
    WHERE compte = ${compte} ${userId === undefined ? sql`` : sql`AND utilisateur_id = ${userId}`}`);
  return result.rows[0]!.total;
}

export async function seatsBooked(db: Database, tripId: number) {
  const [row] = await db.select().from(trajets).where(eq(trajets.id, tripId));
  return row!.nb_places_reservees;
}

export async function paymentRow(db: Database, id: number) {
  const [row] = await db.select().from(paiements).where(eq(paiements.id, id));
  return row!;
}

export async function bookingRow(db: Database, id: number) {
  const [row] = await db.select().from(passagers).where(eq(passagers.id, id));
  return row!;
}

export async function sandboxRow(db: Database, reference: string) {
  const [row] = await db
    .select()
    .from(sandbox_operations)
    .where(eq(sandbox_operations.reference, reference));
  return row!;
}

/** A user who may book: nationality and country of residence filled in (docs/product/booking-and-money.md). */
export async function createPassenger(
  db: Database,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<UserRow> {
  const user = await createUser(db, overrides);
  await db
    .insert(utilisateurs_infos)
    .values({ utilisateur_id: user.id, nationalite: 'FR', pays_residence: 'FR' });
  return user;
}

/** What the sandbox processor did for one of our payments: its holds and keyed requests. */
export async function processorBookOf(db: Database, paymentId: number) {
  const holds = await db
    .select()
    .from(sandbox_operations)
    .where(eq(sandbox_operations.etiquette, `paiement:${paymentId}`));
  if (holds.length === 0) return { holds, requests: [] };
  const requests = await db
    .select({
      type: sandbox_requetes.type,
      montant: sandbox_requetes.montant,
      outcome: sql<string>`${sandbox_requetes.reponse}->>'outcome'`,
    })
    .from(sandbox_requetes)
    .where(
      inArray(
        sandbox_requetes.reference,
        holds.map((hold) => hold.reference),
      ),
    )
    .orderBy(sandbox_requetes.id);
  return { holds, requests };
}

/**
 * A new passenger books `seats` on the trip and pays with the sandbox's good card: their
 * client, and the payment row (the booking is `payment.passager_id`).
 */
export async function bookAsNewPassenger(
  ctx: { db: Database; client(): TestClient },
  trip: { id: number; utilisateur_id: number },
  seats = 1,
) {
  const passenger = await createPassenger(ctx.db);
  const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
  const response = await pay(client, passenger.id, paymentForm(trip, { nb_places: seats }));
  if (response.status !== 200)
    throw new Error(`paiement refusé (${response.status}) : ${response.text}`);
  return { passenger, client, payment: await paymentRow(ctx.db, response.body.data.id) };
}

/** POST /annulations of a booking, as the form sends it. */
export function cancelBooking(client: TestClient, tripId: number, bookingId: number) {
  return client.post(
    '/api/annulations',
    { trajet_id: tripId, passager_id: bookingId },
    { as: 'multipart' },
  );
}

const LYON_STAGE = { nom: 'Lyon', code_commune: '69123', latitude: 45.74846, longitude: 4.84671 };

/**
 * Paris → Marseille via Lyon (stops 0, 1, 2): 22 € to Lyon, 40 € in all; leg "0-1" is
 * Paris → Lyon, "1-2" Lyon → Marseille (docs/decisions/028-seats-per-leg.md).
 */
export function createTripViaLyon(db: Database, overrides: Parameters<typeof createTrip>[1] = {}) {
  return createTrip(db, {
    ville_arrivee: 'Marseille',
    code_commune_arrivee: '13055',
    adresse_arrivee: 'Gare Saint-Charles, 13001 Marseille',
    latitude_arrivee: 43.29695,
    longitude_arrivee: 5.38107,
    montant_contribution: 4000,
    villes_etapes: [LYON_STAGE],
    montants_etapes: [2200],
    ...overrides,
  });
}

/** Seats left on each leg of a trip, from the search's copy: {"0-1": 2, "1-2": 0, "0-2": 0}. */
export async function legSeats(db: Database, tripId: number): Promise<Record<string, number>> {
  const result = await db.execute<{ leg: string; places: number; reservable: boolean }>(sql`
    SELECT pos_depart || '-' || pos_arrivee AS leg, nb_places_disponibles AS places, reservable
      FROM trajets_troncons WHERE trajet_id = ${tripId} ORDER BY pos_depart, pos_arrivee`);
  for (const row of result.rows) expect(row.reservable).toBe(row.places > 0);
  return Object.fromEntries(result.rows.map((row) => [row.leg, row.places]));
}
