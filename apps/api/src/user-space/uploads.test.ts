import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, overrides);
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

const image = (format: 'png' | 'gif' | 'jpeg', width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

/** A 2×2 uncompressed 24-bit BMP, bottom-up, as Windows Paint writes it. */
function bmp(): Buffer {
  const stride = 8;
  const pixels = Buffer.alloc(stride * 2, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, pixels]);
}

/** An ICO holding one 32×32 PNG. */
async function ico(): Promise<Buffer> {
  const png = await image('png', 32, 32);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = 32;
  header[7] = 32;
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const file = (data: Buffer, filename = 'avatar.jpg', contentType = 'image/jpeg') => ({
  filename,
  contentType,
  data,
});

describe('avatar', () => {
  it.each([
    ['png', () => image('png')],
    ['gif', () => image('gif')],
    ['jpeg', () => image('jpeg', 2000, 900)],
    ['bmp', async () => bmp()],
    ['ico', () => ico()],
  ])('re-encodes a %s to a bounded square JPEG shown as the user avatar', async (_type, make) => {
    const { user, client } = await signedIn();
    const response = await client.post(
      `/api/utilisateurs/${user.id}/avatar`,
      { avatar: file(await make()) },
      { as: 'multipart' },
    );
    expect(response.status).toBe(200);
    const url: string = response.body.data.avatar;
    expect(url).toMatch(/^\/fichiers\/avatars\/u\d+-[0-9a-f]+\.jpg$/);
    const served = await client.get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.raw).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    const me = await client.get('/api/auth/me');
    expect(me.body.data.avatar).toBe(url);
  });

  it('refuses a renamed executable and keeps the previous avatar', async () => {
    const { user, client } = await signedIn({ avatar: '/fichiers/avatars/demo-x.svg' });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2000, 1)]);
    const response = await client.post(
      `/api/utilisateurs/${user.id}/avatar`,
      { avatar: file(exe, 'photo.png', 'image/png') },
      { as: 'multipart' },
    );
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toContain('n’est pas une image acceptée');
    expect((await client.get('/api/auth/me')).body.data.avatar).toBe(
      '/fichiers/avatars/demo-x.svg',
    );
  });

  it('refuses an image truncated after its magic bytes', async () => {
    const { user, client } = await signedIn();
    const broken = (await image('png')).subarray(0, 60);
    const response = await client.post(
      `/api/utilisateurs/${user.id}/avatar`,
      { avatar: file(broken) },
      { as: 'multipart' },
    );
    expect(response.status).toBe(422);
  });

  it('answers 422 with the documented text for a too large file', async () => {
    const { user, client } = await signedIn();
    const big = Buffer.concat([await image('jpeg'), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await client.post(
      `/api/utilisateurs/${user.id}/avatar`,
      { avatar: file(big) },
      { as: 'multipart' },
    );
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toBe(
      'Oops ! Il semblerait que votre image soit trop grande. Choisissez en une plus petite SVP.',
    );
  });
});

