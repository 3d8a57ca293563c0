import { adminDocumentTexts, type DocumentDecision } from '@bonneroute/shared/admin';
import { recordAdminAction } from '../audit/audit.repository';
import { payDriver } from '../money';
import { conflict, notFound } from '../lib/http-error';
import { removeDocumentFile } from '../user-space/documents.service';
import type { PageRequest } from '@bonneroute/shared/api';
import {
  deleteDocument,
  listDocuments,
  lockDocument,
  markDocumentVerified,
} from './documents.repository';
import type { AppDeps } from '../lib/app-deps';

/**
 * The team's decision on a document. Verified: the flag, the notification and the audit entry
 * commit together, then the driver's pending earnings go out (docs/product/user-space.md: identity verification is
 * required for payouts). Refused: the document is removed (the user uploads another one) and the
 * user is told why.
 */
export async function decideDocument(
  deps: AppDeps,
  adminId: number,
  documentId: number,
  body: DocumentDecision,
): Promise<{ versement: number }> {
  const decided = await deps.db.transaction(async (tx) => {
    const document = await lockDocument(tx, documentId);
    if (!document) throw notFound(adminDocumentTexts.unknownDocument);
    if (document.is_verifie) throw conflict(adminDocumentTexts.alreadyVerified, 'deja_verifie');
    if (body.decision === 'VERIFIE') {
      await markDocumentVerified(tx, document.id);
    } else {
      await deleteDocument(tx, document.id);
    }
    const [notification] = await deps.notifications.create(tx, [
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
  if (decided.notification) await deps.notifications.announce([decided.notification]);
  const { document } = decided;
  if (body.decision === 'REFUSE') {
    await removeDocumentFile(deps, document.utilisateur_id, document.fichier);
    return { versement: 0 };
  }
  return { versement: await payDriver(deps, document.utilisateur_id) };
}

/** docs/product/admin.md the documents to check (or already checked), page by page. */
export async function pageDocuments(
  deps: Pick<AppDeps, 'db'>,
  verified: boolean,
  page: PageRequest,
) {
  return listDocuments(deps.db, verified, page);
}
