import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDocumentTexts } from '@bonneroute/shared/admin';
import { balanceOf, recordMovement } from '../money/ledger.repository';
import { createPassenger, pay, paymentForm } from '../booking/booking-test-helpers';
import {
  admin_audit,
  documents,
  ibans,
  notifications,
  recherches,
  trajets,
  utilisateurs as utilisateursTable,
} from '../db/schema';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function staff(role: 'ADMIN' | 'MANAGER' = 'ADMIN') {
  const user = await createUser(ctx.db, { role });
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

describe('dashboard statistics', () => {
  it('counts searches per distinct day (at most 28), top pairs and confirmed bookings', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 8, 1 + n, 10));
    // 30 distinct days of searches: the chart keeps the last 28.
    await ctx.db.insert(recherches).values(
      Array.from({ length: 30 }, (_, n) => ({
        moment: day(n),
        nom_commune_depart: n % 3 === 0 ? 'Lille' : 'Paris',
        nom_commune_arrivee: 'Lyon',
        code_commune_depart: n % 3 === 0 ? '59350' : '75056',
        code_commune_arrivee: '69123',
        date_recherchee: '2026-10-01',
        nb_resultats: 1,
      })),
    );
    const trip = await createTrip(ctx.db);
    await createBooking(ctx.db, { trip, seats: 2 });
    const { client } = await staff('MANAGER');
    const response = await client.get('/api/admin/statistiques');
    expect(response.status).toBe(200);
    const { recherches: searches, passagers, utilisateurs } = response.body.data;
    expect(searches.total).toBe(30);
    expect(searches.par_jour).toHaveLength(28);
    expect(searches.par_jour[0].jour).toBe('2026-09-03');
    expect(searches.par_jour.at(-1).jour).toBe('2026-09-30');
    expect(searches.top_paires[0]).toEqual({ depart: 'Paris', arrivee: 'Lyon', nombre: 20 });
    expect(passagers.reservations).toBeGreaterThanOrEqual(1);
    expect(passagers.places).toBeGreaterThanOrEqual(2);
    expect(utilisateurs.total).toBeGreaterThanOrEqual(3);

    const log = await client.get('/api/admin/recherches');
    expect(log.body.data[0]).toMatchObject({
      nom_commune_depart: 'Paris',
      nom_commune_arrivee: 'Lyon',
    });
    expect(log.body.meta.total).toBe(30);
    const riders = await client.get('/api/admin/passagers');
    expect(riders.body.data[0]).toMatchObject({ trajet_id: trip.id, nb_places_reservees: 2 });
  });
});

