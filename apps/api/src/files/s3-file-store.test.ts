import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { files } from '../db/schema';
import { createUser, loginAs } from '../test/factories';
import { startS3TestServer, verifySigV4, type S3TestServer } from '../test/s3-test-server';
import { createTestContext, type TestContext } from '../test/test-app';
import { bytesOf, describeFileStoreContract } from './file-store-contract';
import { S3FileStore } from './s3-file-store';

const MAX = 700_000;
let s3: S3TestServer;
let ctx: TestContext;
const stores: S3FileStore[] = [];

function openStore(secretAccessKey = s3.secretAccessKey) {
  const store = new S3FileStore({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.url,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey },
    forcePathStyle: true,
    maxBytes: MAX,
  });
  stores.push(store);
  return store;
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  ctx = await createTestContext({
    env: {
      S3_URL: s3.url,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  });
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await ctx.close();
  await s3.close();
});

describeFileStoreContract('S3', () => openStore(), { maxBytes: MAX, bigBytes: 600_000 });

describe('S3 file store against a server that checks signatures', () => {
  it('signs every request: the test server accepted all of them and refused none', () => {
    expect(s3.requests.length).toBeGreaterThan(10);
    expect(s3.refused).toEqual([]);
    const methods = new Set(s3.requests.map((r) => r.method));
    expect([...methods].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PUT']);
  });

  it('is refused with a wrong secret key, and nothing is written', async () => {
    const wrong = openStore('pas-la-bonne-cle');
    await expect(
      wrong.put('public/avatars/u3-intrus.jpg', Buffer.from('x'), 'image/jpeg'),
    ).rejects.toThrow();
    expect(s3.refused).toContain('SignatureDoesNotMatch');
    expect(await openStore().has('public/avatars/u3-intrus.jpg')).toBe(false);
  });

  it('never asks for a public ACL: objects are as private as the bucket', () => {
    for (const request of s3.requests) {
      expect(request.headers['x-amz-acl']).toBeUndefined();
      expect(request.headers['x-amz-grant-read']).toBeUndefined();
    }
  });

  it('the front really checks: a tampered body or path is refused', () => {
    const keys = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey };
    const signed = s3.requests.find((r) => r.method === 'PUT')!;
    const body = Buffer.from('<svg>deux</svg>');
    expect(
      verifySigV4('PUT', `${signed.path}x`, signed.headers, body, { ...keys, region: s3.region }),
    ).not.toBeNull();
    expect(
      verifySigV4('PUT', signed.path, signed.headers, Buffer.from('autre chose'), {
        ...keys,
        region: s3.region,
      }),
    ).toBe('le contenu ne correspond pas à son empreinte signée');
  });
});

describe('the app with S3_BUCKET set', () => {
  it('keeps avatars and documents in the bucket, served with the same rules', async () => {
    expect(ctx.app.files.kind).toBe('s3');
    const owner = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, owner));
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const sent = await client.post(
      `/api/utilisateurs/${owner.id}/avatar`,
      { avatar: { filename: 'moi.png', contentType: 'image/png', data: png } },
      { as: 'multipart' },
    );
    expect(sent.status).toBe(200);
    const url: string = sent.body.data.avatar;
    const served = await ctx.client().get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const key = `public/${url.slice('/fichiers/'.length)}`;
    expect((await bytesOf(openStore(), key))!.equals(served.raw)).toBe(true);

    const pdf = Buffer.from('%PDF-1.4\npièce\n%%EOF\n');
    const document = await client.post(
      `/api/utilisateurs/${owner.id}/document`,
      {
        type_doc_code: 'PASSPORT',
        document: { filename: 'p.pdf', contentType: 'application/pdf', data: pdf },
      },
      { as: 'multipart' },
    );
    expect(document.status).toBe(201);
    const own = await client.get(`/api/utilisateurs/${owner.id}/documents/PASSPORT`);
    expect(own.status).toBe(200);
    expect(own.raw.equals(pdf)).toBe(true);
    const stranger = ctx.client().withToken(await loginAs(ctx.db, await createUser(ctx.db)));
    expect((await stranger.get(`/api/utilisateurs/${owner.id}/documents/PASSPORT`)).status).toBe(
      403,
    );
    expect(
      s3.requests.some(
        (r) => r.method === 'PUT' && r.path.includes(`/private/documents/${owner.id}/PASSPORT-`),
      ),
    ).toBe(true);

    // Nothing went to PostgreSQL's file tables.
    expect((await ctx.db.select({ n: count() }).from(files))[0]!.n).toBe(0);
  });
});

describe('S3 configuration', () => {
  it('stops the start when it is half given', () => {
    expect(() => loadEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble/,
    );
    expect(() => loadEnv({ S3_URL: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    expect(loadEnv({ S3_BUCKET: 'b' })).toMatchObject({ S3_BUCKET: 'b', S3_REGION: 'us-east-1' });
  });
});
