import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

describe('notifications', () => {
  it('lists a user’s notifications, newest first, with the unread count', async () => {
    const user = await createUser(ctx.db);
    const trip = await createTrip(ctx.db);
    await ctx.app.notifications.notify([
      { utilisateur_id: user.id, type: 'BIENVENUE' },
      {
        utilisateur_id: user.id,
        type: 'RESERVATION_ACCEPTEE',
        trajet_id: trip.id,
        details: 'Paris → Lyon',
      },
    ]);
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    const response = await client.get(`/api/utilisateurs/${user.id}/notifications`);
    expect(response.status).toBe(200);
    expect(response.body.meta).toMatchObject({
      total: 2,
      unread: 2,
      current_page: 1,
      last_page: 1,
    });
    expect(response.body.data[0]).toMatchObject({
      type_notif_code: 'RESERVATION_ACCEPTEE',
      libelle: 'Votre réservation a été acceptée',
      details: 'Paris → Lyon',
      trajet_id: trip.id,
      lu: 0,
    });
    expect(response.body.data[0].date_publication).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('pages 20 at a time; a page past the last is empty, a page out of range a 422', async () => {
    const user = await createUser(ctx.db);
    await ctx.app.notifications.notify(
      Array.from({ length: 21 }, () => ({ utilisateur_id: user.id, type: 'BIENVENUE' as const })),
    );
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    const base = `/api/utilisateurs/${user.id}/notifications`;
    const second = await client.get(`${base}?page=2`);
    expect(second.status).toBe(200);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.meta).toEqual({
      current_page: 2,
      last_page: 2,
      total: 21,
      per_page: 20,
      unread: 21,
    });
    const far = await client.get(`${base}?page=100000`);
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
    expect(far.body.meta).toMatchObject({ current_page: 100000, last_page: 2, total: 21 });
    for (const page of ['0', '-1', 'abc', '1.5', '100001', '99999999999999999999']) {
      const refused = await client.get(`${base}?page=${page}`);
      expect(refused.status, page).toBe(422);
      expect(refused.body.errors[0].detail, page).toMatch(/page/);
    }
  });

  it('marks some or all as read', async () => {
    const user = await createUser(ctx.db);
    const [first] = await ctx.app.notifications.notify([
      { utilisateur_id: user.id, type: 'BIENVENUE' },
      { utilisateur_id: user.id, type: 'NOUVEAU_MESSAGE' },
    ]);
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    const some = await client.post(`/api/utilisateurs/${user.id}/notifications/lues`, {
      ids: [first!.id],
    });
    expect(some.body).toEqual({ data: { unread: 1 } });
    const all = await client.post(`/api/utilisateurs/${user.id}/notifications/lues`, {});
    expect(all.body).toEqual({ data: { unread: 0 } });
  });

  it("answers 403 for another user's notifications and 401 without session", async () => {
    const [alice, bob] = [await createUser(ctx.db), await createUser(ctx.db)];
    const client = ctx.client().withToken(await loginAs(ctx.db, alice));
    expect((await client.get(`/api/utilisateurs/${bob.id}/notifications`)).status).toBe(403);
    expect((await client.post(`/api/utilisateurs/${bob.id}/notifications/lues`, {})).status).toBe(
      403,
    );
    expect((await ctx.client().get(`/api/utilisateurs/${bob.id}/notifications`)).status).toBe(401);
  });

  it('pushes the new unread count to the user’s open tab', async () => {
    const user = await createUser(ctx.db);
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`);
    const messages: { type: string; data?: { unread: number } }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: await loginAs(ctx.db, user) }));
    socket.send(JSON.stringify({ type: 'subscribe', channel: `utilisateur.${user.id}` }));
    for (let i = 0; i < 100 && !messages.some((m) => m.type === 'subscribed'); i += 1)
      await new Promise((r) => setTimeout(r, 10));
    await ctx.app.notifications.notify([{ utilisateur_id: user.id, type: 'NOUVEAU_MESSAGE' }]);
    for (let i = 0; i < 100 && !messages.some((m) => m.type === 'event'); i += 1)
      await new Promise((r) => setTimeout(r, 10));
    expect(messages.find((m) => m.type === 'event')?.data?.unread).toBe(1);
    socket.close();
  });
});
