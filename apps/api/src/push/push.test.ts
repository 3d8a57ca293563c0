import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The decryption of RFC 8291 that web-push's own encryption is built on.
import ece from 'http_ece';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service of the test's own, on 127.0.0.1 over https (a self-signed certificate the API
 * is told to trust for that origin only): 201 for /ok/*, 410 for /gone/*.
 */
let pushService: Server;
let pushOrigin: string;
const received: Received[] = [];
let ctx: TestContext;

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

beforeAll(async () => {
  const tls = selfSignedCertificate();
  pushService = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url!.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    env: { PUSH_EXTRA_ORIGINS: pushOrigin, PUSH_EXTRA_CA_FILE: tls.certFile },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => pushService.close(resolve));
});

/** A browser's subscription: its P-256 key pair and auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
  };
}

async function member() {
  const user = await createUser(ctx.db);
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

function verifyVapid(header: string, publicKey: string) {
  const [, jwt] = /vapid t=([^,]+), k=/.exec(header)!;
  const [head, claims, signature] = jwt!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  return { valid, claims: JSON.parse(Buffer.from(claims!, 'base64url').toString()) };
}

describe('Web Push', () => {
  it('gives one public key, the same on every call and kept in PostgreSQL', async () => {
    const first = await ctx.client().get('/api/push/cle-publique');
    const second = await ctx.client().get('/api/push/cle-publique');
    expect(first.status).toBe(200);
    expect(first.body.data.cle_publique).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.body.data.cle_publique).toBe(first.body.data.cle_publique);
    const stored = await ctx.pool.query('select cle_publique from cles_vapid');
    expect(stored.rows).toEqual([{ cle_publique: first.body.data.cle_publique }]);
  });

  it('delivers a notification encrypted for the subscription, signed with the VAPID key', async () => {
    const { user, client } = await member();
    const browser = browserKeys();
    const endpoint = `${pushOrigin}/ok/${user.id}`;
    const subscribed = await client.post(`/api/utilisateurs/${user.id}/abonnements-push`, {
      endpoint,
      expirationTime: null,
      keys: browser.keys,
    });
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.data.id).toEqual(expect.any(Number));

    await ctx.app.notifications.notify([
      { utilisateur_id: user.id, type: 'RESERVATION_ACCEPTEE', details: 'Lyon → Marseille' },
    ]);
    await ctx.app.jobs.drain();

    const push = received.find((item) => item.path === `/ok/${user.id}`)!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const publicKey = (await ctx.client().get('/api/push/cle-publique')).body.data.cle_publique;
    const vapid = verifyVapid(push.headers.authorization!, publicKey);
    expect(vapid.valid).toBe(true);
    expect(vapid.claims.aud).toBe(pushOrigin);
    expect(vapid.claims.sub).toBe('mailto:bonjour@bonneroute.fr');
    const clear = ece.decrypt(push.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.keys.auth,
    });
    expect(JSON.parse(clear.toString())).toMatchObject({
      titre: 'Votre réservation a été acceptée',
      corps: 'Lyon → Marseille',
      url: '/utilisateurs/notifications',
    });
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const { user, client } = await member();
    const subscribed = await client.post(`/api/utilisateurs/${user.id}/abonnements-push`, {
      endpoint: `${pushOrigin}/gone/${user.id}`,
      keys: browserKeys().keys,
    });
    expect(subscribed.status).toBe(201);
    await ctx.app.notifications.notify([{ utilisateur_id: user.id, type: 'TRAJET_ANNULE' }]);
    await ctx.app.jobs.drain();
    expect(received.some((item) => item.path === `/gone/${user.id}`)).toBe(true);
    const left = await ctx.pool.query('select id from abonnements_push where utilisateur_id = $1', [
      user.id,
    ]);
    expect(left.rows).toEqual([]);
  });

  it('sends nothing for a kind the member turned off', async () => {
    const { user, client } = await member();
    await client.post(`/api/utilisateurs/${user.id}/abonnements-push`, {
      endpoint: `${pushOrigin}/ok/off-${user.id}`,
      keys: browserKeys().keys,
    });
    const saved = await client.put(`/api/utilisateurs/${user.id}/reglages-notifications`, {
      preferences: [{ categorie: 'messages', email: true, push: false }],
    });
    expect(saved.status).toBe(200);
    expect(
      saved.body.data.find((item: { categorie: string }) => item.categorie === 'messages'),
    ).toMatchObject({ email: true, push: false });
    expect(
      saved.body.data.find((item: { categorie: string }) => item.categorie === 'marketing'),
    ).toMatchObject({ email: false, push: false });
    await ctx.app.notifications.notify([{ utilisateur_id: user.id, type: 'NOUVEAU_MESSAGE' }]);
    await ctx.app.jobs.drain();
    expect(received.some((item) => item.path === `/ok/off-${user.id}`)).toBe(false);

    // The same settings decide the e-mails: alerts off, an alert e-mail is not written; the
    // account's own e-mails (a password reset) always go.
    await client.put(`/api/utilisateurs/${user.id}/reglages-notifications`, {
      preferences: [{ categorie: 'alertes', email: false, push: true }],
    });
    const mail = { to: user.email, subject: 'Alerte', html: '<p>x</p>', text: 'x' };
    await ctx.app.mail.send({ ...mail, template: 'alerte-trajet', utilisateurId: user.id });
    await ctx.app.mail.send({ ...mail, template: 'password-reset', utilisateurId: user.id });
    const written = await ctx.pool.query(
      'select template from emails where utilisateur_id = $1 order by id',
      [user.id],
    );
    expect(written.rows.map((row) => row.template)).toEqual(['password-reset']);
  });

  it('refuses endpoints outside the browsers’ push services with a French 422', async () => {
    const { user, client } = await member();
    for (const endpoint of [
      'http://127.0.0.1:6379/',
      'https://10.0.0.5/push',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'ftp://updates.push.services.mozilla.com/x',
      'https://push.apple.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'pas une adresse',
    ]) {
      const response = await client.post(`/api/utilisateurs/${user.id}/abonnements-push`, {
        endpoint,
        keys: browserKeys().keys,
      });
      expect(response.status, endpoint).toBe(422);
      expect(response.body.errors[0].detail).toMatch(/service de notifications/);
    }
    const accepted = await client.post(`/api/utilisateurs/${user.id}/abonnements-push`, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
      keys: browserKeys().keys,
    });
    expect(accepted.status).toBe(201);
  });

  it('is the owner’s alone: another member or staff get 403, and one removes only one’s own', async () => {
    const { user, client } = await member();
    const other = await member();
    const created = await client.post(`/api/utilisateurs/${user.id}/abonnements-push`, {
      endpoint: `https://fcm.googleapis.com/fcm/send/own-${user.id}`,
      keys: browserKeys().keys,
    });
    const id = created.body.data.id;
    const foreign = await other.client.post(`/api/utilisateurs/${user.id}/abonnements-push`, {
      endpoint: `https://fcm.googleapis.com/fcm/send/foreign-${user.id}`,
      keys: browserKeys().keys,
    });
    expect(foreign.status).toBe(403);
    expect(
      (await other.client.delete(`/api/utilisateurs/${user.id}/abonnements-push/${id}`)).status,
    ).toBe(403);
    expect(
      (await client.delete(`/api/utilisateurs/${user.id}/abonnements-push/${id}`)).status,
    ).toBe(204);
    expect(
      (await client.delete(`/api/utilisateurs/${user.id}/abonnements-push/${id}`)).status,
    ).toBe(404);
  });
});
