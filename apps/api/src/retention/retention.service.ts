import type { AppDeps } from '../lib/app-deps';
import { documentKey } from '../user-space/documents.service';
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
}

/**
 * Applies the retention periods (docs/product/accounts.md: retention) as of `now`: login
 * records deleted, searches unlinked from their member, verified identity documents' images
 * erased from the file store. Each step is idempotent: a run cut short is finished by the next.
 */
export async function applyRetention(
  deps: Pick<AppDeps, 'db' | 'env' | 'files' | 'log'>,
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
  const report = { ...logins, searchesUnlinked, documentImagesErased };
  deps.log.info({ retention: report }, 'durées de conservation appliquées');
  return report;
}