describe('identity documents', () => {
  async function driverWithEarnings(owed: number) {
    const driver = await createUser(ctx.db, { prenom: 'Didier', nom: 'Roule' });
    await ctx.db.insert(ibans).values({
      utilisateur_id: driver.id,
      iban: 'FR1420041010050500013M02606',
      prenom: 'Didier',
      nom: 'Roule',
      adresse: '1 rue de la Paix',
      ville: 'Paris',
      code_postal: '75002',
      pays: 'FR',
    });
    await recordMovement(ctx.db, { type: 'GAIN' }, [
      { compte: 'SEQUESTRE', montant: -owed, utilisateur_id: driver.id },
      { compte: 'CONDUCTEUR', montant: owed, utilisateur_id: driver.id },
    ]);
    const [document] = await ctx.db
      .insert(documents)
      .values({
        utilisateur_id: driver.id,
        type_doc_code: 'CNI',
        fichier: 'CNI-test.pdf',
        mimetype: 'application/pdf',
      })
      .returning();
    return { driver, document: document! };
  }

  it('verifying a driver’s identity pays out the pending earnings and tells them', async () => {
    const { driver, document } = await driverWithEarnings(4500);
    const { user: admin, client } = await staff('MANAGER');
    const queue = await client.get('/api/admin/documents');
    expect(queue.body.data.map((row: { id: number }) => row.id)).toContain(document.id);

    const decided = await client.post(`/api/admin/documents/${document.id}/decision`, {
      decision: 'VERIFIE',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toEqual({ id: document.id, decision: 'VERIFIE', versement: 4500 });
    expect(await balanceOf(ctx.db, 'CONDUCTEUR', { utilisateur_id: driver.id })).toBe(0);
    const notes = await ctx.db
      .select({ type: notifications.type_notif_code })
      .from(notifications)
      .where(eq(notifications.utilisateur_id, driver.id));
    expect(notes.map((note) => note.type)).toEqual(
      expect.arrayContaining(['DOCUMENT_VERIFIE', 'VERSEMENT_EFFECTUE']),
    );
    const [entry] = await ctx.db
      .select()
      .from(admin_audit)
      .where(eq(admin_audit.cible_id, document.id));
    expect(entry).toMatchObject({ auteur_id: admin.id, action: 'verifier-document' });

    const again = await client.post(`/api/admin/documents/${document.id}/decision`, {
      decision: 'VERIFIE',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].detail).toBe(adminDocumentTexts.alreadyVerified);
  });

  it('refusing needs a reason, removes the document and tells the user why', async () => {
    const { driver, document } = await driverWithEarnings(1000);
    const { client } = await staff();
    const noReason = await client.post(`/api/admin/documents/${document.id}/decision`, {
      decision: 'REFUSE',
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].detail).toContain('Indiquez le motif du refus');

    const refused = await client.post(`/api/admin/documents/${document.id}/decision`, {
      decision: 'REFUSE',
      motif: 'Photo illisible',
    });
    expect(refused.status).toBe(200);
    expect(await ctx.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, driver.id));
    expect(note).toMatchObject({ type_notif_code: 'DOCUMENT_REFUSE' });
    expect(note!.details).toContain('Photo illisible');
    // Nothing was paid out.
    expect(await balanceOf(ctx.db, 'CONDUCTEUR', { utilisateur_id: driver.id })).toBe(1000);
  });

  it('is refused to regular users', async () => {
    const { document } = await driverWithEarnings(100);
    const user = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    expect((await client.get('/api/admin/documents')).status).toBe(403);
    expect((await client.get('/api/admin/statistiques')).status).toBe(403);
    const attempt = await client.post(`/api/admin/documents/${document.id}/decision`, {
      decision: 'VERIFIE',
    });
    expect(attempt.status).toBe(403);
    const [row] = await ctx.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.is_verifie).toBe(false);
  });
});

describe('contact messages', () => {
  it('are marked handled once, by the team only, and the action is written down', async () => {
    const visitor = ctx.client();
    const sent = await visitor.post(
      '/api/admin/public-message',
      { nom: 'Léa', email: 'lea@exemple.fr', message: 'Bonjour, une question sur mon trajet.' },
      { as: 'multipart' },
    );
    expect(sent.status).toBe(201);
    const id = sent.body.data.id as number;

    const user = await createUser(ctx.db);
    const stranger = ctx.client().withToken(await loginAs(ctx.db, user));
    expect((await stranger.post(`/api/admin/public-messages/${id}/traitement`, {})).status).toBe(
      403,
    );

    const { user: admin, client } = await staff('MANAGER');
    const handled = await client.post(`/api/admin/public-messages/${id}/traitement`, {});
    expect(handled.body).toEqual({ data: { id, traite: 1 } });
    expect((await client.post(`/api/admin/public-messages/${id}/traitement`, {})).status).toBe(200);
    const list = await client.get('/api/admin/public-messages');
    const row = list.body.data.find((message: { id: number }) => message.id === id);
    expect(row.traite_le).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const entries = (
      await ctx.db.select().from(admin_audit).where(eq(admin_audit.cible_id, id))
    ).filter((entry) => entry.cible_type === 'message_public');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ auteur_id: admin.id, action: 'traiter-message-contact' });

    const missing = await client.post('/api/admin/public-messages/99999999/traitement', {});
    expect(missing.status).toBe(404);
  });
});

