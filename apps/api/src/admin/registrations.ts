import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { adminTexts, type AdminRegistration } from '@bonneroute/shared/admin';
import type { AuthDeps } from '../auth/auth-deps';
import { queueRegistrationReminder } from '../auth/registration.service';
import { isUniqueViolation } from '../db/errors';
import type { DbOrTx } from '../db/client';
import { relances_inscription, utilisateurs } from '../db/schema';
import { conflict, notFound, unprocessable } from '../lib/http-error';
import { recordAdminAction } from '../audit/audit.repository';

/** Accounts waiting for their e-mail validation, newest first (the freshest sign-ups are the likeliest to come back). */
export async function listPendingRegistrations(
  db: DbOrTx,
  sessionId: number | null,
  page: number,
  perPage: number,
): Promise<{ rows: AdminRegistration[]; total: number }> {
  const reminders = db
    .select({
      utilisateur_id: relances_inscription.utilisateur_id,
      derniere: max(relances_inscription.created_at).as('derniere'),
      nombre: count().as('nombre'),
      cette_session:
        sql<boolean>`bool_or(${relances_inscription.session_id} = ${sessionId ?? -1})`.as(
          'cette_session',
        ),
    })
    .from(relances_inscription)
    .groupBy(relances_inscription.utilisateur_id)
    .as('reminders');
  const pending = eq(utilisateurs.activated, false);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: utilisateurs.id,
        prenom: utilisateurs.prenom,
        nom: utilisateurs.nom,
        email: utilisateurs.email,
        created_at: utilisateurs.created_at,
        derniere: reminders.derniere,
        nombre: reminders.nombre,
        cette_session: reminders.cette_session,
      })
      .from(utilisateurs)
      .leftJoin(reminders, eq(reminders.utilisateur_id, utilisateurs.id))
      .where(pending)
      .orderBy(desc(utilisateurs.created_at), desc(utilisateurs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(utilisateurs).where(pending),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      prenom: row.prenom,
      nom: row.nom,
      email: row.email,
      created_at: row.created_at.toISOString(),
      relance_envoyee: row.cette_session ? 1 : 0,
      derniere_relance: row.derniere ? new Date(row.derniere).toISOString() : null,
      nb_relances: Number(row.nombre ?? 0),
    })),
    total: total?.value ?? 0,
  };
}

/**
 * POST /admin/inscriptions: one reminder per user per admin session (spec §2). The reminder row,
 * the new validation link, the queued mail and the audit entry commit together.
 */
export async function remindRegistration(
  deps: AuthDeps,
  admin: { id: number; sessionId: number | null },
  utilisateurId: number,
): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .select({
          id: utilisateurs.id,
          email: utilisateurs.email,
          prenom: utilisateurs.prenom,
          activated: utilisateurs.activated,
        })
        .from(utilisateurs)
        .where(eq(utilisateurs.id, utilisateurId))
        .for('update');
      if (!user) throw notFound(adminTexts.unknownUser);
      if (user.activated) throw unprocessable(adminTexts.reminderAccountActivated);
      const [already] = await tx
        .select({ id: relances_inscription.id })
        .from(relances_inscription)
        .where(
          and(
            eq(relances_inscription.utilisateur_id, user.id),
            eq(relances_inscription.session_id, admin.sessionId ?? -1),
          ),
        );
      if (already) throw conflict(adminTexts.reminderAlreadySent, 'already_reminded');
      const [reminder] = await tx
        .insert(relances_inscription)
        .values({ utilisateur_id: user.id, session_id: admin.sessionId, auteur_id: admin.id })
        .returning({ id: relances_inscription.id });
      await queueRegistrationReminder(tx, deps, user, `relance-inscription:${reminder!.id}`);
      await recordAdminAction(tx, {
        auteurId: admin.id,
        action: 'relancer-inscription',
        cibleType: 'utilisateur',
        cibleId: user.id,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(adminTexts.reminderAlreadySent, 'already_reminded');
    throw error;
  }
}
