import { count, eq, inArray } from 'drizzle-orm';
import { todayInParis } from '@bonneroute/shared/dates';
import { arrivalInstant, isWindowOpen, reviewDeadline } from '@bonneroute/shared/reviews';
import type { Database, DbOrTx } from '../db/client';
import { avis, avis_fenetres, utilisateurs } from '../db/schema';
import { loadLocatedCommunes } from '../geo/communes-data';
import { refreshRatings } from '../reviews/reviews.repository';
import { buildDemoHistory, type DemoHistory } from './demo-history';
import { buildDemoPlan, DEMO_SEED, type DemoPlan } from './demo-plan';
import { insertBookings, insertTrips } from './seed-trips';
import { insertDemoVehicles } from './demo-vehicles';

export const DEMO_HISTORY_SEED = DEMO_SEED + 18;
const DAY_MS = 24 * 3600_000;

export interface HistoryResult {
  trips: number;
  bookings: number;
  reviews: number;
}

/**
 * Inserts the demo history: done trips, their passengers, review windows still open, and the
 * reviews, published as the double-blind rule would have (both sides written, or the window
 * closed); then each member's kept rating.
 */
export async function insertDemoHistory(
  tx: DbOrTx,
  history: DemoHistory,
  userIds: Map<string, number>,
  now: Date,
): Promise<HistoryResult> {
  const tripIds = await insertTrips(tx, history.trips, userIds);
  await insertBookings(tx, history.bookings, tripIds, userIds);
  const deadlines = history.trips.map((trip) =>
    reviewDeadline(arrivalInstant(trip.depart_le, trip.duree_secondes)),
  );
  const open = history.trips.flatMap((trip, i) =>
    isWindowOpen(deadlines[i]!, now)
      ? [
          {
            trajet_id: tripIds[i]!,
            arrivee_le: arrivalInstant(trip.depart_le, trip.duree_secondes),
            date_limite: deadlines[i]!,
          },
        ]
      : [],
  );
  if (open.length > 0) await tx.insert(avis_fenetres).values(open);

  const written = new Map(
    history.reviews.map((r) => [`${r.tripIndex}:${r.authorKey}:${r.targetKey}`, r]),
  );
  const rows = history.reviews.map((review) => {
    const deadline = deadlines[review.tripIndex]!;
    const counterpart = written.get(`${review.tripIndex}:${review.targetKey}:${review.authorKey}`);
    const publishedAt = counterpart
      ? new Date(Math.max(review.createdAt.getTime(), counterpart.createdAt.getTime()))
      : isWindowOpen(deadline, now)
        ? null
        : deadline;
    const replied = publishedAt && review.reponse;
    return {
      trajet_id: tripIds[review.tripIndex]!,
      auteur_id: userIds.get(review.authorKey)!,
      cible_id: userIds.get(review.targetKey)!,
      note: review.note,
      commentaire: review.commentaire,
      date_limite: deadline,
      publie_le: publishedAt,
      reponse: replied ? review.reponse : null,
      reponse_le: replied
        ? new Date(Math.min(now.getTime(), publishedAt.getTime() + DAY_MS))
        : null,
      created_at: review.createdAt,
      updated_at: review.createdAt,
    };
  });
  for (let start = 0; start < rows.length; start += 500)
    await tx.insert(avis).values(rows.slice(start, start + 500));
  await refreshRatings(tx, [...new Set(userIds.values())]);
  return { trips: tripIds.length, bookings: history.bookings.length, reviews: rows.length };
}

export function planDemoHistory(plan: DemoPlan, today: string, now: Date): DemoHistory {
  return buildDemoHistory(plan, { today, now, seed: DEMO_HISTORY_SEED });
}

/**
 * A database seeded before reviews existed gets the demo history (and the drivers' cars) once:
 * the demo members are found again by their addresses (the plan is the same for the same seed).
 */
export async function addMissingDemoHistory(
  db: Database,
  dataDir: string,
  now: Date,
  loginEmails: Record<string, string>,
): Promise<HistoryResult | null> {
  const [{ reviews } = { reviews: 0 }] = await db.select({ reviews: count() }).from(avis);
  if (reviews > 0) return null;
  const today = todayInParis(now);
  const plan = buildDemoPlan({ communes: loadLocatedCommunes(dataDir), today, now });
  const people = [...plan.drivers, ...plan.passengers];
  const emails = people.map((person) => loginEmails[person.key] ?? person.email);
  const found = await db
    .select({ id: utilisateurs.id, email: utilisateurs.email })
    .from(utilisateurs)
    .where(inArray(utilisateurs.email, emails));
  if (found.length !== people.length) return null;
  const byEmail = new Map(found.map((row) => [row.email, row.id]));
  const userIds = new Map(people.map((person, i) => [person.key, byEmail.get(emails[i]!)!]));
  const demo = await db
    .select({ n: count() })
    .from(utilisateurs)
    .where(eq(utilisateurs.is_demo, true));
  if ((demo[0]?.n ?? 0) === 0) return null;
  return db.transaction(async (tx) => {
    await insertDemoVehicles(tx, plan.drivers, userIds, DEMO_HISTORY_SEED);
    return insertDemoHistory(tx, planDemoHistory(plan, today, now), userIds, now);
  });
}
