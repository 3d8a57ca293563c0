import { normaliseEmail } from '@bonneroute/shared/auth';
import type { PageRequest } from '@bonneroute/shared/api';
import type { AppDeps } from '../lib/app-deps';
import { findUserByEmail, listUsers } from './user.repository';

/**
 * docs/product/accounts.md "empty means e-mail free": the address when an account holds it (and,
 * with `activated`, only if that account is or is not activated), nothing otherwise.
 */
export async function takenEmail(
  deps: Pick<AppDeps, 'db'>,
  email: string,
  activated: 0 | 1 | undefined,
): Promise<string | null> {
  const user = await findUserByEmail(deps.db, normaliseEmail(email));
  const matches = user && (activated === undefined || user.activated === (activated === 1));
  return matches ? user.email : null;
}

/** docs/product/accounts.md "Admin": the users list, for the team. */
export async function pageUsers(deps: Pick<AppDeps, 'db'>, page: PageRequest) {
  const { rows, total } = await listUsers(deps.db, page);
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      activated: row.activated ? (1 as const) : (0 as const),
      created_at: row.created_at.toISOString(),
    })),
  };
}
