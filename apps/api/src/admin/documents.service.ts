import type { FastifyInstance } from 'fastify';
import { adminDocumentTexts, type DocumentDecision } from '@bonneroute/shared/admin';
import { recordAdminAction } from '../audit/audit.repository';
import { payDriver } from '../money';
import { conflict, notFound } from '../lib/http-error';
import { removeDocumentFile } from '../user-space/documents.service';
import { deleteDocument, lockDocument, markDocumentVerified } from './documents.repository';

/**
 * The team's decision on a document. Verified: the flag, the notification and the audit entry
 * commit together, then the driver's pending earnings go out (docs/product/user-space.md: identity verification is
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
    const document = await lockDocument(tx, documentId);
    if (!document) throw notFound(adminDocumentTexts.unknownDocument);
    if (document.is_verifie) throw conflict(adminDocumentTexts.alreadyVerified, 'deja_verifie');
    if (body.decision === 'VERIFIE') {
      await markDocumentVerified(tx, document.id);
    } else {
      await deleteDocument(tx, document.id);
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
