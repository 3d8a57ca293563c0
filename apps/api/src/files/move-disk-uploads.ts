import { createReadStream, existsSync } from 'node:fs';
import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfName, FileTooLargeError, isValidFileKey, type FileStore } from './file-store';

export interface MovedUploads {
  moved: number;
  skipped: string[];
  /** Where the old folder now is (kept as a backup), or null when there was nothing to move. */
  backup: string | null;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Uploads used to be written to `DATA_DIR/uploads/{public,private}/…` of the process
 * that received them. At start (under the startup lock) this moves such files into the shared
 * store under the same path as key (`uploads/public/avatars/x.jpg` → `public/avatars/x.jpg`,
 * served at the same URL), streamed from disk. A file already in the store is left as it is.
 * The old folder is then renamed `uploads.moved-<date>` as a backup, so the next start finds
 * nothing to do; a file that cannot become a key (an odd name) or is larger than the store takes
 * stays there and is reported.
 */
export async function moveDiskUploads(dataDir: string, store: FileStore): Promise<MovedUploads> {
  const root = path.join(dataDir, 'uploads');
  if (!existsSync(root)) return { moved: 0, skipped: [], backup: null };
  let moved = 0;
  const skipped: string[] = [];
  for await (const file of filesUnder(root)) {
    const key = path.relative(root, file).split(path.sep).join('/');
    if (!isValidFileKey(key)) {
      skipped.push(key);
      continue;
    }
    if (await store.has(key)) continue;
    try {
      await store.put(key, createReadStream(file), contentTypeOfName(key));
      moved += 1;
    } catch (error) {
      if (!(error instanceof FileTooLargeError)) throw error;
      skipped.push(key);
    }
  }
  const backup = `${root}.moved-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(root, backup);
  return { moved, skipped, backup };
}
