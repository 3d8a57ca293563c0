import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { FileStore } from './file-store';
import { PostgresFileStore } from './postgres-file-store';

/**
 * The file store the configuration asks for: S3 when S3_BUCKET is set, PostgreSQL otherwise
 * (the AWS SDK is only loaded when S3 is used).
 */
export async function createFileStore(env: Env, db: Database): Promise<FileStore> {
  if (!env.S3_BUCKET) return new PostgresFileStore(db, env.UPLOAD_MAX_BYTES);
  const { S3FileStore } = await import('./s3-file-store');
  return new S3FileStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_URL,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_URL),
    maxBytes: env.UPLOAD_MAX_BYTES,
  });
}
