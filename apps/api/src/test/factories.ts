import { desc, eq } from 'drizzle-orm';
import { addDays, parisDateTimeToInstant, todayInParis } from '@bonneroute/shared/dates';
import type { Database } from '../db/client';
import { emails, passagers, trajets, utilisateurs } from '../db/schema';
import { restoreHeaders, restoreSecrets } from '../mail/mail-secrets';
import { hashPassword } from '../auth/password';
import { hashToken, newSessionToken } from '../auth/session-token';
import { insertSession } from '../auth/session.repository';
import { syncTripStops } from '../trips/trip-stops.repository';

/**
 * Test data builders (STYLE.md): each call makes fresh, valid rows; tests override what they
 * care about and never depend on seed order.
 */
let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export type UserRow = typeof utilisateurs.$inferSelect;
export type TripRow = typeof trajets.$inferSelect;
export type BookingRow = typeof passagers.$inferSelect;

export const TEST_PASSWORD = 'Motdepasse#1';
let testPasswordHash: Promise<string> | undefined;

export async function createUser(
  db: Database,
  overrides: Partial<typeof utilisateurs.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const n = next();
  const { password, ...values } = overrides;
  const passwordHash =
    password === undefined
      ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  const [row] = await db
    .insert(utilisateurs)
    .values({
      email: `utilisateur${n}.${Date.now().toString(36)}@exemple.fr`,
      prenom: `Camille${n}`,
      nom: `Martin${n}`,
      sexe: 'F',
      date_naissance: '1990-05-17',
      activated: true,
      email_valide_le: new Date(),
      password_hash: passwordHash,
      ...values,
    })
    .returning();
  return row!;
}

/** A session for the user, as a successful login would create; returns the bearer token. */
export async function loginAs(
  db: Database,
  user: Pick<UserRow, 'id'>,
  ttlMs = 3600_000,
): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    utilisateur_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlMs),
  });
  return token;
}

const PARIS = { code: '75056', nom: 'Paris', latitude: 48.85341, longitude: 2.3488 };
const LYON = { code: '69123', nom: 'Lyon', latitude: 45.74846, longitude: 4.84671 };

export async function createTrip(
  db: Database,
  overrides: Partial<typeof trajets.$inferInsert> & {
    driver?: Pick<UserRow, 'id'>;
    inDays?: number;
  } = {},
): Promise<TripRow> {
  const { driver, inDays = 3, ...values } = overrides;
  const owner = driver ?? (await createUser(db));
  const date = values.date ?? addDays(todayInParis(), inDays);
  const heure = values.heure ?? '08:30';
  const [row] = await db
    .insert(trajets)
    .values({
      utilisateur_id: owner.id,
      date,
      heure,
      depart_le: parisDateTimeToInstant(date, heure.slice(0, 5)),
      adresse_depart: 'Gare de Lyon, 75012 Paris',
      adresse_arrivee: 'Gare Part-Dieu, 69003 Lyon',
      ville_depart: PARIS.nom,
      ville_arrivee: LYON.nom,
      code_commune_depart: PARIS.code,
      code_commune_arrivee: LYON.code,
      latitude_depart: PARIS.latitude,
      longitude_depart: PARIS.longitude,
      latitude_arrivee: LYON.latitude,
      longitude_arrivee: LYON.longitude,
      duree_secondes: 16_200,
      distance_metres: 465_000,
      montant_contribution: 2200,
      nb_places_proposees: 3,
      is_resa_automatique: true,
      ...values,
    })
    .returning();
  await syncTripStops(db, [row!.id]);
  return row!;
}

/**
 * A booking, on `leg` (stop positions) or the whole route; the trip's seats and its legs' seats
 * follow from the bookings by the database's triggers (migration 0042).
 */
export async function createBooking(
  db: Database,
  options: {
    trip: Pick<TripRow, 'id'>;
    passenger?: Pick<UserRow, 'id'>;
    seats?: number;
    statut?: string;
    leg?: { depart: number; arrivee: number };
  },
): Promise<BookingRow> {
  const passenger = options.passenger ?? (await createUser(db));
  const seats = options.seats ?? 1;
  const statut = options.statut ?? 'CONFIRMEE';
  const [row] = await db
    .insert(passagers)
    .values({
      trajet_id: options.trip.id,
      utilisateur_id: passenger.id,
      nb_places_reservees: seats,
      pos_depart: options.leg?.depart ?? null,
      pos_arrivee: options.leg?.arrivee ?? null,
      statut,
      datetime_acceptation: statut === 'CONFIRMEE' ? new Date() : null,
    })
    .returning();
  return row!;
}

/**
 * The newest e-mail the app stored for that address, as its recipient reads it: the outbox row
 * with its secrets put back in place of their markers (staff never see them).
 */
export async function lastEmailTo(db: Database, recipient: string) {
  const [row] = await db
    .select()
    .from(emails)
    .where(eq(emails.recipient, recipient))
    .orderBy(desc(emails.id))
    .limit(1);
  return (
    row && {
      ...row,
      html: restoreSecrets(row.html, row.secrets),
      text: restoreSecrets(row.text, row.secrets),
      headers: restoreHeaders(row.headers, row.secrets) ?? null,
    }
  );
}

/** The first link of the site in a mail's text part, as a path ("/validation-email/…"). */
export function linkPathIn(text: string, prefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}[^\\s]*)`).exec(text);
  if (!match) throw new Error(`pas de lien ${prefix} dans le mail`);
  return match[1]!;
}
