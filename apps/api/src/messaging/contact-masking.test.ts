import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_CONTACT } from '@bonneroute/shared/contact-details';
import { messagingTexts } from '@bonneroute/shared/messaging';
import { messages, passagers, telephones } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs, type UserRow } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const clientOf = async (user: UserRow) => ctx.client().withToken(await loginAs(ctx.db, user));
const withPhone = async (numero: string, verified = true) => {
  const user = await createUser(ctx.db);
  await ctx.db
    .insert(telephones)
    .values({ utilisateur_id: user.id, numero, verifie_le: verified ? new Date() : null });
  return user;
};

describe('contact details held back until a booking', () => {
  it('masks a phone and an e-mail before the booking, says why, and stores the masked text', async () => {
    const [driver, passenger] = [await createUser(ctx.db), await createUser(ctx.db)];
    const trip = await createTrip(ctx.db, { driver });
    const client = await clientOf(passenger);
    const sent = await client.post(`/api/trajets/${trip.id}/messages`, {
      message: 'Appelez-moi au zéro six 12 34 56 78 ou jean point dupont arobase gmail point com',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.message).toBe(`Appelez-moi au ${MASKED_CONTACT} ou ${MASKED_CONTACT}`);
    expect(sent.body.data.coordonnees_masquees).toBe(true);
    expect(sent.body.meta).toEqual({
      coordonnees_masquees: true,
      avis: messagingTexts.contactMasked,
    });
    const [stored] = await ctx.db
      .select({ message: messages.message })
      .from(messages)
      .where(eq(messages.id, sent.body.data.id));
    expect(stored!.message).not.toMatch(/six|gmail/);

    // The driver's answer is masked too: the booking has not been confirmed.
    const answer = await (
      await clientOf(driver)
    ).post(`/api/trajets/${trip.id}/messages`, {
      destinataire_id: passenger.id,
      message: 'Whatsapp : wa.me/33698765432',
    });
    expect(answer.body.data.message).not.toContain('33698765432');
    expect(answer.body.meta.coordonnees_masquees).toBe(true);

    const plain = await client.post(`/api/trajets/${trip.id}/messages`, {
      message: 'Je paie 25 € pour 2 places le 12/03 à 8h30',
    });
    expect(plain.body.data.message).toBe('Je paie 25 € pour 2 places le 12/03 à 8h30');
    expect(plain.body.meta).toEqual({ coordonnees_masquees: false, avis: null });
  });

  it('stops masking once the booking is confirmed, and not while it waits', async () => {
    const [driver, passenger] = [await createUser(ctx.db), await createUser(ctx.db)];
    const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
    const booking = await createBooking(ctx.db, { trip, passenger, statut: 'EN_ATTENTE' });
    const client = await clientOf(passenger);
    const waiting = await client.post(`/api/trajets/${trip.id}/messages`, {
      message: 'Mon numéro : 06 12 34 56 78',
    });
    expect(waiting.body.data.message).toBe(`Mon numéro : ${MASKED_CONTACT}`);

    await ctx.db.update(passagers).set({ statut: 'CONFIRMEE' }).where(eq(passagers.id, booking.id));
    const confirmed = await client.post(`/api/trajets/${trip.id}/messages`, {
      message: 'Mon numéro : 06 12 34 56 78',
    });
    expect(confirmed.body.data.message).toBe('Mon numéro : 06 12 34 56 78');
    expect(confirmed.body.meta.coordonnees_masquees).toBe(false);
    const answer = await (
      await clientOf(driver)
    ).post(`/api/trajets/${trip.id}/messages`, {
      destinataire_id: passenger.id,
      message: 'Le mien : +32 470 12 34 56',
    });
    expect(answer.body.data.message).toBe('Le mien : +32 470 12 34 56');

    // The chat of the confirmed trip carries numbers as written.
    const chat = await client.post(`/api/message-chat-covoiturage/${trip.id}`, {
      texte: 'Je suis au 06 12 34 56 78',
    });
    expect(chat.body.data.text).toBe('Je suis au 06 12 34 56 78');
  });
});

describe('verified phones on the trip page', () => {
  it('shows the driver and each confirmed passenger each other’s verified number, nobody else', async () => {
    const driver = await withPhone('+33611111111');
    const confirmed = await withPhone('+33622222222');
    const pending = await withPhone('+33633333333');
    const unverified = await withPhone('+33644444444', false);
    const outsider = await withPhone('+33655555555');
    const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
    await createBooking(ctx.db, { trip, passenger: confirmed });
    await createBooking(ctx.db, { trip, passenger: pending, statut: 'EN_ATTENTE' });
    await createBooking(ctx.db, { trip, passenger: unverified });
    const page = async (user: UserRow | null) =>
      (await (user ? await clientOf(user) : ctx.client()).get(`/api/trajets/${trip.id}`)).body.data;

    const driverView = await page(driver);
    const phoneOf = (view: { passagers: { id: number; telephone: string | null }[] }, id: number) =>
      view.passagers.find((p) => p.id === id)?.telephone ?? null;
    expect(phoneOf(driverView, confirmed.id)).toBe('+33622222222');
    expect(phoneOf(driverView, pending.id)).toBeNull();
    expect(phoneOf(driverView, unverified.id)).toBeNull();

    expect((await page(confirmed)).telephone_conducteur).toBe('+33611111111');
    expect((await page(pending)).telephone_conducteur).toBeNull();
    for (const viewer of [outsider, null]) {
      const view = await page(viewer);
      expect(view.telephone_conducteur).toBeNull();
      expect(JSON.stringify(view)).not.toMatch(/\+336/);
    }
    expect(JSON.stringify(await page(confirmed))).not.toContain('+33633333333');
  });
});
