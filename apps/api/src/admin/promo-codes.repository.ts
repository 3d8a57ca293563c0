import { eq, sql } from 'drizzle-orm';
import type { AdminPromoCode, CreatePromoCodeBody } from '@bonneroute/shared/admin';
import type { DbOrTx } from '../db/client';
import { codesPromo } from '../db/schema';
import { usesOfCode } from '../booking/promo.repository';

const selectCodes = sql`
  SELECT c.id, c.code, c.montant, c.nb_utilisations_max, ${usesOfCode} AS nb_utilisations,
         c.montant_max_par_conducteur, c.valide_du, c.valide_au, c.actif,
         (SELECT count(*)::int FROM trajets t WHERE t.code_promo = c.code) AS trajets,
         (SELECT coalesce(sum(o.montant), 0)::int FROM offres_decouverte o
            WHERE o.code = c.code AND o.statut = 'ACCORDE') AS bonus_verses
    FROM codes_promo c`;

interface CodeRow {
  id: number;
  code: string;
  montant: number | null;
  nb_utilisations_max: number | null;
  nb_utilisations: number;
  montant_max_par_conducteur: number | null;
  valide_du: Date | string | null;
  valide_au: Date | string | null;
  actif: boolean;
  trajets: number;
  bonus_verses: number;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function toWire(row: CodeRow): AdminPromoCode {
  return {
    ...row,
    valide_du: iso(row.valide_du),
    valide_au: iso(row.valide_au),
    actif: row.actif ? 1 : 0,
  };
}

export async function listPromoCodes(db: DbOrTx): Promise<AdminPromoCode[]> {
  const result = await db.execute(sql`${selectCodes} ORDER BY c.created_at DESC, c.id DESC`);
  return (result.rows as unknown as CodeRow[]).map(toWire);
}

export async function findPromoCode(db: DbOrTx, id: number): Promise<AdminPromoCode | undefined> {
  const result = await db.execute(sql`${selectCodes} WHERE c.id = ${id}`);
  const row = result.rows[0] as unknown as CodeRow | undefined;
  return row ? toWire(row) : undefined;
}

/** A new code; its dates are whole Paris days (from 00:00 to 23:59:59). */
export async function insertPromoCode(tx: DbOrTx, body: CreatePromoCodeBody): Promise<number> {
  const [row] = await tx
    .insert(codesPromo)
    .values({
      code: body.code,
      montant: body.montant ?? null,
      nb_utilisations_max: body.nb_utilisations_max ?? null,
      montant_max_par_conducteur: body.montant_max_par_conducteur ?? null,
      valide_du: body.valide_du ? new Date(`${body.valide_du}T00:00:00+01:00`) : null,
      valide_au: body.valide_au ? new Date(`${body.valide_au}T23:59:59+01:00`) : null,
    })
    .returning({ id: codesPromo.id });
  return row!.id;
}

/** False when no code has this id. */
export async function updatePromoCodeActive(tx: DbOrTx, id: number, actif: boolean) {
  const [row] = await tx
    .update(codesPromo)
    .set({ actif })
    .where(eq(codesPromo.id, id))
    .returning({ id: codesPromo.id });
  return row !== undefined;
}
