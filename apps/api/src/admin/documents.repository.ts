import { count, desc, eq } from 'drizzle-orm';
import type { AdminDocument } from '@bonneroute/shared/admin';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { documents, utilisateurs } from '../db/schema';

export async function listDocuments(
  db: DbOrTx,
  verified: boolean,
  request: PageRequest,
): Promise<{ rows: AdminDocument[]; total: number }> {
  const where = eq(documents.is_verifie, verified);
  const { rows, total } = await selectPage(
    request,
    db
      .select({
        id: documents.id,
        utilisateur_id: documents.utilisateur_id,
        prenom: utilisateurs.prenom,
        nom: utilisateurs.nom,
        email: utilisateurs.email,
        type_doc_code: documents.type_doc_code,
        mimetype: documents.mimetype,
        created_at: documents.created_at,
        is_verifie: documents.is_verifie,
      })
      .from(documents)
      .innerJoin(utilisateurs, eq(utilisateurs.id, documents.utilisateur_id))
      .where(where)
      // Waiting longest first for the queue; newest first once verified.
      .orderBy(verified ? desc(documents.created_at) : documents.created_at, documents.id)
      .$dynamic(),
    db.select({ total: count() }).from(documents).where(where),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      is_verifie: row.is_verifie ? 1 : 0,
    })),
    total,
  };
}

export async function lockDocument(tx: DbOrTx, documentId: number) {
  const [document] = await tx
    .select()
    .from(documents)
    .where(eq(documents.id, documentId))
    .for('update');
  return document;
}

export async function markDocumentVerified(tx: DbOrTx, documentId: number): Promise<void> {
  await tx
    .update(documents)
    .set({ is_verifie: true, verifie_le: new Date() })
    .where(eq(documents.id, documentId));
}

export async function deleteDocument(tx: DbOrTx, documentId: number): Promise<void> {
  await tx.delete(documents).where(eq(documents.id, documentId));
}
