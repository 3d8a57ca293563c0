import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import {
  DOCUMENT_MAX_BYTES,
  userSpaceTexts,
  type DocumentType,
  type UserDocument,
} from '@bonneroute/shared/user-space';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { isUploadedFile } from '../plugins/body-parsers';
import { findDocument, upsertDocument, type DocumentRow } from './documents.repository';
import { MIME_TYPES, sniffFileType, type SniffedType } from './file-sniff';
import type { AppDeps } from '../lib/app-deps';

/** Identity documents: PDF, JPEG or PNG (docs/decisions.md), of at most DOCUMENT_MAX_BYTES. */
const ACCEPTED = new Set(['pdf', 'jpeg', 'png']);

/**
 * What is kept of an upload (docs/decisions/021-outages-and-logs.md): magic bytes alone let a PNG
 * header followed by HTML through as it was. An image is decoded and encoded again in its own
 * format (what follows the image, and any metadata, is dropped; a file that does not decode is
 * refused). No PDF library is among our dependencies and none is worth its attack surface here:
 * a PDF must end like one (`%%EOF` in its last kilobyte) and carry no markup nor script
 * action; it is stored as sent, and served to its owner and the team as a download only.
 * Null: refused.
 */
async function cleanDocument(data: Buffer, type: SniffedType): Promise<Buffer | null> {
  if (type === 'pdf') return acceptablePdf(data) ? data : null;
  try {
    const decoded = sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    return type === 'png'
      ? await decoded.png({ compressionLevel: 9 }).toBuffer()
      : await decoded.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
}

/** HTML or SVG markup, or a PDF action that runs a script or a program. */
const PDF_REFUSED =
  /<(?:!doctype|html|head|body|script|svg|iframe|object|embed)\b|javascript:|\/(?:JavaScript|JS|Launch)\b/i;

function acceptablePdf(data: Buffer): boolean {
  if (!/^%PDF-\d\.\d/.test(data.subarray(0, 8).toString('latin1'))) return false;
  if (!data.subarray(-1024).toString('latin1').includes('%%EOF')) return false;
  return !PDF_REFUSED.test(data.toString('latin1'));
}

/**
 * Private files in the shared store, under `private/` (never served by URL), named by the server;
 * the row keeps the name, the key adds the owner.
 */
export const documentKey = (userId: number, fichier: string) =>
  `private/documents/${userId}/${path.basename(fichier)}`;

export function documentToWire(row: DocumentRow): UserDocument {
  return {
    id: row.id,
    type_doc_code: row.type_doc_code as DocumentType,
    created_at: row.created_at.toISOString(),
    is_verifie: row.is_verifie ? 1 : 0,
  };
}

export async function saveDocument(
  deps: AppDeps,
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
  const stored = await cleanDocument(file.data, sniffed);
  if (!stored) throw unprocessable(userSpaceTexts.documentWrongType, '/body/document');
  const name = `${type}-${randomBytes(12).toString('hex')}.${sniffed === 'jpeg' ? 'jpg' : sniffed}`;
  await deps.files.put(documentKey(userId, name), stored, MIME_TYPES[sniffed]);
  const previous = await findDocument(deps.db, userId, type);
  const row = await upsertDocument(deps.db, {
    utilisateur_id: userId,
    type_doc_code: type,
    fichier: name,
    mimetype: MIME_TYPES[sniffed],
  });
  if (previous && previous.fichier !== name) {
    await deps.files.delete(documentKey(userId, previous.fichier));
  }
  return documentToWire(row);
}

export async function readDocumentFile(deps: AppDeps, userId: number, type: DocumentType) {
  const row = await findDocument(deps.db, userId, type);
  if (!row) throw notFound();
  // Erased by the retention job: gone for good, and said so (docs/product/accounts.md: retention).
  if (row.image_supprimee_le) throw new HttpError(410, userSpaceTexts.documentImageErased);
  const file = await deps.files.get(documentKey(userId, row.fichier));
  if (!file) throw notFound();
  return {
    body: file.body,
    size: file.size,
    mimetype: row.mimetype,
    name: `${type.toLowerCase()}${path.extname(row.fichier)}`,
  };
}

/** Removes a stored document file (after the team refused it). */
export async function removeDocumentFile(
  deps: AppDeps,
  userId: number,
  fichier: string,
): Promise<void> {
  await deps.files.delete(documentKey(userId, fichier));
}
