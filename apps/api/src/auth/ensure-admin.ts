import { normaliseEmail } from '@bonneroute/shared/auth';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { utilisateurs } from '../db/schema';
import { hashPassword } from './password';

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
  const [existing] = await db
    .select({ id: utilisateurs.id })
    .from(utilisateurs)
    .where(eq(sql`lower(${utilisateurs.email})`, normalised));
  if (existing) {
    await db
      .update(utilisateurs)
      .set({ role: 'ADMIN', activated: true, password_hash: passwordHash, updated_at: new Date() })
      .where(eq(utilisateurs.id, existing.id));
    return 'updated';
  }
  await db.insert(utilisateurs).values({
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
