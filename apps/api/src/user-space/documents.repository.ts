import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { documents } from '../db/schema';

export type DocumentRow = typeof documents.$inferSelect;

export async function findDocument(db: DbOrTx, userId: number, type: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.utilisateur_id, userId), eq(documents.type_doc_code, type)))
    .limit(1);
  return row;
}

/** A new upload of the same type replaces the previous one and waits for a new check. */
export async function upsertDocument(
  db: DbOrTx,
  values: { utilisateur_id: number; type_doc_code: string; fichier: string; mimetype: string },
): Promise<DocumentRow> {
  const [row] = await db
    .insert(documents)
    .values(values)
    .onConflictDoUpdate({
      target: [documents.utilisateur_id, documents.type_doc_code],
      set: {
        fichier: values.fichier,
        mimetype: values.mimetype,
        is_verifie: false,
        verifie_le: null,
        image_supprimee_le: null,
        created_at: new Date(),
      },
    })
    .returning();
  return row!;
}

/** Whether the team verified one of these documents of the user. */
export async function hasVerifiedDocument(
  db: DbOrTx,
  userId: number,
  types: readonly string[],
): Promise<boolean> {
  const [verified] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.utilisateur_id, userId),
        eq(documents.is_verifie, true),
        inArray(documents.type_doc_code, [...types]),
      ),
    )
    .limit(1);
  return verified !== undefined;
}
