import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { FileStore } from './file-store';
import { PostgresFileStore } from './postgres-file-store';

/** The file store the configuration asks for: PostgreSQL unless S3 is configured. */
export function createFileStore(env: Env, db: Database): FileStore {
  return new PostgresFileStore(db, env.UPLOAD_MAX_BYTES);
}
