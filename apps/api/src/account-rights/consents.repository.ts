import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { utilisateurs } from '../db/schema';

const columns = {
  conditions_version: utilisateurs.conditions_version,
  conditions_acceptees_le: utilisateurs.conditions_acceptees_le,
  newsletter_acceptee_le: utilisateurs.newsletter_acceptee_le,
};

export async function selectConsents(db: DbOrTx, userId: number) {
  const [row] = await db.select(columns).from(utilisateurs).where(eq(utilisateurs.id, userId));
  return row;
}

/** A consent given while one is on file keeps its date; a withdrawal clears it. */
export async function setNewsletterConsent(db: DbOrTx, userId: number, newsletter: boolean) {
  const [row] = await db
    .update(utilisateurs)
    .set({
      newsletter_acceptee_le: newsletter
        ? sql`coalesce(${utilisateurs.newsletter_acceptee_le}, now())`
        : null,
      updated_at: new Date(),
    })
    .where(eq(utilisateurs.id, userId))
    .returning(columns);
  return row;
}
