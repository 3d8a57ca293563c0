import { randomInt } from 'node:crypto';
import { capitalise } from '@bonneroute/shared/auth';
import { DELETION_CODE_TTL_MINUTES, accountRightsTexts } from '@bonneroute/shared/account-rights';
import { hashToken } from '../auth/session-token';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import type { AppDeps } from '../lib/app-deps';
import { HttpError, conflict, notFound, unprocessable } from '../lib/http-error';
import { renderMail } from '../mail/templates';
import {
  consumeDeletionCode,
  findAccountCredentials,
  lastDeletionCodeAt,
  lockAccount,
  replaceDeletionCode,
} from './account-deletion.repository';

const RESEND_DELAY_MS = 60_000;
/** The code is bound to its account: the same six digits mean nothing for another one. */
export const deletionCodeHash = (userId: number, code: string) =>
  hashToken(`suppression-compte:${userId}:${code}`);

/**
 * docs/product/accounts.md "Deleting an account": an account without password (Google sign-in)
 * confirms with a 6-digit code e-mailed to its address, valid 15 minutes, one a minute at most.
 */
export async function sendDeletionCode(
  deps: Pick<AppDeps, 'db' | 'mail' | 'siteUrl'>,
  userId: number,
): Promise<string> {
  const credentials = await findAccountCredentials(deps.db, userId);
  if (!credentials) throw notFound();
  if (credentials.supprime_le) throw conflict(accountRightsTexts.alreadyDeleted, 'deja_supprime');
  if (credentials.password_hash) throw unprocessable(accountRightsTexts.hasPassword);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await withAdvisoryLocks(deps.db, [`code-suppression:${userId}`], async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) throw notFound();
    const last = await lastDeletionCodeAt(tx, userId);
    if (last && Date.now() - last.getTime() < RESEND_DELAY_MS)
      throw new HttpError(429, accountRightsTexts.codeTooSoon, 'rate_limited');
    const expiresAt = new Date(Date.now() + DELETION_CODE_TTL_MINUTES * 60_000);
    await replaceDeletionCode(tx, userId, deletionCodeHash(userId, code), expiresAt);
    const rendered = renderMail(
      {
        title: `Bonjour ${capitalise(account.prenom)},`,
        preheader: 'Votre code pour supprimer votre compte BonneRoute.',
        paragraphs: [
          `Voici votre code pour confirmer la suppression de votre compte BonneRoute : ${code}`,
        ],
        footnote: `Ce code est valable ${DELETION_CODE_TTL_MINUTES} minutes. Si vous n’avez rien demandé, ignorez ce message : votre compte reste ouvert.`,
      },
      deps.siteUrl,
    );
    await deps.mail.queue(tx, {
      to: account.email,
      subject: 'Votre code de suppression de compte — BonneRoute',
      template: 'code-suppression-compte',
      utilisateurId: userId,
      secrets: [code],
      ...rendered,
    });
  });
  return accountRightsTexts.codeSent(DELETION_CODE_TTL_MINUTES);
}

/** Whether the code the member typed is the one last e-mailed (and forgets it either way). */
export async function checkDeletionCode(deps: Pick<AppDeps, 'db'>, userId: number, code: string) {
  return consumeDeletionCode(deps.db, userId, deletionCodeHash(userId, code));
}
