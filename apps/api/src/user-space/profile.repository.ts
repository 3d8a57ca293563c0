import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  documents,
  passagers,
  telephones,
  utilisateurs,
  utilisateurs_infos,
  vehicules,
} from '../db/schema';

export type UserInfoRow = typeof utilisateurs_infos.$inferSelect;
type InfoValues = Pick<
  UserInfoRow,
  'nationalite' | 'pays_residence' | 'adresse' | 'ville' | 'code_postal'
>;

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db.select().from(utilisateurs).where(eq(utilisateurs.id, id)).limit(1);
  return row;
}

export async function listUserInfo(db: DbOrTx, userId: number): Promise<UserInfoRow[]> {
  return db.select().from(utilisateurs_infos).where(eq(utilisateurs_infos.utilisateur_id, userId));
}

/** Creates the extra info, or updates it when a first save raced another (one row per user). */
export async function upsertUserInfo(
  db: DbOrTx,
  userId: number,
  values: InfoValues,
): Promise<UserInfoRow> {
  const [row] = await db
    .insert(utilisateurs_infos)
    .values({ utilisateur_id: userId, ...values })
    .onConflictDoUpdate({
      target: utilisateurs_infos.utilisateur_id,
      set: { ...values, updated_at: new Date() },
    })
    .returning();
  return row!;
}

export async function updateUserInfo(
  db: DbOrTx,
  userId: number,
  infoId: number,
  values: InfoValues,
): Promise<UserInfoRow | undefined> {
  const [row] = await db
    .update(utilisateurs_infos)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(utilisateurs_infos.id, infoId), eq(utilisateurs_infos.utilisateur_id, userId)))
    .returning();
  return row;
}

export async function updateUserIdentity(
  db: DbOrTx,
  userId: number,
  values: Partial<
    Pick<typeof utilisateurs.$inferSelect, 'nom' | 'prenom' | 'sexe' | 'date_naissance' | 'avatar'>
  >,
) {
  const [row] = await db
    .update(utilisateurs)
    .set({ ...values, updated_at: new Date() })
    .where(eq(utilisateurs.id, userId))
    .returning();
  return row;
}

/** The first share counts; later shares keep the first date. */
export async function markShared(db: DbOrTx, userId: number): Promise<Date | null> {
  await db
    .update(utilisateurs)
    .set({ partage_le: sql`coalesce(${utilisateurs.partage_le}, now())` })
    .where(eq(utilisateurs.id, userId));
  const user = await findUser(db, userId);
  return user?.partage_le ?? null;
}

export async function findPhone(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(telephones)
    .where(eq(telephones.utilisateur_id, userId))
    .limit(1);
  return row;
}

export async function listDocuments(db: DbOrTx, userId: number) {
  return db.select().from(documents).where(eq(documents.utilisateur_id, userId));
}

export async function listVehicles(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(vehicules)
    .where(eq(vehicules.utilisateur_id, userId))
    .orderBy(vehicules.id);
}

/** docs/product/user-space.md badge FILOU "join at least 1 trip": a CONFIRMEE row in passagers. */
export async function hasJoinedTrip(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: passagers.id })
    .from(passagers)
    .where(and(eq(passagers.utilisateur_id, userId), eq(passagers.statut, 'CONFIRMEE')))
    .limit(1);
  return Boolean(row);
}
