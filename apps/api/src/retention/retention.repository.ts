import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auth_events, documents, recherches, sessions } from '../db/schema';

/**
 * Login records older than `before`: sessions (their IP address and browser) that have ended,
 * and the throttling memory of attempts. A session still valid is never cut here.
 */
export async function deleteLoginRecordsBefore(db: DbOrTx, before: Date) {
  const ended = or(isNotNull(sessions.revoked_at), lt(sessions.expires_at, before));
  const removedSessions = await db
    .delete(sessions)
    .where(and(lt(sessions.created_at, before), ended))
    .returning({ id: sessions.id });
  const removedEvents = await db
    .delete(auth_events)
    .where(lt(auth_events.created_at, before))
    .returning({ id: auth_events.id });
  return { sessions: removedSessions.length, authEvents: removedEvents.length };
}

/** Searches older than `before` stop naming their member; the anonymous counts stay. */
export async function unlinkSearchesBefore(db: DbOrTx, before: Date): Promise<number> {
  const unlinked = await db
    .update(recherches)
    .set({ utilisateur_id: null })
    .where(and(lt(recherches.moment, before), isNotNull(recherches.utilisateur_id)))
    .returning({ id: recherches.id });
  return unlinked.length;
}

/** Verified documents whose image is due for erasure (verified before `before`), a batch at a time. */
export async function documentImagesDue(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({
      id: documents.id,
      utilisateur_id: documents.utilisateur_id,
      fichier: documents.fichier,
    })
    .from(documents)
    .where(
      and(
        eq(documents.is_verifie, true),
        lt(documents.verifie_le, before),
        isNull(documents.image_supprimee_le),
      ),
    )
    .orderBy(documents.id)
    .limit(limit);
}

/**
 * Marks an image erased, unless the member uploaded a new one meanwhile (its name changed):
 * the new upload waits for its own check.
 */
export async function markDocumentImageErased(
  db: DbOrTx,
  documentId: number,
  fichier: string,
  at: Date,
): Promise<boolean> {
  const marked = await db
    .update(documents)
    .set({ image_supprimee_le: at })
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.fichier, fichier),
        isNull(documents.image_supprimee_le),
      ),
    )
    .returning({ id: documents.id });
  return marked.length > 0;
}
