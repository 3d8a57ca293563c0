import type { AdminPromoCode, CreatePromoCodeBody } from '@bonneroute/shared/admin';
import { recordAdminAction } from '../audit/audit.repository';
import type { DbOrTx } from '../db/client';
import type { AppDeps } from '../lib/app-deps';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound } from '../lib/http-error';
import {
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  updatePromoCodeActive,
} from './promo-codes.repository';

async function promoCodeOrNotFound(db: DbOrTx, id: number): Promise<AdminPromoCode> {
  const code = await findPromoCode(db, id);
  if (!code) throw notFound('Ce code promo n’existe pas.');
  return code;
}

/** docs/product/admin.md the promo codes, their limits and how much they were used. */
export async function promoCodes(deps: Pick<AppDeps, 'db'>): Promise<AdminPromoCode[]> {
  return listPromoCodes(deps.db);
}

export async function createPromoCode(
  { db }: Pick<AppDeps, 'db'>,
  adminId: number,
  body: CreatePromoCodeBody,
): Promise<AdminPromoCode> {
  try {
    const id = await db.transaction(async (tx) => {
      const codeId = await insertPromoCode(tx, body);
      await recordAdminAction(tx, {
        auteurId: adminId,
        action: 'creer-code-promo',
        cibleType: 'code_promo',
        cibleId: codeId,
        details: { ...body },
      });
      return codeId;
    });
    return promoCodeOrNotFound(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Ce code existe déjà.', 'code_existant');
    throw error;
  }
}

export async function setPromoCodeActive(
  { db }: Pick<AppDeps, 'db'>,
  adminId: number,
  id: number,
  actif: boolean,
): Promise<AdminPromoCode> {
  await db.transaction(async (tx) => {
    if (!(await updatePromoCodeActive(tx, id, actif)))
      throw notFound('Ce code promo n’existe pas.');
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: actif ? 'activer-code-promo' : 'desactiver-code-promo',
      cibleType: 'code_promo',
      cibleId: id,
    });
  });
  return promoCodeOrNotFound(db, id);
}
