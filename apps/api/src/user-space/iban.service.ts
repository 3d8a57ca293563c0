import { maskIban, type Iban, type ibanBodySchema } from '@bonneroute/shared/user-space';
import type { z } from 'zod';
import type { AppDeps } from '../lib/app-deps';
import { findIban, upsertIban, type IbanRow } from './iban.repository';

/** The IBAN never leaves the server in full: the form shows it masked (docs/product/booking-and-money.md). */
function ibanToWire(row: IbanRow): Iban {
  return {
    id: row.id,
    IBAN: maskIban(row.iban),
    prenom: row.prenom,
    nom: row.nom,
    adresse: row.adresse,
    ville: row.ville,
    code_postal: row.code_postal,
    pays: row.pays,
    bic: null,
  };
}

/** The member's bank details, masked, or null when none are given yet. */
export async function readIban(deps: Pick<AppDeps, 'db'>, userId: number): Promise<Iban | null> {
  const row = await findIban(deps.db, userId);
  return row ? ibanToWire(row) : null;
}

/** Records the bank details; the BIC the form may send is not stored (the wire shows `bic: null`). */
export async function saveIban(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  body: z.output<typeof ibanBodySchema>,
): Promise<Iban> {
  const { bic: _bic, ...values } = body;
  return ibanToWire(await upsertIban(deps.db, userId, values));
}
