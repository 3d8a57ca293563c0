import type { AppDeps } from '../lib/app-deps';
import { notFound } from '../lib/http-error';
import { selectConsents, setNewsletterConsent } from './consents.repository';

function present(row: {
  conditions_version: string | null;
  conditions_acceptees_le: Date | null;
  newsletter_acceptee_le: Date | null;
}) {
  return {
    conditions_version: row.conditions_version,
    conditions_acceptees_le: row.conditions_acceptees_le?.toISOString() ?? null,
    newsletter: row.newsletter_acceptee_le ? (1 as const) : (0 as const),
    newsletter_acceptee_le: row.newsletter_acceptee_le?.toISOString() ?? null,
  };
}

/** docs/product/accounts.md "Consent at sign-up": what the member accepted, and when. */
export async function readConsents(deps: Pick<AppDeps, 'db'>, userId: number) {
  const row = await selectConsents(deps.db, userId);
  if (!row) throw notFound();
  return present(row);
}

/**
 * Gives or withdraws the newsletter opt-in; withdrawing takes the member off the list at once,
 * and a consent given again is dated anew.
 */
export async function updateNewsletterConsent(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  newsletter: 0 | 1,
) {
  const row = await setNewsletterConsent(deps.db, userId, newsletter === 1);
  if (!row) throw notFound();
  return present(row);
}
