import {
  DELETED_MEMBER_NAME,
  accountRightsTexts,
  deletionBlockerLines,
} from '@bonneroute/shared/account-rights';
import { recordAdminAction } from '../audit/audit.repository';
import { verifyPassword } from '../auth/password';
import { documentKey } from '../user-space/documents.service';
import { keyOfPublicPath } from '../files/file-store';
import type { DbOrTx } from '../db/client';
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
  type LockedAccount,
} from './account-deletion.repository';

/** The address a deleted account keeps: unique, undeliverable, frees the real one for a new sign-up. */
const placeholderEmail = (userId: number) => `membre-supprime-${userId}@supprime.invalid`;

type Deps = Pick<AppDeps, 'db' | 'env' | 'files' | 'mail' | 'realtime' | 'log' | 'siteUrl'>;

/** Why an account is erased: the member asked, or nobody logged into it for years. */
export type ErasureReason = 'membre' | 'inactivite';

/** The erasure log's wording of each reason (docs/product/admin.md audit). */
const REASON_LABELS: Record<ErasureReason, string> = {
  membre: 'demande du membre',
  inactivite: 'inactivité',
};

export type ErasureOutcome =
  | { status: 'efface'; deletedAt: Date }
  | { status: 'bloque'; lines: string[] }
  | { status: 'deja_supprime' }
  /** `stillDue` said no once the row was locked (the member logged in meanwhile). */
  | { status: 'ignore' };

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

  const outcome = await eraseAccount(deps, userId, { reason: 'membre', at: new Date() });
  if (outcome.status === 'bloque') {
    const detail = [accountRightsTexts.blockedIntro, ...outcome.lines.map((line) => `• ${line}`)];
    throw new HttpError(409, detail.join('\n'), 'suppression_impossible');
  }
  if (outcome.status !== 'efface')
    throw conflict(accountRightsTexts.alreadyDeleted, 'deja_supprime');
  return { supprime_le: outcome.deletedAt.toISOString(), conserve: [...accountRightsTexts.kept] };
}

/**
 * The erasure itself, once whoever asked for it is proven (the member's password or code, or the
 * retention job for an inactive account): the one code path of every account deletion.
 * `stillDue` re-checks the locked row, so that a login racing the job keeps the account.
 */
export async function eraseAccount(
  deps: Deps,
  userId: number,
  options: {
    reason: ErasureReason;
    at: Date;
    stillDue?: (tx: DbOrTx, account: LockedAccount) => Promise<boolean>;
  },
): Promise<ErasureOutcome> {
  const deletedAt = options.at;
  const outcome = await deps.db.transaction(
    async (tx): Promise<ErasureOutcome & { fileKeys?: string[] }> => {
      const account = await lockAccount(tx, userId);
      if (!account) throw notFound();
      if (account.supprime_le) return { status: 'deja_supprime' };
      if (options.stillDue && !(await options.stillDue(tx, account))) return { status: 'ignore' };
      const lines = deletionBlockerLines(await countDeletionBlockers(tx, userId));
      if (lines.length > 0) return { status: 'bloque', lines };
      const kept = await countKeptRecords(tx, userId);
      const documentFiles = await findDocumentFiles(tx, userId);
      const erased = await deletePersonalRows(tx, userId, account.email);
      const withdrawn = await withdrawFutureTrips(tx, userId);
      await endAllSessions(tx, userId);
      const keepUntil = new Date(deletedAt);
      keepUntil.setUTCFullYear(keepUntil.getUTCFullYear() + deps.env.RETENTION_ACCOUNTING_YEARS);
      const bilan = { conserve: kept, efface: { ...erased, trajets_retires: withdrawn } };
      await archiveIdentity(tx, {
        utilisateur_id: userId,
        email: account.email,
        prenom: account.prenom,
        nom: account.nom,
        conserver_jusqu_au: keepUntil,
        bilan,
        created_at: deletedAt,
      });
      await anonymiseAccount(tx, userId, {
        email: placeholderEmail(userId),
        prenom: DELETED_MEMBER_NAME,
        deletedAt,
      });
      // The erasure log: who asked (the member themself, or the retention job for an account
      // unused for years), why, what was kept (docs/product/admin.md audit).
      await recordAdminAction(tx, {
        auteurId: userId,
        action: 'supprimer-compte',
        cibleType: 'utilisateur',
        cibleId: userId,
        details: {
          par: options.reason === 'membre' ? 'membre' : 'conservation',
          motif: REASON_LABELS[options.reason],
          ...bilan,
        },
      });
      const mail = accountDeletedEmail({
        prenom: account.prenom,
        siteUrl: deps.siteUrl,
        ...(options.reason === 'inactivite'
          ? { inactiveYears: deps.env.RETENTION_INACTIVE_ACCOUNT_YEARS }
          : {}),
      });
      await deps.mail.queue(
        tx,
        { to: account.email, template: 'compte-supprime', utilisateurId: null, ...mail },
        { dedupKey: `compte-supprime:${userId}` },
      );
      const fileKeys = documentFiles.map((fichier) => documentKey(userId, fichier));
      const avatarKey = account.avatar ? keyOfPublicPath(account.avatar) : null;
      if (avatarKey) fileKeys.push(avatarKey);
      return { status: 'efface', deletedAt, fileKeys };
    },
  );
  if (outcome.status !== 'efface') return outcome;

  await deps.realtime.sessionsEnded({ userId });
  // After the commit: a failed removal leaves an orphan file nobody can reach, never a live row.
  for (const key of outcome.fileKeys ?? []) {
    await deps.files.delete(key).catch((error: unknown) => {
      deps.log.error({ err: error, key }, 'fichier d’un compte supprimé non effacé');
    });
  }
  return { status: 'efface', deletedAt };
}
