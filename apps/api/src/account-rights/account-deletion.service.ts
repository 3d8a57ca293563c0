import {
  DELETED_MEMBER_NAME,
  accountRightsTexts,
  deletionBlockerLines,
} from '@bonneroute/shared/account-rights';
import { RETENTION_DEFAULTS } from '@bonneroute/shared/privacy';
import { recordAdminAction } from '../audit/audit.repository';
import { verifyPassword } from '../auth/password';
import { documentKey } from '../user-space/documents.service';
import { keyOfPublicPath } from '../files/file-store';
import type { AppDeps } from '../lib/app-deps';
import { conflict, HttpError, notFound, unprocessable } from '../lib/http-error';
import { accountDeletedEmail } from './account-deleted-mail';
import { checkDeletionCode } from './deletion-code.service';
import {
  anonymiseAccount,
  archiveIdentity,
  countDeletionBlockers,
  countKeptRecords,
  deletePersonalRows,
  endAllSessions,
  findAccountCredentials,
  findDocumentFiles,
  lockAccount,
  withdrawFutureTrips,
} from './account-deletion.repository';

/** The address a deleted account keeps: unique, undeliverable, frees the real one for a new sign-up. */
const placeholderEmail = (userId: number) => `membre-supprime-${userId}@supprime.invalid`;

type Deps = Pick<AppDeps, 'db' | 'files' | 'mail' | 'realtime' | 'log' | 'siteUrl'>;

/**
 * docs/product/accounts.md "Deleting an account": refused while the member still has a trip or
 * a booking to come, money to receive or a payment under review (nothing changes then);
 * otherwise one transaction erases what names them and keeps what accounting law asks for,
 * then their files leave the store and their sockets close.
 */
export async function deleteAccount(
  deps: Deps,
  userId: number,
  proof: { password?: string | undefined; code?: string | undefined },
) {
  const credentials = await findAccountCredentials(deps.db, userId);
  if (!credentials) throw notFound();
  if (credentials.supprime_le) throw conflict(accountRightsTexts.alreadyDeleted, 'deja_supprime');
  if (credentials.password_hash) {
    if (!proof.password || !(await verifyPassword(credentials.password_hash, proof.password)))
      throw unprocessable(accountRightsTexts.wrongPassword, '/body/password', 'mot_de_passe');
  } else {
    // A Google-only account confirms with the code it was e-mailed (docs/product/accounts.md).
    if (!proof.code)
      throw unprocessable(accountRightsTexts.googleOnly, '/body/code', 'compte_google');
    if (!(await checkDeletionCode(deps, userId, proof.code)))
      throw unprocessable(accountRightsTexts.codeWrong, '/body/code', 'code');
  }

  const deletedAt = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) throw notFound();
    if (account.supprime_le) throw conflict(accountRightsTexts.alreadyDeleted, 'deja_supprime');
    const lines = deletionBlockerLines(await countDeletionBlockers(tx, userId));
    if (lines.length > 0) {
      const detail = [accountRightsTexts.blockedIntro, ...lines.map((line) => `• ${line}`)];
      throw new HttpError(409, detail.join('\n'), 'suppression_impossible');
    }
    const kept = await countKeptRecords(tx, userId);
    const documentFiles = await findDocumentFiles(tx, userId);
    const erased = await deletePersonalRows(tx, userId, account.email);
    const withdrawn = await withdrawFutureTrips(tx, userId);
    await endAllSessions(tx, userId);
    const keepUntil = new Date(deletedAt);
    keepUntil.setFullYear(keepUntil.getFullYear() + RETENTION_DEFAULTS.accountingYears);
    const bilan = { conserve: kept, efface: { ...erased, trajets_retires: withdrawn } };
    await archiveIdentity(tx, {
      utilisateur_id: userId,
      email: account.email,
      prenom: account.prenom,
      nom: account.nom,
      conserver_jusqu_au: keepUntil,
      bilan,
    });
    await anonymiseAccount(tx, userId, {
      email: placeholderEmail(userId),
      prenom: DELETED_MEMBER_NAME,
      deletedAt,
    });
    // The erasure log: by the member themself, what was kept (docs/product/admin.md audit).
    await recordAdminAction(tx, {
      auteurId: userId,
      action: 'supprimer-compte',
      cibleType: 'utilisateur',
      cibleId: userId,
      details: { par: 'membre', ...bilan },
    });
    const mail = accountDeletedEmail({ prenom: account.prenom, siteUrl: deps.siteUrl });
    await deps.mail.queue(
      tx,
      { to: account.email, template: 'compte-supprime', utilisateurId: null, ...mail },
      { dedupKey: `compte-supprime:${userId}` },
    );
    const fileKeys = documentFiles.map((fichier) => documentKey(userId, fichier));
    const avatarKey = account.avatar ? keyOfPublicPath(account.avatar) : null;
    if (avatarKey) fileKeys.push(avatarKey);
    return { fileKeys };
  });

  await deps.realtime.sessionsEnded({ userId });
  // After the commit: a failed removal leaves an orphan file nobody can reach, never a live row.
  for (const key of outcome.fileKeys) {
    await deps.files.delete(key).catch((error: unknown) => {
      deps.log.error({ err: error, key }, 'fichier d’un compte supprimé non effacé');
    });
  }
  return { supprime_le: deletedAt.toISOString(), conserve: [...accountRightsTexts.kept] };
}
