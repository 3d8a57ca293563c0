import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs, type UserRow } from '../test/factories';

/**
 * Every input gets a 4xx with a French detail — ids above 2³¹−1,
 * NUL and control characters, malformed JSON and multipart, oversized and anonymous uploads.
 */
let ctx: TestContext;
let user: UserRow;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { UPLOAD_MAX_BYTES: String(64 * 1024), BODY_LIMIT_BYTES: String(16 * 1024) },
  });
  user = await createUser(ctx.db);
  token = await loginAs(ctx.db, user);
});
afterAll(async () => {
  await ctx.close();
});

const member = () => ctx.client().withToken(token);
const detailOf = (body: unknown) => (body as { errors: { detail: string }[] }).errors[0]!.detail;

function expectFrench4xx(response: { status: number; body: unknown }, status?: number) {
  if (status) expect(response.status).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.body).toMatchObject({ errors: [{ status: String(response.status) }] });
  expect(detailOf(response.body)).toMatch(/[a-zé]/);
}

describe('ids and integers stay within PostgreSQL’s int4', () => {
  it('refuses a path id above 2147483647 on an admin route (was a 500)', async () => {
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const client = ctx.client().withToken(await loginAs(ctx.db, admin));
    const response = await client.get('/api/admin/emails/9999999999');
    expectFrench4xx(response, 422);
    expect(detailOf(response.body)).toMatch(/^emailId : doit être au plus 2147483647/);
    expect((await client.get('/api/admin/emails/2147483647')).status).toBe(404);
  });

  it('refuses every documented path id out of range, zero or not a number', async () => {
    const document = (await ctx.client().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const client = ctx.client().withToken(await loginAs(ctx.db, admin));
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const ids = (operation.parameters ?? []).filter(
          (parameter) => parameter.in === 'path' && /^(id|\w+Id)$/.test(parameter.name),
        );
        if (ids.length === 0) continue;
        for (const bad of ['2147483648', '9999999999', '0', '-1', '1.5', 'abc', '%00']) {
          const url = path.replace(/\{(\w+)\}/g, (_all, name: string) =>
            ids.some((parameter) => parameter.name === name) ? bad : 'CNI',
          );
          const response = await client.send(
            method.toUpperCase() as 'GET',
            url,
            method === 'get' ? undefined : {},
          );
          expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `${method} ${url}`).toBeLessThan(500);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('refuses an int4 overflow in a body (was a 500)', async () => {
    const response = await member().post('/api/code-promo', {
      code_promo: 'BIENVENUE',
      trajet_id: 2147483648,
    });
    expectFrench4xx(response, 422);
    expect(detailOf(response.body)).toMatch(/^trajet_id : /);
    const payment = await member().post(`/api/utilisateurs/${user.id}/paiements`, {
      trajet_id: 2147483648,
      conducteur_id: 1,
      nb_places: 1,
    });
    expectFrench4xx(payment, 422);
  });

  it('refuses an int4 overflow in a query filter (was a 500)', async () => {
    const response = await ctx.client().get('/api/trajets?filter[utilisateur_id]=2147483648');
    expectFrench4xx(response, 422);
    expect(detailOf(response.body)).toMatch(/^filter\[utilisateur_id\] : /);
  });
});

describe('texts refuse NUL and control characters', () => {
  it('refuses NUL in a chat message and a trip message; keeps newlines and tabs', async () => {
    const trip = await createTrip(ctx.db);
    await createBooking(ctx.db, { trip, passenger: user });
    const chat = await member().post(`/api/message-chat-covoiturage/${trip.id}`, {
      texte: '\u0000',
    });
    expectFrench4xx(chat, 422);
    const nul = await member().post(`/api/trajets/${trip.id}/messages`, {
      message: 'Bonjour\u0000',
    });
    expectFrench4xx(nul, 422);
    expect(detailOf(nul.body)).toMatch(/^message : contient des caractères non autorisés/);
    const bell = await member().post(`/api/trajets/${trip.id}/messages`, {
      message: 'Bonjour\u0007',
    });
    expectFrench4xx(bell, 422);
    const multiLine = await member().post(`/api/trajets/${trip.id}/messages`, {
      message: 'Bonjour,\n\tà demain !',
    });
    expect(multiLine.status).toBe(201);
  });

  it('refuses a line break in a one-line field', async () => {
    const response = await ctx.client().post('/api/register', {
      email: 'nul@exemple.fr',
      prenom: 'Ca\nmille',
      nom: 'Martin',
      password: 'Motdepasse#1',
      password_confirmation: 'Motdepasse#1',
      cgu: '1',
    });
    expectFrench4xx(response, 422);
  });

  it('refuses NUL in a path or a query (was a 500)', async () => {
    expectFrench4xx(await ctx.client().get('/api/code-promo/%00'));
    expectFrench4xx(await ctx.client().get('/api/communes/%00'));
    expectFrench4xx(await ctx.client().get('/api/trajets?filter[adresse_depart]=%00'));
    expectFrench4xx(await ctx.client().get('/api/covoiturages/%00'));
  });
});

describe('malformed bodies answer 400 in the error shape', () => {
  const boundary = 'br-boundary';
  const malformedMultipart = [
    `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc`, // never closed
    `--${boundary}\r\nnot a header line\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    'garbage without any boundary',
  ];

  for (const [index, payload] of malformedMultipart.entries()) {
    it(`malformed multipart #${index + 1}, anonymous and logged in`, async () => {
      for (const [client, url] of [
        [ctx.client(), '/api/register'],
        [ctx.client(), '/api/login'],
        [member(), `/api/utilisateurs/${user.id}`],
        [member(), `/api/utilisateurs/${user.id}/avatar`],
      ] as const) {
        const response = await client.send('POST', url, undefined, {
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        void response;
        const raw = await ctx.app.inject({
          method: url.endsWith(`${user.id}`) ? 'PUT' : 'POST',
          url,
          payload,
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            cookie: 'XSRF-TOKEN=a',
            'x-xsrf-token': 'a',
            ...(client === undefined
              ? {}
              : client.token
                ? { authorization: `Bearer ${token}` }
                : {}),
          },
        });
        // A part busboy cannot read is skipped: the form then lacks its fields (422).
        expect(raw.statusCode, `${url}: ${raw.body}`).toBe(index === 1 ? 422 : 400);
        if (index !== 1) {
          expect(raw.json()).toEqual({
            errors: [{ status: '400', detail: apiErrorTexts.invalidMultipart }],
          });
        }
      }
    });
  }

  it('multipart without a boundary', async () => {
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'x',
      headers: {
        'content-type': 'multipart/form-data',
        cookie: 'XSRF-TOKEN=a',
        'x-xsrf-token': 'a',
      },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().errors[0].detail).toBe(apiErrorTexts.invalidMultipart);
  });

  it('malformed JSON, anonymous and logged in', async () => {
    for (const [url, auth] of [
      ['/api/login', {}],
      ['/api/register', {}],
      [`/api/trajets/1/messages`, { authorization: `Bearer ${token}` }],
    ] as const) {
      for (const payload of ['{"email": ', '\u0000', '{"a":1}}', '\xff\xfe']) {
        const raw = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: {
            'content-type': 'application/json',
            cookie: 'XSRF-TOKEN=a',
            'x-xsrf-token': 'a',
            ...auth,
          },
        });
        expect(raw.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(raw.json()).toEqual({
          errors: [{ status: '400', detail: apiErrorTexts.invalidJson }],
        });
      }
    }
  });
});

