import { count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@bonneroute/shared/admin';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { admin_audit, utilisateurs } from '../db/schema';

export interface AuditRecord {
  auteurId: number;
  action: string;
  cibleType: string;
  cibleId?: number | null;
  details?: Record<string, unknown>;
}

/** Writes an admin action down, in the transaction of the change it describes. */
export async function recordAdminAction(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await tx.insert(admin_audit).values({
    auteur_id: record.auteurId,
    action: record.action,
    cible_type: record.cibleType,
    cible_id: record.cibleId ?? null,
    details: record.details ?? null,
  });
}

export async function listAdminActions(
  db: DbOrTx,
  request: PageRequest,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const { rows, total } = await selectPage(
    request,
    db
      .select({
        id: admin_audit.id,
        auteur_id: admin_audit.auteur_id,
        prenom: utilisateurs.prenom,
        nom: utilisateurs.nom,
        action: admin_audit.action,
        cible_type: admin_audit.cible_type,
        cible_id: admin_audit.cible_id,
        details: admin_audit.details,
        created_at: admin_audit.created_at,
      })
      .from(admin_audit)
      .leftJoin(utilisateurs, eq(utilisateurs.id, admin_audit.auteur_id))
      .orderBy(desc(admin_audit.created_at), desc(admin_audit.id))
      .$dynamic(),
    db.select({ total: count() }).from(admin_audit),
  );
  return {
    rows: rows.map(({ prenom, nom, created_at, ...row }) => ({
      ...row,
      auteur: prenom ? `${prenom} ${nom ?? ''}`.trim() : 'Compte supprimé',
      created_at: created_at.toISOString(),
    })),
    total,
  };
}