describe('abusive trips', () => {
  it('an ADMIN deactivates a trip: passengers refunded in full and told, MANAGER may not', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 3000 });
    const rider = await createPassenger(ctx.db);
    const paid = await pay(
      ctx.client().withToken(await loginAs(ctx.db, rider)),
      rider.id,
      paymentForm(trip),
    );
    expect(paid.body.data.status).toBe('PAIEMENT_REUSSI');

    const { client: manager } = await staff('MANAGER');
    const refused = await manager.post(`/api/admin/trajets/${trip.id}/desactivation`, {
      motif: 'Annonce frauduleuse',
    });
    expect(refused.status).toBe(403);

    const { user: admin, client } = await staff('ADMIN');
    const list = await client.get('/api/admin/trajets');
    expect(list.status).toBe(200);
    const noReason = await client.post(`/api/admin/trajets/${trip.id}/desactivation`, {});
    expect(noReason.status).toBe(422);
    const done = await client.post(`/api/admin/trajets/${trip.id}/desactivation`, {
      motif: 'Annonce frauduleuse',
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ id: trip.id, actif: 0, rembourse: 3200 });
    const [row] = await ctx.db.select().from(trajets).where(eq(trajets.id, trip.id));
    expect(row!.actif).toBe(false);
    const notes = await ctx.db
      .select({ type: notifications.type_notif_code })
      .from(notifications)
      .where(eq(notifications.utilisateur_id, rider.id));
    expect(notes.map((note) => note.type)).toContain('TRAJET_ANNULE');
    const [entry] = await ctx.db
      .select()
      .from(admin_audit)
      .where(eq(admin_audit.action, 'desactiver-trajet'));
    expect(entry).toMatchObject({ auteur_id: admin.id, cible_id: trip.id });

    const again = await client.post(`/api/admin/trajets/${trip.id}/desactivation`, {
      motif: 'Annonce frauduleuse',
    });
    expect(again.status).toBe(409);
  });
});

describe('promo codes', () => {
  const tripBody = (code: string, days: number) => ({
    date: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
    heure: '08:15',
    adresse_depart: 'Gare de Lyon, 75012 Paris',
    adresse_arrivee: 'Place Bellecour, 69002 Lyon',
    code_commune_depart: '75056',
    code_commune_arrivee: '69123',
    nb_places_proposees: '3',
    is_resa_automatique: '1',
    montant_contribution: '2200',
    is_publie: '1',
    code_promo: code,
  });

  it('an ADMIN creates a code with limits; drivers use it up; MANAGER may only read', async () => {
    const { client: manager } = await staff('MANAGER');
    const body = {
      code: 'ete-2027',
      montant: 500,
      nb_utilisations_max: 1,
      montant_max_par_conducteur: 500,
    };
    expect((await manager.post('/api/admin/codes-promo', body)).status).toBe(403);

    const { client } = await staff('ADMIN');
    const bad = await client.post('/api/admin/codes-promo', { code: 'x', montant: -3 });
    expect(bad.status).toBe(422);
    const created = await client.post('/api/admin/codes-promo', body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      code: 'ETE-2027',
      montant: 500,
      actif: 1,
      trajets: 0,
    });
    expect((await client.post('/api/admin/codes-promo', body)).status).toBe(409);

    // A driver publishes with it: the code reserves its bonus; the only use is gone.
    const driver = await createUser(ctx.db);
    const driverClient = ctx.client().withToken(await loginAs(ctx.db, driver));
    const first = await driverClient.post('/api/trajets', tripBody('ete-2027', 6), {
      as: 'multipart',
    });
    expect(first.status).toBe(201);
    const second = await driverClient.post('/api/trajets', tripBody('ete-2027', 7), {
      as: 'multipart',
    });
    expect(second.status).toBe(422);
    const listed = (await manager.get('/api/admin/codes-promo')).body.data.find(
      (code: { code: string }) => code.code === 'ETE-2027',
    );
    expect(listed).toMatchObject({ nb_utilisations: 1, trajets: 1 });

    const off = await client.post(`/api/admin/codes-promo/${created.body.data.id}/actif`, {
      actif: 0,
    });
    expect(off.body.data.actif).toBe(0);
  });
});

