import { type Readable } from 'node:stream';

/** What the store knows about a file. */
export interface StoredFileInfo {
  key: string;
  contentType: string;
  size: number;
}

/** A file being read: its description and its bytes as a stream (read when sent). */
export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/**
 * Where uploaded files live, shared by every API process: PostgreSQL by default,
 * S3-compatible object storage when configured. Keys are paths: `public/…` is served to anyone
 * at `/fichiers/…`; `private/…` only through routes that check who asks, never by URL.
 */
export interface FileStore {
  readonly kind: 'postgres' | 's3';
  /** Writes the file at `key`, replacing any earlier one. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  has(key: string): Promise<boolean>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

const KEY = /^(public|private)\/[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 300;

export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`clé de fichier invalide : ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidFileKeyError';
  }
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`fichier plus grand que ${maxBytes} octets`);
    this.name = 'FileTooLargeError';
  }
}

/** `public/` or `private/`, then path segments of letters, digits, `.`, `_`, `-` (no `..`). */
export function isValidFileKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

export function assertFileKey(key: string): void {
  if (!isValidFileKey(key)) throw new InvalidFileKeyError(key);
}

/** The public URL path of a `public/` key: `public/avatars/x.jpg` → `/fichiers/avatars/x.jpg`. */
export const PUBLIC_FILES_PREFIX = '/fichiers/';
export function publicPathOf(key: string): string {
  if (!key.startsWith('public/')) throw new InvalidFileKeyError(key);
  return PUBLIC_FILES_PREFIX + key.slice('public/'.length);
}
export function keyOfPublicPath(urlPath: string): string | null {
  if (!urlPath.startsWith(PUBLIC_FILES_PREFIX)) return null;
  const key = `public/${urlPath.slice(PUBLIC_FILES_PREFIX.length)}`;
  return isValidFileKey(key) ? key : null;
}

/** Reads a stream whole, refusing more than `maxBytes`. */
export async function readAll(body: Buffer | Readable, maxBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(body)) {
    if (body.length > maxBytes) throw new FileTooLargeError(maxBytes);
    return body;
  }
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const part = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += part.length;
    if (size > maxBytes) {
      body.destroy();
      throw new FileTooLargeError(maxBytes);
    }
    parts.push(part);
  }
  return Buffer.concat(parts);
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The content type of a file name by its extension (files moved from disk). */
export function contentTypeOfName(name: string): string {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}
