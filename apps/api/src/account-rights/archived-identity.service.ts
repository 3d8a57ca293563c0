import type { AppDeps } from '../lib/app-deps';
import { notFound } from '../lib/http-error';
import { findArchivedIdentity } from './account-deletion.repository';

/** What accounting law keeps of a deleted member, for an ADMIN only (docs/product/accounts.md). */
export async function readArchivedIdentity(deps: Pick<AppDeps, 'db'>, userId: number) {
  const row = await findArchivedIdentity(deps.db, userId);
  if (!row) throw notFound('Aucun compte supprimé ne porte ce numéro.');
  return {
    ...row,
    supprime_le: row.supprime_le.toISOString(),
    conserver_jusqu_au: row.conserver_jusqu_au.toISOString(),
  };
}
