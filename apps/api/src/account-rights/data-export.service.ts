import path from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import {
  DATA_EXPORT_WINDOW_MS,
  DATA_EXPORTS_PER_HOUR,
  accountRightsTexts,
} from '@bonneroute/shared/account-rights';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import type { AppDeps } from '../lib/app-deps';
import { HttpError } from '../lib/http-error';
import { documentKey } from '../user-space/documents.service';
import { exportReadme } from './data-export-readme';
import {
  EXPORT_KINDS,
  countRecentExports,
  listDocumentFiles,
  readExportKind,
  recordExport,
} from './data-export.repository';

type Deps = Pick<AppDeps, 'db' | 'files' | 'log'>;

/**
 * Counts the export against the member's hourly budget, in PostgreSQL under a lock per member so
 * that parallel requests on several API processes cannot pass it (docs/product/accounts.md).
 */
export async function claimExport(deps: Pick<AppDeps, 'db'>, userId: number): Promise<void> {
  const allowed = await withAdvisoryLocks(deps.db, [`export-donnees:${userId}`], async (tx) => {
    const since = new Date(Date.now() - DATA_EXPORT_WINDOW_MS);
    if ((await countRecentExports(tx, userId, since)) >= DATA_EXPORTS_PER_HOUR) return false;
    await recordExport(tx, userId);
    return true;
  });
  if (!allowed)
    throw new HttpError(
      429,
      accountRightsTexts.exportTooMany(DATA_EXPORTS_PER_HOUR),
      'rate_limited',
    );
}

/** One JSON file, its rows read only when the ZIP reaches it. */
function jsonStream(rows: Promise<Record<string, unknown>[]>): Readable {
  return Readable.from(
    (async function* () {
      const list = await rows;
      yield '[\n';
      for (const [index, row] of list.entries()) {
        yield `${index === 0 ? '' : ',\n'}${JSON.stringify(row)}`;
      }
      yield '\n]\n';
    })(),
  );
}

/**
 * The member's data as a ZIP stream: a README, one JSON file per kind, and their documents' files.
 * Each file is read from the database or the file store when the ZIP gets to it, so the archive is
 * never whole in memory.
 */
export async function exportUserData(deps: Deps, userId: number): Promise<Readable> {
  const now = new Date();
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(exportReadme(now, EXPORT_KINDS), 'utf8'), 'LISEZMOI.txt', {
    mtime: now,
  });
  // yazl does not listen to its sources' errors: a failed read ends the whole download.
  const failed = (error: unknown) => zip.emit('error', error);
  for (const kind of EXPORT_KINDS) {
    zip.addReadStreamLazy(`${kind}.json`, { mtime: now }, (callback) => {
      callback(null, jsonStream(readExportKind(deps.db, kind, userId)).on('error', failed));
    });
  }
  for (const document of await listDocumentFiles(deps.db, userId)) {
    const name = `documents/${document.type_doc_code.toLowerCase()}${path.extname(document.fichier)}`;
    zip.addReadStreamLazy(name, { mtime: now, compress: false }, (callback) => {
      deps.files.get(documentKey(userId, document.fichier)).then(
        (file) => callback(null, file ? file.body.on('error', failed) : Readable.from([])),
        (error: unknown) => callback(error as Error, Readable.from([])),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    deps.log.error({ err: error, userId }, 'export de données interrompu');
    output.destroy(error as Error);
  });
  return output;
}
