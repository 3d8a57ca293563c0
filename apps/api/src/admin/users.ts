import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminUser } from '@bonneroute/shared/admin';
import { cancelTrip } from '../booking/cancellation.service';
import type { DbOrTx } from '../db/client';
import { sessions, trajets, utilisateurs } from '../db/schema';
import { conflict, forbidden, notFound } from '../lib/http-error';
import { recordAdminAction } from '../audit/audit.repository';

export async function listAdminUsers(
  db: DbOrTx,
  search: string | undefined,
  page: number,
  perPage: number,
  list?: 'newsletter',
): Promise<{ rows: AdminUser[]; total: number }> {
  const pattern = search ? `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    pattern
      ? or(
          ilike(utilisateurs.email, pattern),
          ilike(utilisateurs.nom, pattern),
          ilike(utilisateurs.prenom, pattern),
        )
      : undefined,
    // The newsletter goes to accounts that can read it: active, e-mail validated, not suspended.
    list === 'newsletter'
      ? and(
          eq(utilisateurs.activated, true),
          isNotNull(utilisateurs.email_valide_le),
          isNull(utilisateurs.suspendu_le),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: utilisateurs.id,
        prenom: utilisateurs.prenom,
        nom: utilisateurs.nom,
        email: utilisateurs.email,
        role: utilisateurs.role,
        activated: utilisateurs.activated,
        created_at: utilisateurs.created_at,
        suspendu_le: utilisateurs.suspendu_le,
        motif_suspension: utilisateurs.motif_suspension,
      })
      .from(utilisateurs)
      .where(where)
      .orderBy(desc(utilisateurs.created_at), desc(utilisateurs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(utilisateurs).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      activated: row.activated ? 1 : 0,
      created_at: row.created_at.toISOString(),
      suspendu_le: row.suspendu_le?.toISOString() ?? null,
    })),
    total: total?.value ?? 0,
  };
}

/**
 * Suspends an account: no more login, every session closed, and each of their future trips
 * cancelled as a driver cancellation (passengers refunded in full and told).
 */
export async function suspendUser(
  app: FastifyInstance,
  adminId: number,
  userId: number,
  motif: string,
): Promise<{ trajets_annules: number; rembourse: number }> {
  if (userId === adminId) throw forbidden('Vous ne pouvez pas suspendre votre propre compte.');
  await app.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: utilisateurs.id,
        suspendu_le: utilisateurs.suspendu_le,
        role: utilisateurs.role,
      })
      .from(utilisateurs)
      .where(eq(utilisateurs.id, userId))
      .for('update');
    if (!user) throw notFound('Cet utilisateur n’existe pas.');
    if (user.suspendu_le) throw conflict('Ce compte est déjà suspendu.', 'deja_suspendu');
    if (user.role === 'ADMIN') throw forbidden('Un administrateur ne peut pas être suspendu.');
    await tx
      .update(utilisateurs)
      .set({ suspendu_le: new Date(), motif_suspension: motif })
      .where(eq(utilisateurs.id, userId));
    await tx
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.utilisateur_id, userId), isNull(sessions.revoked_at)));
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: 'suspendre-utilisateur',
      cibleType: 'utilisateur',
      cibleId: userId,
      details: { motif },
    });
  });
  // Issue 16: the account's open sockets close with its sessions, on every API process.
  await app.realtime.sessionsEnded({ userId });
  const future = await app.db
    .select({ id: trajets.id })
    .from(trajets)
    .where(
      and(
        eq(trajets.utilisateur_id, userId),
        eq(trajets.actif, true),
        eq(trajets.is_effectue, false),
        gt(trajets.depart_le, sql`now()`),
      ),
    );
  let rembourse = 0;
  for (const trip of future) rembourse += (await cancelTrip(app, trip.id)).rembourse;
  return { trajets_annules: future.length, rembourse };
}

export async function reinstateUser(db: DbOrTx, adminId: number, userId: number): Promise<void> {
  const [row] = await db
    .update(utilisateurs)
    .set({ suspendu_le: null, motif_suspension: null })
    .where(eq(utilisateurs.id, userId))
    .returning({ id: utilisateurs.id });
  if (!row) throw notFound('Cet utilisateur n’existe pas.');
  await recordAdminAction(db, {
    auteurId: adminId,
    action: 'reactiver-utilisateur',
    cibleType: 'utilisateur',
    cibleId: userId,
  });
}
