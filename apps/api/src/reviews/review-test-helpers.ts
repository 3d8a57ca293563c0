import { eq, sql } from 'drizzle-orm';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { markTripsDone } from '../booking/trips-done.service';
import { avis_fenetres, utilisateurs } from '../db/schema';
import {
  createBooking,
  createTrip,
  createUser,
  loginAs,
  type TripRow,
  type UserRow,
} from '../test/factories';
import type { TestContext } from '../test/test-app';
import type { TestClient } from '../test/test-client';

export interface Traveller {
  user: UserRow;
  token: string;
  client: TestClient;
}

export async function traveller(
  ctx: TestContext,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<Traveller> {
  const user = await createUser(ctx.db, overrides);
  const token = await loginAs(ctx.db, user);
  return { user, token, client: ctx.client().withToken(token) };
}

/**
 * A trip that left `daysAgo` days ago with confirmed passengers, marked done by the real
 * trips-done job (which opens the review window).
 */
export async function travelledTrip(
  ctx: TestContext,
  options: { driver?: Traveller; passengers?: Traveller[] | number; daysAgo?: number } = {},
): Promise<{ trip: TripRow; driver: Traveller; passengers: Traveller[] }> {
  const driver = options.driver ?? (await traveller(ctx, { prenom: 'camille' }));
  const passengers = Array.isArray(options.passengers)
    ? options.passengers
    : await Promise.all(
        Array.from({ length: options.passengers ?? 1 }, () => traveller(ctx, { prenom: 'léo' })),
      );
  const trip = await createTrip(ctx.db, {
    driver: driver.user,
    date: addDays(todayInParis(), -(options.daysAgo ?? 1)),
    heure: '08:30',
    nb_places_proposees: 4,
  });
  for (const passenger of passengers)
    await createBooking(ctx.db, { trip, passenger: passenger.user });
  await markTripsDone(ctx.app.deps);
  return { trip, driver, passengers };
}

/** Time passes: the trip's window closed `days` ago (its reviews' deadline with it). */
export async function closeWindow(ctx: TestContext, tripId: number) {
  const past = new Date(Date.now() - 60_000);
  await ctx.db
    .update(avis_fenetres)
    .set({ date_limite: past })
    .where(eq(avis_fenetres.trajet_id, tripId));
  await ctx.db.execute(
    sql`UPDATE avis SET date_limite = ${past.toISOString()} WHERE trajet_id = ${tripId}`,
  );
}

export function review(
  client: TestClient,
  body: Record<string, unknown>,
  as: 'json' | 'form' | 'multipart' = 'json',
) {
  return client.post('/api/avis', body, { as });
}

export async function ratingOf(ctx: TestContext, userId: number) {
  const [row] = await ctx.db
    .select({ nb: utilisateurs.nb_avis, somme: utilisateurs.somme_notes })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, userId));
  return row!;
}
