import type { AppDeps } from '../lib/app-deps';
import { documentKey } from '../user-space/documents.service';
import { purgeArchivedIdentities } from './inactive-accounts.repository';
import { eraseInactiveAccounts, warnInactiveAccounts } from './inactive-accounts.service';
import {
  deleteLoginRecordsBefore,
  documentImagesDue,
  markDocumentImageErased,
  unlinkSearchesBefore,
} from './retention.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const DOCUMENT_BATCH = 200;

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export interface RetentionReport {
  sessions: number;
  authEvents: number;
  searchesUnlinked: number;
  documentImagesErased: number;
  inactiveWarned: number;
  inactiveErased: number;
  /** Inactive accounts kept for a blocker (a trip to come, earnings not paid out…). */
  inactiveKept: number;
  archivedIdentitiesPurged: number;
}

/**
 * Applies the retention periods (docs/product/accounts.md: retention) as of `now`: login
 * records deleted, searches unlinked from their member, verified identity documents' images
 * erased from the file store, inactive accounts warned then erased, archived identities purged
 * at the end of the accounting period. Each step is idempotent: a run cut short is finished by
 * the next.
 */
export async function applyRetention(
  deps: Pick<AppDeps, 'db' | 'env' | 'files' | 'mail' | 'realtime' | 'log' | 'siteUrl'>,
  now = new Date(),
): Promise<RetentionReport> {
  const { env } = deps;
  const logins = await deleteLoginRecordsBefore(
    deps.db,
    monthsBefore(now, env.RETENTION_LOGIN_RECORDS_MONTHS),
  );
  const searchesUnlinked = await unlinkSearchesBefore(
    deps.db,
    monthsBefore(now, env.RETENTION_SEARCH_LOG_MONTHS),
  );
  const documentsBefore = new Date(now.getTime() - env.RETENTION_IDENTITY_DOCUMENT_DAYS * DAY_MS);
  let documentImagesErased = 0;
  for (;;) {
    const due = await documentImagesDue(deps.db, documentsBefore, DOCUMENT_BATCH);
    for (const document of due) {
      // The file first, then the mark: a crash between them leaves a row the next run erases
      // again (deleting a missing file is a no-op), never an image marked erased but kept.
      await deps.files.delete(documentKey(document.utilisateur_id, document.fichier));
      if (await markDocumentImageErased(deps.db, document.id, document.fichier, now))
        documentImagesErased += 1;
    }
    if (due.length < DOCUMENT_BATCH) break;
  }
  // Erasures before warnings: an account warned today is never erased in the same run.
  const inactive = await eraseInactiveAccounts(deps, now);
  const inactiveWarned = await warnInactiveAccounts(deps, now);
  const archivedIdentitiesPurged = await purgeArchivedIdentities(deps.db, now);
  const report = {
    ...logins,
    searchesUnlinked,
    documentImagesErased,
    inactiveWarned,
    inactiveErased: inactive.erased,
    inactiveKept: inactive.kept,
    archivedIdentitiesPurged,
  };
  deps.log.info({ retention: report }, 'durées de conservation appliquées');
  return report;
}
