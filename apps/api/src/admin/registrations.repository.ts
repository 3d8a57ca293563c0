import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { AdminRegistration } from '@bonneroute/shared/admin';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { relances_inscription, utilisateurs } from '../db/schema';

/** Accounts waiting for their e-mail validation, newest first (the freshest sign-ups are the likeliest to come back). */
export async function listPendingRegistrations(
  db: DbOrTx,
  sessionId: number | null,
  request: PageRequest,
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
  const { rows, total } = await selectPage(
    request,
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
      .$dynamic(),
    db.select({ total: count() }).from(utilisateurs).where(pending),
  );
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
    total,
  };
}

/** The account a reminder goes to, locked until the reminder commits. */
export async function lockRegistrant(tx: DbOrTx, utilisateurId: number) {
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
  return user;
}

export async function hasReminderInSession(
  tx: DbOrTx,
  utilisateurId: number,
  sessionId: number | null,
): Promise<boolean> {
  const [already] = await tx
    .select({ id: relances_inscription.id })
    .from(relances_inscription)
    .where(
      and(
        eq(relances_inscription.utilisateur_id, utilisateurId),
        eq(relances_inscription.session_id, sessionId ?? -1),
      ),
    );
  return already !== undefined;
}

export async function insertReminder(
  tx: DbOrTx,
  values: { utilisateur_id: number; session_id: number | null; auteur_id: number },
): Promise<number> {
  const [reminder] = await tx
    .insert(relances_inscription)
    .values(values)
    .returning({ id: relances_inscription.id });
  return reminder!.id;
}
