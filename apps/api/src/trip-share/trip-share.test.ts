import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_POSITION_EVENT } from '@bonneroute/shared/realtime';
import { tripShareTexts } from '@bonneroute/shared/trip-share';
import { partagesTrajet, vehicules } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { connectSocket, portOf } from '../test/socket-client';
import { erasePositions } from './trip-share.service';

let ctx: TestContext;
let driver: UserRow;
let driverToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  driver = await createUser(ctx.db, { prenom: 'denise' });
  driverToken = await loginAs(ctx.db, driver);
  await ctx.db.insert(vehicules).values({
    utilisateur_id: driver.id,
    marque: 'Peugeot',
    modele: '308',
    couleur: 'Bleu',
    immatriculation: 'AB-123-CD',
  });
});
afterAll(async () => {
  await ctx.close();
});

const asDriver = () => ctx.client().withToken(driverToken);
const tokenOf = (url: string) => url.split('/suivi/')[1]!;

async function confirmedPassenger(trip: { id: number }, statut = 'CONFIRMEE') {
  const user = await createUser(ctx.db, { prenom: 'Camille' });
  await createBooking(ctx.db, { trip, passenger: user, statut });
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

describe('POST /api/trajets/{id}/partages', () => {
  it('gives the driver and a confirmed passenger an unguessable absolute link', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const made = await asDriver().post(`/api/trajets/${trip.id}/partages`, {});
    expect(made.status).toBe(201);
    expect(made.body.data.url).toMatch(/^https?:\/\/[^/]+\/suivi\/[\w-]{43}$/);
    expect(made.body.data.position).toBe(false);
    const arrival = trip.depart_le.getTime() + trip.duree_secondes! * 1000;
    expect(new Date(made.body.data.expire_le).getTime()).toBe(arrival + 2 * 3600_000);
    // Only the token's hash is stored.
    const rows = await ctx.db
      .select()
      .from(partagesTrajet)
      .where(eq(partagesTrajet.trajet_id, trip.id));
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(tokenOf(made.body.data.url));

    const passenger = await confirmedPassenger(trip);
    const again = await passenger.client.post(`/api/trajets/${trip.id}/partages`, {
      position: true,
    });
    expect(again.status).toBe(201);
    expect(again.body.data.url).not.toBe(made.body.data.url);
  });

  it('refuses members not on the trip, a waiting request, the anonymous, an unknown trip', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const stranger = ctx.client().withToken(await loginAs(ctx.db, await createUser(ctx.db)));
    const refused = await stranger.post(`/api/trajets/${trip.id}/partages`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].detail).toBe(tripShareTexts.notMember);
    const waiting = await confirmedPassenger(trip, 'EN_ATTENTE');
    expect((await waiting.client.post(`/api/trajets/${trip.id}/partages`, {})).status).toBe(403);
    expect((await ctx.client().post(`/api/trajets/${trip.id}/partages`, {})).status).toBe(401);
    expect((await asDriver().post('/api/trajets/999999/partages', {})).status).toBe(404);
  });
});