describe('sizes are enforced before the body is read', () => {
  /** Sends the headers and a first chunk only; resolves with the status the server answers. */
  function statusBeforeBody(options: {
    path: string;
    declaredLength: number;
    headers?: Record<string, string>;
  }): Promise<number> {
    const { port } = ctx.app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: options.path,
          headers: {
            'content-type': 'multipart/form-data; boundary=xyz',
            'content-length': String(options.declaredLength),
            cookie: 'XSRF-TOKEN=a',
            'x-xsrf-token': 'a',
            ...options.headers,
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      // Only the first kilobyte of a body that claims to be 50 MB.
      request.write(
        `--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\n\r\n${'x'.repeat(1000)}`,
      );
    });
  }

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('refuses an anonymous upload (401) without waiting for its 50 MB', async () => {
    expect(
      await statusBeforeBody({
        path: `/api/utilisateurs/${user.id}/avatar`,
        declaredLength: 50 * 1024 * 1024,
      }),
    ).toBe(401);
  });

  it('refuses an upload with an expired session the same way', async () => {
    expect(
      await statusBeforeBody({
        path: `/api/utilisateurs/${user.id}/document`,
        declaredLength: 5 * 1024,
        headers: { authorization: 'Bearer nimportequoi' },
      }),
    ).toBe(401);
  });

  it('refuses a logged-in upload whose declared size is over the limit, unread', async () => {
    // The upload routes answer a too large file with the documented text (422)…
    expect(
      await statusBeforeBody({
        path: `/api/utilisateurs/${user.id}/avatar`,
        declaredLength: 50 * 1024 * 1024,
        headers: { authorization: `Bearer ${token}` },
      }),
    ).toBe(422);
    // … any other multipart endpoint with a 413.
    expect(
      await statusBeforeBody({
        path: `/api/utilisateurs/${user.id}/info`,
        declaredLength: 50 * 1024 * 1024,
        headers: { authorization: `Bearer ${token}` },
      }),
    ).toBe(413);
  });

  it('refuses a JSON body over the limit on its declared size', async () => {
    expect(
      await statusBeforeBody({
        path: '/api/login',
        declaredLength: 10 * 1024 * 1024,
        headers: { 'content-type': 'application/json' },
      }),
    ).toBe(413);
  });
});
