import { eq, sql } from 'drizzle-orm';
import type { AdminPromoCode, CreatePromoCodeBody } from '@bonneroute/shared/admin';
import { isUniqueViolation } from '../db/errors';
import type { Database, DbOrTx } from '../db/client';
import { codesPromo } from '../db/schema';
import { conflict, notFound } from '../lib/http-error';
import { usesOfCode } from '../booking/promo.repository';
import { recordAdminAction } from '../audit/audit.repository';

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

async function findPromoCode(db: DbOrTx, id: number): Promise<AdminPromoCode> {
  const result = await db.execute(sql`${selectCodes} WHERE c.id = ${id}`);
  const row = result.rows[0] as unknown as CodeRow | undefined;
  if (!row) throw notFound('Ce code promo n’existe pas.');
  return toWire(row);
}

export async function createPromoCode(
  db: Database,
  adminId: number,
  body: CreatePromoCodeBody,
): Promise<AdminPromoCode> {
  try {
    const id = await db.transaction(async (tx) => {
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
      await recordAdminAction(tx, {
        auteurId: adminId,
        action: 'creer-code-promo',
        cibleType: 'code_promo',
        cibleId: row!.id,
        details: { ...body },
      });
      return row!.id;
    });
    return findPromoCode(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Ce code existe déjà.', 'code_existant');
    throw error;
  }
}

export async function setPromoCodeActive(
  db: Database,
  adminId: number,
  id: number,
  actif: boolean,
): Promise<AdminPromoCode> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(codesPromo)
      .set({ actif })
      .where(eq(codesPromo.id, id))
      .returning({ id: codesPromo.id });
    if (!row) throw notFound('Ce code promo n’existe pas.');
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: actif ? 'activer-code-promo' : 'desactiver-code-promo',
      cibleType: 'code_promo',
      cibleId: id,
    });
  });
  return findPromoCode(db, id);
}
