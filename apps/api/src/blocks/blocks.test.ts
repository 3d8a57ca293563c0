import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTexts } from '@bonneroute/shared/blocks';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs, type UserRow } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function member(prenom = 'léa') {
  const user = await createUser(ctx.db, { prenom });
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}
type Member = Awaited<ReturnType<typeof member>>;

const block = (who: Member, target: UserRow | { id: number }) =>
  who.client.post(`/api/utilisateurs/${who.user.id}/blocages`, { utilisateur_id: target.id });
const listOf = async (who: Member) =>
  (await who.client.get(`/api/utilisateurs/${who.user.id}/blocages`)).body.data;

describe('blocking a member', () => {
  it('blocks once, lists the member with their first name, and unblocks', async () => {
    const [me, other] = [await member(), await member('marc')];
    const first = await block(me, other.user);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ utilisateur_id: other.user.id, prenom: 'Marc' });
    const again = await block(me, other.user);
    expect(again.status).toBe(200);
    expect(again.body.data.created_at).toBe(first.body.data.created_at);
    expect(await listOf(me)).toEqual([first.body.data]);
    // The other member is not told: their own list stays empty.
    expect(await listOf(other)).toEqual([]);

    const removed = await me.client.delete(
      `/api/utilisateurs/${me.user.id}/blocages/${other.user.id}`,
    );
    expect(removed.status).toBe(200);
    expect(await listOf(me)).toEqual([]);
  });

  it('keeps one row when the same block comes twice or 20 times at once', async () => {
    const [me, other, third] = [await member(), await member(), await member()];
    const twice = await Promise.all([block(me, other.user), block(me, other.user)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 201]);
    const twenty = await Promise.all(Array.from({ length: 20 }, () => block(me, third.user)));
    expect(twenty.filter((r) => r.status === 201)).toHaveLength(1);
    expect(twenty.filter((r) => r.status === 200)).toHaveLength(19);
    expect(await listOf(me)).toHaveLength(2);
  });

  it('refuses blocking oneself, an unknown member, or for someone else', async () => {
    const [me, other] = [await member(), await member()];
    const self = await block(me, me.user);
    expect(self.status).toBe(422);
    expect(self.body.errors[0].detail).toBe(blockTexts.selfBlock);
    const unknown = await block(me, { id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toBe(blockTexts.memberNotFound);
    const forSomeoneElse = await me.client.post(`/api/utilisateurs/${other.user.id}/blocages`, {
      utilisateur_id: me.user.id,
    });
    expect(forSomeoneElse.status).toBe(403);
    expect((await ctx.client().get(`/api/utilisateurs/${me.user.id}/blocages`)).status).toBe(401);
    expect(await listOf(other)).toEqual([]);
  });
});

describe('what a block stops, both ways', () => {
  it('refuses trip messages between the two, with a French reason', async () => {
    const [driver, passenger] = [await member('paul'), await member('léa')];
    const trip = await createTrip(ctx.db, { driver: driver.user });
    const before = await passenger.client.post(`/api/trajets/${trip.id}/messages`, {
      message: 'Bonjour, il reste une place ?',
    });
    expect(before.status).toBe(201);
    expect((await block(driver, passenger.user)).status).toBe(201);

    const asked = await passenger.client.post(`/api/trajets/${trip.id}/messages`, {
      message: 'Vous avez reçu mon message ?',
    });
    expect(asked.status).toBe(403);
    expect(asked.body.errors[0].detail).toBe(blockTexts.messageRefused);
    const answered = await driver.client.post(`/api/trajets/${trip.id}/messages`, {
      destinataire_id: passenger.user.id,
      message: 'Oui',
    });
    expect(answered.status).toBe(403);
    // Unblocked, they may write again.
    await driver.client.delete(`/api/utilisateurs/${driver.user.id}/blocages/${passenger.user.id}`);
    const after = await passenger.client.post(`/api/trajets/${trip.id}/messages`, {
      message: 'Merci !',
    });
    expect(after.status).toBe(201);
  });

  it('hides each one’s trips from the other’s search, not from anyone else', async () => {
    const [driver, blocker, stranger] = [await member(), await member(), await member()];
    const trip = await createTrip(ctx.db, { driver: driver.user, inDays: 4 });
    const search = (client: Member['client'] | ReturnType<TestContext['client']>) =>
      client
        .get(`/api/covoiturages/${trip.date}`, { query: { from: '75056', to: '69123' } })
        .then((r) => r.body.data.map((t: { id: number }) => t.id));
    expect(await search(blocker.client)).toContain(trip.id);
    await block(blocker, driver.user);
    expect(await search(blocker.client)).not.toContain(trip.id);
    expect(await search(stranger.client)).toContain(trip.id);
    expect(await search(ctx.client())).toContain(trip.id);

    // The other way: the blocked member no longer sees the blocker's trips.
    const blockersTrip = await createTrip(ctx.db, { driver: blocker.user, inDays: 4 });
    expect(await search(driver.client)).not.toContain(blockersTrip.id);
    expect(await search(stranger.client)).toContain(blockersTrip.id);
  });

  it('hides a blocked member’s messages from the blocker in a shared trip chat', async () => {
    const [driver, pest, other] = [await member(), await member('jo'), await member()];
    const trip = await createTrip(ctx.db, { driver: driver.user });
    await createBooking(ctx.db, { trip, passenger: pest.user });
    await createBooking(ctx.db, { trip, passenger: other.user });
    const url = `/api/message-chat-covoiturage/${trip.id}`;
    expect((await pest.client.post(url, { texte: 'Salut tout le monde' })).status).toBe(201);
    await block(driver, pest.user);
    expect((await pest.client.post(url, { texte: 'Encore moi' })).status).toBe(201);
    expect((await driver.client.post(url, { texte: 'Départ 8 h' })).status).toBe(201);

    const texts = async (who: Member) =>
      (await who.client.get(url)).body.data.map((m: { text: string }) => m.text);
    expect(await texts(driver)).toEqual(['Départ 8 h']);
    expect(await texts(pest)).toEqual(['Salut tout le monde', 'Encore moi']);
    expect(await texts(other)).toEqual(['Salut tout le monde', 'Encore moi', 'Départ 8 h']);
  });
});