describe('identity documents', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('stores a document privately, pending verification, readable by owner and admin only', async () => {
    const { user, client } = await signedIn();
    const sent = await client.post(
      `/api/utilisateurs/${user.id}/document`,
      { type_doc_code: 'CNI', document: file(pdf, 'cni.pdf', 'application/pdf') },
      { as: 'multipart' },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ type_doc_code: 'CNI', is_verifie: 0 });

    const full = await client.get(`/api/utilisateurs/${user.id}/full`);
    expect(full.body.data.documents.CNI).toMatchObject({ is_verifie: 0 });

    const own = await client.get(`/api/utilisateurs/${user.id}/documents/CNI`);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.text).toContain('%PDF-1.4');

    const { client: admin } = await signedIn({ role: 'ADMIN' });
    expect((await admin.get(`/api/utilisateurs/${user.id}/documents/CNI`)).status).toBe(200);
    const { client: other } = await signedIn();
    expect((await other.get(`/api/utilisateurs/${user.id}/documents/CNI`)).status).toBe(403);

    // It has no public URL: the store keeps it under private/, which /fichiers/ never reads.
    const [row] = await ctx.db
      .select()
      .from(documents)
      .where(eq(documents.utilisateur_id, user.id));
    expect(await ctx.app.files.has(`private/documents/${user.id}/${row!.fichier}`)).toBe(true);
    for (const guess of [
      `/fichiers/documents/${user.id}/${row!.fichier}`,
      `/fichiers/../private/documents/${user.id}/${row!.fichier}`,
      `/fichiers/%2e%2e/private/documents/${user.id}/${row!.fichier}`,
      `/fichiers/..%2fprivate%2fdocuments%2f${user.id}%2f${row!.fichier}`,
    ])
      expect((await ctx.client().get(guess)).status).toBe(404);
  });

  it('refuses a 20 MB PDF and a fake one, keeping the stored document', async () => {
    const { user, client } = await signedIn();
    await client.post(
      `/api/utilisateurs/${user.id}/document`,
      { type_doc_code: 'PERMIS', document: file(pdf, 'permis.pdf', 'application/pdf') },
      { as: 'multipart' },
    );
    const huge = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await client.post(
      `/api/utilisateurs/${user.id}/document`,
      { type_doc_code: 'PERMIS', document: file(huge, 'gros.pdf', 'application/pdf') },
      { as: 'multipart' },
    );
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors[0].detail).toBe(
      'Ce fichier est trop volumineux : 5 Mo au maximum.',
    );

    const fake = await client.post(
      `/api/utilisateurs/${user.id}/document`,
      {
        type_doc_code: 'PERMIS',
        document: file(Buffer.from('MZ not a pdf'), 'x.pdf', 'application/pdf'),
      },
      { as: 'multipart' },
    );
    expect(fake.status).toBe(422);
    const kept = await client.get(`/api/utilisateurs/${user.id}/documents/PERMIS`);
    expect(kept.text).toContain('%PDF-1.4');
  });

  it('decodes and re-encodes images: HTML after a PNG is not kept, a header alone is refused', async () => {
    const { user, client } = await signedIn();
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const polyglot = Buffer.concat([await image('png'), html]);
    const sent = await client.post(
      `/api/utilisateurs/${user.id}/document`,
      { type_doc_code: 'CNI', document: file(polyglot, 'cni.png', 'image/png') },
      { as: 'multipart' },
    );
    expect(sent.status).toBe(201);
    const stored = await client.get(`/api/utilisateurs/${user.id}/documents/CNI`);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.headers['content-disposition']).toMatch(/^attachment;/);
    expect(stored.headers['content-security-policy']).toContain('sandbox');
    const bytes = stored.raw;
    expect(bytes.includes('<script')).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });

    // A JPEG's metadata (the camera, the place) is dropped too.
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#fff' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'Appareil', Copyright: 'Lieu secret' } })
      .toBuffer();
    expect(photo.includes('Lieu secret')).toBe(true);
    await client.post(
      `/api/utilisateurs/${user.id}/document`,
      { type_doc_code: 'PERMIS', document: file(photo, 'permis.jpg', 'image/jpeg') },
      { as: 'multipart' },
    );
    const permis = await client.get(`/api/utilisateurs/${user.id}/documents/PERMIS`);
    expect(permis.raw.includes('Lieu secret')).toBe(false);

    for (const refused of [
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), html]),
      Buffer.concat([Buffer.from('%PDF-1.4\n'), html, Buffer.from('\n%%EOF\n')]),
      Buffer.from(
        '%PDF-1.4\n1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n%%EOF\n',
      ),
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'),
    ]) {
      const answer = await client.post(
        `/api/utilisateurs/${user.id}/document`,
        { type_doc_code: 'CNI', document: file(refused, 'cni.pdf', 'application/pdf') },
        { as: 'multipart' },
      );
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].detail).toBe(
        'Ce fichier n’est pas accepté : envoyez un PDF, un JPEG ou un PNG.',
      );
    }
    // The earlier document is kept.
    const kept = await client.get(`/api/utilisateurs/${user.id}/documents/CNI`);
    expect(kept.headers['content-type']).toBe('image/png');
  });
});
