import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DELETED_MEMBER_NAME } from '@bonneroute/shared/account-rights';
import type { Database } from '../db/client';
import {
  documents,
  ibans,
  telephones,
  utilisateurs,
  utilisateurs_infos,
  vehicules,
} from '../db/schema';
import type { UserRow } from '../test/factories';

/**
 * What any erasure leaves of an account (docs/product/accounts.md "Deleting an account"), the
 * member's own or the retention job's: an anonymised row and none of their personal rows.
 */
export async function expectAccountErased(db: Database, member: Pick<UserRow, 'id' | 'email'>) {
  const [row] = await db.select().from(utilisateurs).where(eq(utilisateurs.id, member.id));
  expect(row).toMatchObject({
    prenom: DELETED_MEMBER_NAME,
    nom: '',
    date_naissance: null,
    password_hash: null,
    avatar: null,
    google_sub: null,
    activated: false,
  });
  expect(row!.email).not.toBe(member.email);
  expect(row!.email).toMatch(/@supprime\.invalid$/);
  expect(row!.supprime_le).not.toBeNull();
  for (const table of [utilisateurs_infos, telephones, vehicules, ibans, documents]) {
    expect(await db.select().from(table).where(eq(table.utilisateur_id, member.id))).toEqual([]);
  }
  return row!;
}
