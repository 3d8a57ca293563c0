import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';
import { bytesOf } from './file-store-contract';
import { moveDiskUploads } from './move-disk-uploads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function writeOld(relative: string, data: Buffer | string) {
  const file = path.join(ctx.env.DATA_DIR, 'uploads', ...relative.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

describe('files left on disk by an earlier version', () => {
  it('are moved into the store and served at the same URLs, then the folder is kept aside', async () => {
    const owner = await createUser(ctx.db, { avatar: '/fichiers/avatars/u1-ancien.jpg' });
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(300_000, 9)]);
    const pdf = Buffer.from('%PDF-1.4\nancien document\n%%EOF\n');
    await writeOld('public/avatars/u1-ancien.jpg', jpeg);
    await writeOld('public/avatars/demo-lea.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeOld(`private/documents/${owner.id}/CNI-ancien.pdf`, pdf);
    await writeOld('public/avatars/nom étrange.jpg', 'x');
    await ctx.db.insert(documents).values({
      utilisateur_id: owner.id,
      type_doc_code: 'CNI',
      fichier: 'CNI-ancien.pdf',
      mimetype: 'application/pdf',
    });

    const result = await moveDiskUploads(ctx.env.DATA_DIR, ctx.app.files);
    expect(result.moved).toBe(3);
    expect(result.skipped).toEqual(['public/avatars/nom étrange.jpg']);

    const avatar = await ctx.client().get('/fichiers/avatars/u1-ancien.jpg');
    expect(avatar.status).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/jpeg');
    expect(avatar.raw.equals(jpeg)).toBe(true);
    const svg = await ctx.client().get('/fichiers/avatars/demo-lea.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');

    const own = await ctx
      .client()
      .withToken(await loginAs(ctx.db, owner))
      .get(`/api/utilisateurs/${owner.id}/documents/CNI`);
    expect(own.status).toBe(200);
    expect(own.raw.equals(pdf)).toBe(true);
    expect((await ctx.client().get(`/api/utilisateurs/${owner.id}/documents/CNI`)).status).toBe(
      401,
    );

    // The old folder is kept as a backup (with what could not move); nothing is left to move.
    expect(existsSync(path.join(ctx.env.DATA_DIR, 'uploads'))).toBe(false);
    const backup = result.backup!;
    expect(await readFile(path.join(backup, 'public', 'avatars', 'nom étrange.jpg'), 'utf8')).toBe(
      'x',
    );
    expect(await moveDiskUploads(ctx.env.DATA_DIR, ctx.app.files)).toEqual({
      moved: 0,
      skipped: [],
      backup: null,
    });
  });

  it('leaves a file already in the store as the store has it', async () => {
    await ctx.app.files.put('public/avatars/u9-deja.jpg', Buffer.from('nouveau'), 'image/jpeg');
    await writeOld('public/avatars/u9-deja.jpg', 'ancien');
    const result = await moveDiskUploads(ctx.env.DATA_DIR, ctx.app.files);
    expect(result.moved).toBe(0);
    expect((await bytesOf(ctx.app.files, 'public/avatars/u9-deja.jpg'))!.toString()).toBe(
      'nouveau',
    );
    expect(await readdir(ctx.env.DATA_DIR)).not.toContain('uploads');
  });
});
