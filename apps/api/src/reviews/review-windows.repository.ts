import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReviewRole } from '@bonneroute/shared/reviews';
import type { DbOrTx } from '../db/client';
import { avis_fenetres, passagers, trajets, utilisateurs } from '../db/schema';

export interface ReviewTrip {
  id: number;
  utilisateur_id: number;
  ville_depart: string;
  ville_arrivee: string;
  date: string;
  heure: string;
  actif: boolean;
  is_effectue: boolean;
  /** The review window, once the trip is done (null before, or for a trip without passengers). */
  date_limite: Date | null;
  arrivee_le: Date | null;
}

export interface Traveller {
  id: number;
  prenom: string;
  email: string;
  avatar: string | null;
  role: ReviewRole;
}

export async function insertReviewWindow(
  db: DbOrTx,
  values: { trajet_id: number; arrivee_le: Date; date_limite: Date },
): Promise<boolean> {
  const rows = await db
    .insert(avis_fenetres)
    .values(values)
    .onConflictDoNothing({ target: avis_fenetres.trajet_id })
    .returning({ id: avis_fenetres.id });
  return rows.length > 0;
}

export async function countConfirmedPassengers(db: DbOrTx, tripId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM passagers
    WHERE trajet_id = ${tripId} AND statut = 'CONFIRMEE'`);
  return result.rows[0]?.n ?? 0;
}

export async function findReviewTrip(db: DbOrTx, tripId: number): Promise<ReviewTrip | null> {
  const [row] = await db
    .select({
      id: trajets.id,
      utilisateur_id: trajets.utilisateur_id,
      ville_depart: trajets.ville_depart,
      ville_arrivee: trajets.ville_arrivee,
      date: trajets.date,
      heure: sql<string>`to_char(${trajets.heure}, 'HH24:MI')`,
      actif: trajets.actif,
      is_effectue: trajets.is_effectue,
      date_limite: avis_fenetres.date_limite,
      arrivee_le: avis_fenetres.arrivee_le,
    })
    .from(trajets)
    .leftJoin(avis_fenetres, eq(avis_fenetres.trajet_id, trajets.id))
    .where(eq(trajets.id, tripId));
  return row ?? null;
}

/**
 * The people who really travelled together: the driver and every passenger whose booking is
 * confirmed (a pending, refused or cancelled booking does not count), each once.
 */
export async function findTravellers(db: DbOrTx, tripId: number): Promise<Traveller[]> {
  const person = {
    id: utilisateurs.id,
    prenom: utilisateurs.prenom,
    email: utilisateurs.email,
    avatar: utilisateurs.avatar,
  };
  const [driver] = await db
    .select(person)
    .from(trajets)
    .innerJoin(utilisateurs, eq(utilisateurs.id, trajets.utilisateur_id))
    .where(eq(trajets.id, tripId));
  if (!driver) return [];
  const passengers = await db
    .selectDistinctOn([utilisateurs.id], person)
    .from(passagers)
    .innerJoin(utilisateurs, eq(utilisateurs.id, passagers.utilisateur_id))
    .where(and(eq(passagers.trajet_id, tripId), eq(passagers.statut, 'CONFIRMEE')))
    .orderBy(asc(utilisateurs.id));
  return [
    { ...driver, role: 'CONDUCTEUR' },
    ...passengers
      .filter((p) => p.id !== driver.id)
      .map((p) => ({ ...p, role: 'PASSAGER' as const })),
  ];
}
