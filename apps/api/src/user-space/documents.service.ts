import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  userSpaceTexts,
  type DocumentType,
  type UserDocument,
} from '@bonneroute/shared/user-space';
import { notFound, unprocessable } from '../lib/http-error';
import { isUploadedFile } from '../plugins/body-parsers';
import { findDocument, upsertDocument, type DocumentRow } from './documents.repository';
import { MIME_TYPES, sniffFileType } from './file-sniff';

/** Identity documents: PDF, JPEG or PNG of at most 5 MB (docs/decisions.md). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['pdf', 'jpeg', 'png']);

/** Private files: under DATA_DIR, outside the public uploads folder, named by the server. */
const privateDir = (app: FastifyInstance, userId: number) =>
  path.join(app.env.DATA_DIR, 'uploads', 'private', 'documents', String(userId));

export function documentToWire(row: DocumentRow): UserDocument {
  return {
    id: row.id,
    type_doc_code: row.type_doc_code as DocumentType,
    created_at: row.created_at.toISOString(),
    is_verifie: row.is_verifie ? 1 : 0,
  };
}

export async function saveDocument(
  app: FastifyInstance,
  userId: number,
  type: DocumentType,
  file: unknown,
): Promise<UserDocument> {
  if (!isUploadedFile(file)) throw unprocessable(userSpaceTexts.documentMissing, '/body/document');
  if (file.data.length > DOCUMENT_MAX_BYTES) {
    throw unprocessable(userSpaceTexts.documentTooLarge, '/body/document', 'too_large');
  }
  const sniffed = sniffFileType(file.data);
  if (!sniffed || !ACCEPTED.has(sniffed)) {
    throw unprocessable(userSpaceTexts.documentWrongType, '/body/document');
  }
  const dir = privateDir(app, userId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${type}-${randomBytes(12).toString('hex')}.${sniffed === 'jpeg' ? 'jpg' : sniffed}`;
  await writeFile(path.join(dir, name), file.data, { mode: 0o600 });
  const previous = await findDocument(app.db, userId, type);
  const row = await upsertDocument(app.db, {
    utilisateur_id: userId,
    type_doc_code: type,
    fichier: name,
    mimetype: MIME_TYPES[sniffed],
  });
  if (previous && previous.fichier !== name) {
    await rm(path.join(dir, path.basename(previous.fichier)), { force: true });
  }
  return documentToWire(row);
}

export async function readDocumentFile(app: FastifyInstance, userId: number, type: DocumentType) {
  const row = await findDocument(app.db, userId, type);
  if (!row) throw notFound();
  const data = await readFile(path.join(privateDir(app, userId), path.basename(row.fichier)));
  return {
    data,
    mimetype: row.mimetype,
    name: `${type.toLowerCase()}${path.extname(row.fichier)}`,
  };
}

/** Removes a stored document file (after the team refused it). */
export async function removeDocumentFile(
  app: FastifyInstance,
  userId: number,
  fichier: string,
): Promise<void> {
  await rm(path.join(privateDir(app, userId), path.basename(fichier)), { force: true });
}