describe('newsletter recipients', () => {
  it('lists active accounts with a validated e-mail that asked for it, not the others', async () => {
    const optedIn = { newsletter_acceptee_le: new Date() };
    const reader = await createUser(ctx.db, { prenom: 'Lectrice', nom: 'Newsletter', ...optedIn });
    const pending = await createUser(ctx.db, {
      nom: 'Newsletter',
      activated: false,
      email_valide_le: null,
      ...optedIn,
    });
    const suspended = await createUser(ctx.db, { nom: 'Newsletter', ...optedIn });
    // Never asked for the newsletter: not a recipient, whatever the account's state.
    await createUser(ctx.db, { nom: 'Newsletter' });
    await ctx.db
      .update(utilisateursTable)
      .set({ suspendu_le: new Date(), motif_suspension: 'Fraude' })
      .where(eq(utilisateursTable.id, suspended.id));
    const { client } = await staff('MANAGER');
    const audience = await client.get('/api/admin/utilisateurs?q=Newsletter&liste=newsletter');
    expect(audience.status).toBe(200);
    expect(audience.body.data.map((user: { id: number }) => user.id)).toEqual([reader.id]);
    expect(audience.body.meta.total).toBe(1);
    const everyone = await client.get('/api/admin/utilisateurs?q=Newsletter');
    expect(everyone.body.meta.total).toBe(4);
    expect(pending.id).toBeGreaterThan(0);
    const unknown = await client.get('/api/admin/utilisateurs?liste=tous');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].detail).toContain('Liste inconnue.');
  });
});

describe('suspending a user', () => {
  it('closes their sessions, refuses their login, cancels and refunds their future trips', async () => {
    const driver = await createUser(ctx.db, { prenom: 'Fraudeur' });
    const driverToken = await loginAs(ctx.db, driver);
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 2000 });
    const rider = await createPassenger(ctx.db);
    const paid = await pay(
      ctx.client().withToken(await loginAs(ctx.db, rider)),
      rider.id,
      paymentForm(trip),
    );
    expect(paid.body.data.status).toBe('PAIEMENT_REUSSI');

    const { client: manager } = await staff('MANAGER');
    expect(
      (await manager.post(`/api/admin/utilisateurs/${driver.id}/suspension`, { motif: 'Fraude' }))
        .status,
    ).toBe(403);
    const { client } = await staff('ADMIN');
    const found = await client.get(`/api/admin/utilisateurs?q=${encodeURIComponent(driver.email)}`);
    expect(found.body.data).toHaveLength(1);

    const suspended = await client.post(`/api/admin/utilisateurs/${driver.id}/suspension`, {
      motif: 'Fraude',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data).toEqual({
      id: driver.id,
      suspendu: 1,
      trajets_annules: 1,
      rembourse: 2200,
    });
    const [row] = await ctx.db.select().from(trajets).where(eq(trajets.id, trip.id));
    expect(row!.actif).toBe(false);
    // The old session no longer works, and a new login is refused with a French message.
    const me = await ctx.client().withToken(driverToken).get('/api/auth/me');
    expect(me.status).toBe(401);
    const login = await ctx
      .client()
      .post('/api/login', { email: driver.email, password: 'Motdepasse#1' }, { as: 'multipart' });
    expect(login.status).toBe(403);
    expect(login.body.errors[0].detail).toContain('Votre compte est suspendu');
    const again = await client.post(`/api/admin/utilisateurs/${driver.id}/suspension`, {
      motif: 'Fraude',
    });
    expect(again.status).toBe(409);

    expect(
      (await client.post(`/api/admin/utilisateurs/${driver.id}/reactivation`, {})).status,
    ).toBe(200);
    const back = await ctx
      .client()
      .post('/api/login', { email: driver.email, password: 'Motdepasse#1' }, { as: 'multipart' });
    expect(back.status).toBe(200);
  });
});
