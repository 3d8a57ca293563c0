import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { createDatabase, createPool, type Database } from '../db/client';
import { spawnApiProcess, type ApiProcess } from '../test/api-process';
import { createUser, loginAs } from '../test/factories';
import { connectSocket } from '../test/socket-client';
import {
  createScratchDatabase,
  createTestContext,
  type ScratchDatabase,
  type TestContext,
} from '../test/test-app';

describe('GET /api/ready', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is ready, then fails from the moment the process drains while /api/health stays up', async () => {
    const ready = await ctx.client().get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', database: 'ok', sockets: 0 });
    ctx.app.readiness.startDraining();
    const draining = await ctx.client().get('/api/ready');
    expect(draining.status).toBe(503);
    expect(draining.body.errors[0].detail).toBe(apiErrorTexts.draining);
    expect((await ctx.client().get('/api/health')).status).toBe(200);
  });
});

describe('SIGTERM on an API process', () => {
  let database: ScratchDatabase;
  let pool: ReturnType<typeof createPool>;
  let db: Database;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createScratchDatabase();
    pool = createPool(database.url, 2);
    db = createDatabase(pool);
    api = await spawnApiProcess('drain', { DATABASE_URL: database.url, DRAIN_DELAY_MS: '1500' });
    await api.ready();
  }, 120_000);
  afterAll(async () => {
    await api.stop('SIGKILL');
    await pool.end();
    await database.drop();
  });

  it('fails readiness, keeps serving a moment, then finishes the upload under way and exits 0', async () => {
    const user = await createUser(db);
    const token = await loginAs(db, user);
    const health = await fetch(`${api.url}/api/health`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1]!;
    const socket = await connectSocket(api.port, token);
    await socket.waitFor((m) => m.type === 'ready');
    const socketClosed = new Promise((resolve) => socket.socket.once('close', resolve));

    // An avatar upload whose body is only half sent when the signal arrives.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const boundary = 'bonneroute-drain';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let upload!: ClientRequest;
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload = httpRequest(
        `${api.url}/api/utilisateurs/${user.id}/avatar`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            cookie: `XSRF-TOKEN=${xsrf}`,
            'x-xsrf-token': xsrf,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(body.length),
          },
        },
        (response: IncomingMessage) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      upload.on('error', reject);
    });
    upload.write(body.subarray(0, 100));

    api.child.kill('SIGTERM');
    // Readiness fails at once; the process still serves while the balancer notices.
    for (;;) {
      const ready = await fetch(`${api.url}/api/ready`);
      if (ready.status === 503) break;
    }
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);

    // Then it stops taking connections…
    for (;;) {
      const refused = await fetch(`${api.url}/api/health`).then(
        () => false,
        () => true,
      );
      if (refused) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // …closes its sockets (browsers reconnect elsewhere through the balancer)…
    await socketClosed;
    // …and still answers the request under way.
    upload.end(body.subarray(100));
    const result = await answered;
    expect(result.status).toBe(200);
    const avatar = JSON.parse(result.text).data.avatar as string;
    const stored = await pool.query('SELECT size FROM files WHERE key = $1', [
      `public/${avatar.slice('/fichiers/'.length)}`,
    ]);
    expect(stored.rows).toHaveLength(1);
    expect(await api.exited).toBe(0);
    expect(api.output()).toContain('arrêté proprement');
  }, 60_000);
});
