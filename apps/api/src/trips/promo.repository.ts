import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { codesPromo } from '../db/schema';

/** A promo code usable now: active, within its dates, uses left. Codes ignore case. */
export async function findValidPromo(db: DbOrTx, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(codesPromo)
    .where(
      and(
        eq(codesPromo.code, code.trim().toUpperCase()),
        eq(codesPromo.actif, true),
        or(isNull(codesPromo.valide_du), lte(codesPromo.valide_du, now)),
        or(isNull(codesPromo.valide_au), gt(codesPromo.valide_au, now)),
        or(
          isNull(codesPromo.nb_utilisations_max),
          sql`${codesPromo.nb_utilisations} < ${codesPromo.nb_utilisations_max}`,
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function insertPromo(db: DbOrTx, values: typeof codesPromo.$inferInsert) {
  const [row] = await db
    .insert(codesPromo)
    .values({ ...values, code: values.code.trim().toUpperCase() })
    .onConflictDoNothing()
    .returning();
  return row;
}
