import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminDocumentTexts,
  type AdminDocument,
  type DocumentDecision,
} from '@bonneroute/shared/admin';
import { payDriver } from '../booking/payout.service';
import type { DbOrTx } from '../db/client';
import { documents, utilisateurs } from '../db/schema';
import { conflict, notFound } from '../lib/http-error';
import { removeDocumentFile } from '../user-space/documents.service';
import { recordAdminAction } from '../audit/audit.repository';

export async function listDocuments(
  db: DbOrTx,
  verified: boolean,
  page: number,
  perPage: number,
): Promise<{ rows: AdminDocument[]; total: number }> {
  const where = eq(documents.is_verifie, verified);
  const [rows, [total]] = await Promise.all([
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
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(documents).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      is_verifie: row.is_verifie ? 1 : 0,
    })),
    total: total?.value ?? 0,
  };
}

/**
 * The team's decision on a document. Verified: the flag, the notification and the audit entry
 * commit together, then the driver's pending earnings go out (spec §6: identity verification is
 * required for payouts). Refused: the document is removed (the user uploads another one) and the
 * user is told why.
 */
export async function decideDocument(
  app: FastifyInstance,
  adminId: number,
  documentId: number,
  body: DocumentDecision,
): Promise<{ versement: number }> {
  const decided = await app.db.transaction(async (tx) => {
    const [document] = await tx
      .select()
      .from(documents)
      .where(eq(documents.id, documentId))
      .for('update');
    if (!document) throw notFound(adminDocumentTexts.unknownDocument);
    if (document.is_verifie) throw conflict(adminDocumentTexts.alreadyVerified, 'deja_verifie');
    if (body.decision === 'VERIFIE') {
      await tx.update(documents).set({ is_verifie: true }).where(eq(documents.id, document.id));
    } else {
      await tx.delete(documents).where(eq(documents.id, document.id));
    }
    const [notification] = await app.notifications.create(tx, [
      {
        utilisateur_id: document.utilisateur_id,
        type: body.decision === 'VERIFIE' ? 'DOCUMENT_VERIFIE' : 'DOCUMENT_REFUSE',
        details:
          body.decision === 'VERIFIE'
            ? `${document.type_doc_code} vérifiée`
            : `${document.type_doc_code} refusée : ${body.motif}`,
      },
    ]);
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: body.decision === 'VERIFIE' ? 'verifier-document' : 'refuser-document',
      cibleType: 'document',
      cibleId: document.id,
      details: {
        utilisateur_id: document.utilisateur_id,
        type: document.type_doc_code,
        ...(body.motif ? { motif: body.motif } : {}),
      },
    });
    return { document, notification };
  });
  if (decided.notification) await app.notifications.announce([decided.notification]);
  const { document } = decided;
  if (body.decision === 'REFUSE') {
    await removeDocumentFile(app, document.utilisateur_id, document.fichier);
    return { versement: 0 };
  }
  return { versement: await payDriver(app, document.utilisateur_id) };
}