describe('GET /api/suivi/{token}', () => {
  it('shows the trip, the driver, the car and its plate, the stops with times; not cached', async () => {
    const trip = await createTrip(ctx.db, { driver, heure: '08:30' });
    const made = await asDriver().post(`/api/trajets/${trip.id}/partages`, {});
    const page = await ctx.client().get(`/api/suivi/${tokenOf(made.body.data.url)}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body.data).toMatchObject({
      trajet: { id: trip.id, ville_depart: 'Paris', ville_arrivee: 'Lyon', heure: '08:30' },
      conducteur: { prenom: 'Denise' },
      voiture: { marque: 'Peugeot', immatriculation: 'AB-123-CD' },
      partage_par: 'Denise',
      partage_position: false,
      position: null,
      canal: null,
    });
    expect(page.body.data.arrets.map((s: { heure: string }) => s.heure)).toEqual([
      '08:30',
      '13:00',
    ]);
    expect(JSON.stringify(page.body.data)).not.toMatch(/telephone|email/);
  });

  it('answers 404 to an unknown token and 410 once expired', async () => {
    const unknown = await ctx.client().get('/api/suivi/inconnu-0123456789');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toBe(tripShareTexts.unknown);
    const trip = await createTrip(ctx.db, { driver });
    const made = await asDriver().post(`/api/trajets/${trip.id}/partages`, {});
    await ctx.db
      .update(partagesTrajet)
      .set({ expire_le: new Date(Date.now() - 1000) })
      .where(eq(partagesTrajet.trajet_id, trip.id));
    const expired = await ctx.client().get(`/api/suivi/${tokenOf(made.body.data.url)}`);
    expect(expired.status).toBe(410);
    expect(expired.body.errors[0].detail).toBe(tripShareTexts.expired);
    // A trip arrived more than two hours ago cannot be shared any more.
    const old = await createTrip(ctx.db, { driver, inDays: -1 });
    expect((await asDriver().post(`/api/trajets/${old.id}/partages`, {})).status).toBe(410);
  });
});

describe('the live position', () => {
  it('goes from the sharer to the viewers over the socket; only the latest is kept', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const passenger = await confirmedPassenger(trip);
    const made = await passenger.client.post(`/api/trajets/${trip.id}/partages`, {
      position: true,
    });
    const token = tokenOf(made.body.data.url);
    const page = await ctx.client().get(`/api/suivi/${token}`);
    const channel = page.body.data.canal as string;
    expect(channel).toMatch(/^suivi\.[0-9a-f]{64}$/);

    const viewer = await connectSocket(portOf(ctx.app.server));
    viewer.send({ type: 'subscribe', channel });
    await viewer.waitFor((m) => m.type === 'subscribed');
    const sent = await passenger.client.put(`/api/suivi/${token}/position`, {
      latitude: 47.1,
      longitude: 3.2,
      precision: 12.4,
    });
    expect(sent.status).toBe(200);
    const event = await viewer.waitFor((m) => m.type === 'event');
    expect(event).toMatchObject({
      event: SHARED_POSITION_EVENT,
      data: { latitude: 47.1, longitude: 3.2, precision: 12 },
    });
    await passenger.client.put(`/api/suivi/${token}/position`, { latitude: 46.5, longitude: 4 });
    const latest = await ctx.client().get(`/api/suivi/${token}`);
    expect(latest.body.data.position).toMatchObject({ latitude: 46.5, longitude: 4 });
    viewer.close();

    // Someone else cannot send it; a guessed channel cannot be listened to.
    const other = await asDriver().put(`/api/suivi/${token}/position`, {
      latitude: 1,
      longitude: 1,
    });
    expect(other.status).toBe(403);
    const spy = await connectSocket(portOf(ctx.app.server));
    spy.send({ type: 'subscribe', channel: `suivi.${'0'.repeat(64)}` });
    await spy.waitFor((m) => m.type === 'error');
    spy.close();

    // After the arrival it is erased.
    await erasePositions(ctx.app.deps, new Date(Date.now() + 5 * 86_400_000));
    const after = await ctx.client().get(`/api/suivi/${token}`);
    expect(after.body.data.position).toBe(null);
    const [row] = await ctx.db
      .select()
      .from(partagesTrajet)
      .where(eq(partagesTrajet.trajet_id, trip.id));
    expect(row!.latitude).toBe(null);
  });

  it('is sent over the sharer’s own socket too, with the same rules', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const passenger = await confirmedPassenger(trip);
    const made = await passenger.client.post(`/api/trajets/${trip.id}/partages`, {
      position: true,
    });
    const token = tokenOf(made.body.data.url);
    const channel = (await ctx.client().get(`/api/suivi/${token}`)).body.data.canal as string;
    const viewer = await connectSocket(portOf(ctx.app.server));
    viewer.send({ type: 'subscribe', channel });
    await viewer.waitFor((m) => m.type === 'subscribed');

    const phone = await connectSocket(portOf(ctx.app.server));
    phone.send({ type: 'position', token, latitude: 45.2, longitude: 5.7 });
    // Not signed in on this socket yet: refused.
    expect(await phone.waitFor((m) => m.type === 'error')).toMatchObject({ status: '401' });
    phone.send({ type: 'auth', token: await loginAs(ctx.db, passenger.user) });
    await phone.waitFor((m) => m.type === 'ready');
    phone.send({ type: 'position', token, latitude: 45.2, longitude: 5.7, precision: 8 });
    expect(await phone.waitFor((m) => m.type === 'position-recue')).toMatchObject({
      le: expect.any(String),
    });
    expect(await viewer.waitFor((m) => m.type === 'event')).toMatchObject({
      event: SHARED_POSITION_EVENT,
      data: { latitude: 45.2, longitude: 5.7, precision: 8 },
    });
    const page = await ctx.client().get(`/api/suivi/${token}`);
    expect(page.body.data.position).toMatchObject({ latitude: 45.2, longitude: 5.7 });

    // The driver did not make this link: their socket is refused like their PUT.
    const driverPhone = await connectSocket(portOf(ctx.app.server));
    driverPhone.send({ type: 'auth', token: driverToken });
    await driverPhone.waitFor((m) => m.type === 'ready');
    driverPhone.send({ type: 'position', token, latitude: 1, longitude: 1 });
    expect(await driverPhone.waitFor((m) => m.type === 'error')).toMatchObject({
      status: '403',
      detail: tripShareTexts.notYourShare,
    });
    for (const socket of [viewer, phone, driverPhone]) socket.close();
  });

  it('is refused on a link made without it', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const made = await asDriver().post(`/api/trajets/${trip.id}/partages`, {});
    const sent = await asDriver().put(`/api/suivi/${tokenOf(made.body.data.url)}/position`, {
      latitude: 47,
      longitude: 3,
    });
    expect(sent.status).toBe(403);
    expect(sent.body.errors[0].detail).toBe(tripShareTexts.positionNotAllowed);
  });
});
