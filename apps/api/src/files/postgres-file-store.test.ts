import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { file_chunks, files } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { describeFileStoreContract } from './file-store-contract';
import { CHUNK_BYTES, PostgresFileStore } from './postgres-file-store';

const MAX = 3 * CHUNK_BYTES;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describeFileStoreContract('PostgreSQL', () => new PostgresFileStore(ctx.db, MAX), {
  maxBytes: MAX,
  bigBytes: 2 * CHUNK_BYTES + 1234,
});

describe('PostgreSQL file store layout', () => {
  it('cuts a file into 256 KiB rows and removes them with the file', async () => {
    const store = new PostgresFileStore(ctx.db, MAX);
    await store.put('private/x/gros.pdf', Buffer.alloc(CHUNK_BYTES * 2 + 1, 7), 'application/pdf');
    const [file] = await ctx.db.select().from(files).where(eq(files.key, 'private/x/gros.pdf'));
    const chunks = () =>
      ctx.db.select({ n: count() }).from(file_chunks).where(eq(file_chunks.file_id, file!.id));
    expect((await chunks())[0]!.n).toBe(3);
    await store.delete('private/x/gros.pdf');
    expect((await chunks())[0]!.n).toBe(0);
  });

  it('is the app’s store by default, sized by UPLOAD_MAX_BYTES', () => {
    expect(ctx.app.files.kind).toBe('postgres');
  });
});
