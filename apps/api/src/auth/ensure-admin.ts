import { normaliseEmail } from '@bonneroute/shared/auth';
import type { Database } from '../db/client';
import { hashPassword } from './password';
import { findUserByEmail, insertUser, promoteToAdmin } from './user.repository';

/**
 * `ADMIN_EMAIL` + `ADMIN_PASSWORD` make sure an activated ADMIN account exists with that
 * password (created, or promoted and its password reset).
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const normalised = normaliseEmail(email);
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, normalised);
  if (existing) {
    await promoteToAdmin(db, existing.id, passwordHash);
    return 'updated';
  }
  await insertUser(db, {
    email: normalised,
    prenom: 'Admin',
    nom: 'BonneRoute',
    sexe: 'X',
    role: 'ADMIN',
    activated: true,
    email_valide_le: new Date(),
    password_hash: passwordHash,
  });
  return 'created';
}
