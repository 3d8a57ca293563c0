import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { file_chunks, files } from '../db/schema';
import { assertFileKey, FileTooLargeError, type FileStore, type StoredFile } from './file-store';

/** Bytes per row of `file_chunks`: a file is written and read one chunk at a time. */
export const CHUNK_BYTES = 256 * 1024;

/** Cuts a Buffer or a stream into chunks of exactly CHUNK_BYTES (the last one shorter). */
async function* chunksOf(body: Buffer | Readable): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(body)) {
    for (let start = 0; start < body.length; start += CHUNK_BYTES)
      yield body.subarray(start, start + CHUNK_BYTES);
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of body) {
    let part = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
    while (pendingBytes + part.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - pendingBytes;
      yield Buffer.concat([...pending, part.subarray(0, take)]);
      part = part.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (part.length > 0) {
      pending.push(part);
      pendingBytes += part.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

async function readChunk(db: DbOrTx, fileId: number, seq: number): Promise<Buffer> {
  const [row] = await db
    .select({ data: file_chunks.data })
    .from(file_chunks)
    .where(and(eq(file_chunks.file_id, fileId), eq(file_chunks.seq, seq)));
  // The file was replaced or removed while it was being sent: the response stops short.
  if (!row) throw new Error(`fichier ${fileId} : morceau ${seq} disparu pendant la lecture`);
  return row.data;
}

/**
 * Files in PostgreSQL (tables `files` and `file_chunks`): nothing more to install, shared by
 * every API process on the database, backed up with it. Written in one transaction (a reader sees
 * the old file or the new one, never half of one); read chunk by chunk while the response is
 * sent, so a 10 MB document never sits whole in the API's memory.
 */
export class PostgresFileStore implements FileStore {
  readonly kind = 'postgres';

  constructor(
    private readonly db: Database,
    private readonly maxBytes: number,
  ) {}

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    assertFileKey(key);
    if (Buffer.isBuffer(body) && body.length > this.maxBytes)
      throw new FileTooLargeError(this.maxBytes);
    await this.db.transaction(async (tx) => {
      // A new row (new id) rather than an update: a reader of the old file never mixes chunks.
      await tx.delete(files).where(eq(files.key, key));
      const [row] = await tx
        .insert(files)
        .values({ key, content_type: contentType, size: 0 })
        .returning({ id: files.id });
      let size = 0;
      let seq = 0;
      for await (const chunk of chunksOf(body)) {
        size += chunk.length;
        if (size > this.maxBytes) {
          if (!Buffer.isBuffer(body)) body.destroy();
          throw new FileTooLargeError(this.maxBytes);
        }
        await tx.insert(file_chunks).values({ file_id: row!.id, seq, data: chunk });
        seq += 1;
      }
      await tx.update(files).set({ size }).where(eq(files.id, row!.id));
    });
  }

  async get(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    // The description and the first chunk in one round trip: most files are one chunk.
    const [row] = await this.db
      .select({
        id: files.id,
        contentType: files.content_type,
        size: files.size,
        first: file_chunks.data,
      })
      .from(files)
      .leftJoin(file_chunks, and(eq(file_chunks.file_id, files.id), eq(file_chunks.seq, 0)))
      .where(eq(files.key, key));
    if (!row) return null;
    const { id, size, first } = row;
    const count = Math.ceil(size / CHUNK_BYTES);
    const db = this.db;
    async function* bytes() {
      if (count === 0) return;
      yield first ?? (await readChunk(db, id, 0));
      for (let seq = 1; seq < count; seq += 1) yield await readChunk(db, id, seq);
    }
    return {
      key,
      contentType: row.contentType,
      size,
      body: Readable.from(bytes(), { objectMode: false }),
    };
  }

  async has(key: string): Promise<boolean> {
    assertFileKey(key);
    const [row] = await this.db
      .select({ found: sql<number>`1` })
      .from(files)
      .where(eq(files.key, key));
    return Boolean(row);
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    await this.db.delete(files).where(eq(files.key, key));
  }

  async close(): Promise<void> {
    // The pool belongs to the app.
  }
}
