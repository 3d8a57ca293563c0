import { capitalise } from '@bonneroute/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { arrivalInstant, reviewLastDay } from '@bonneroute/shared/reviews';
import { ageOn } from '@bonneroute/shared/user-space';
import { documents, telephones, vehicules } from '../db/schema';
import { createTrip } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { review, traveller, travelledTrip, type Traveller } from './review-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /profils/{id} — the public profile', () => {
  it('shows what members may know, never a document, a surname or an address', async () => {
    const driver = await traveller(ctx, {
      prenom: 'camille',
      date_naissance: '1988-02-29',
      avatar: '/fichiers/avatars/camille.jpg',
    });
    await ctx.db.insert(telephones).values({
      utilisateur_id: driver.user.id,
      numero: '+33612345678',
      verifie_le: new Date(),
    });
    await ctx.db.insert(documents).values({
      utilisateur_id: driver.user.id,
      type_doc_code: 'CNI',
      fichier: 'secret-cni.pdf',
      mimetype: 'application/pdf',
      is_verifie: true,
    });
    await ctx.db.insert(vehicules).values({
      utilisateur_id: driver.user.id,
      marque: 'Peugeot',
      modele: '308',
      couleur: 'Bleu',
    });
    const { trip, passengers } = await travelledTrip(ctx, { driver });
    const passenger = passengers[0]!;
    await review(passenger.client, { trajet_id: trip.id, cible_id: driver.user.id, note: 4 });
    await review(driver.client, { trajet_id: trip.id, cible_id: passenger.user.id, note: 5 });
    // Driver once more, passenger on someone else's trip: both counts move.
    await travelledTrip(ctx, { driver, passengers: 1 });
    await travelledTrip(ctx, { passengers: [driver] });

    const response = await passenger.client.get(`/api/profils/${driver.user.id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      id: driver.user.id,
      prenom: 'Camille',
      age: ageOn('1988-02-29', todayInParis()),
      avatar: '/fichiers/avatars/camille.jpg',
      membre_depuis: todayInParis(),
      verifications: { email: 1, telephone: 1, identite: 1 },
      trajets_conducteur: 2,
      trajets_passager: 1,
      note: 4,
      nb_avis: 1,
      vehicules: [{ marque: 'Peugeot', modele: '308', couleur: 'Bleu' }],
    });
    expect(response.text).not.toContain(driver.user.nom);
    expect(response.text).not.toContain(driver.user.email);
    expect(response.text).not.toContain('secret-cni');

    const reviews = await passenger.client.get(`/api/profils/${driver.user.id}/avis`);
    expect(reviews.body.data).toEqual([
      expect.objectContaining({
        note: 4,
        commentaire: null,
        auteur: { id: passenger.user.id, prenom: capitalise(passenger.user.prenom), avatar: null },
        role_auteur: 'PASSAGER',
        trajet: expect.objectContaining({ id: trip.id, ville_depart: 'Paris' }),
        signale: 0,
      }),
    ]);
    expect(reviews.body.meta).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    // A visitor, from the trip page, sees the same profile and reviews.
    const visitor = ctx.client();
    expect((await visitor.get(`/api/profils/${driver.user.id}`)).body).toEqual(response.body);
    const seenByVisitor = await visitor.get(`/api/profils/${driver.user.id}/avis`);
    expect(seenByVisitor.body.data).toEqual(reviews.body.data);
  });

  it('says « new member » with no review and nothing verified', async () => {
    const newcomer = await traveller(ctx, { date_naissance: null });
    const viewer = await traveller(ctx);
    const response = await viewer.client.get(`/api/profils/${newcomer.user.id}`);
    expect(response.body.data).toMatchObject({
      age: null,
      note: null,
      nb_avis: 0,
      trajets_conducteur: 0,
      trajets_passager: 0,
      verifications: { email: 1, telephone: 0, identite: 0 },
      vehicules: [],
    });
  });

  it('shows visitors what members see, and hides suspended or unknown accounts', async () => {
    const member = await traveller(ctx, { prenom: 'léa' });
    const suspended = await traveller(ctx, { suspendu_le: new Date() });
    const staff = await traveller(ctx, { role: 'MANAGER' });
    const visitor = ctx.client();
    const seen = await visitor.get(`/api/profils/${member.user.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ id: member.user.id, prenom: 'Léa' });
    expect(seen.body.data).not.toHaveProperty('nom');
    expect(seen.body.data).not.toHaveProperty('email');
    const reviews = await visitor.get(`/api/profils/${member.user.id}/avis`);
    expect(reviews.status).toBe(200);
    expect(reviews.body.data).toEqual([]);
    expect((await visitor.get(`/api/profils/${suspended.user.id}`)).status).toBe(404);
    expect((await visitor.get(`/api/profils/${suspended.user.id}/avis`)).status).toBe(404);
    const hidden = await member.client.get(`/api/profils/${suspended.user.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.errors[0].detail).toBe('Ce profil n’existe pas ou n’est plus disponible.');
    expect((await member.client.get(`/api/profils/${suspended.user.id}/avis`)).status).toBe(404);
    expect((await staff.client.get(`/api/profils/${suspended.user.id}`)).status).toBe(200);
    expect((await member.client.get('/api/profils/99999999')).status).toBe(404);
    expect((await member.client.get('/api/profils/0')).status).toBe(422);
    expect((await member.client.get('/api/profils/1e3')).status).toBe(422);
  });
});

describe('the driver’s real rating on trips', () => {
  it('travels with the trip payload, the search results and the town pages', async () => {
    const driver = await traveller(ctx, { prenom: 'Sacha' });
    for (const note of [4, 5]) {
      const { trip, passengers } = await travelledTrip(ctx, { driver });
      const passenger = passengers[0]!;
      await review(passenger.client, { trajet_id: trip.id, cible_id: driver.user.id, note });
      await review(driver.client, { trajet_id: trip.id, cible_id: passenger.user.id, note: 5 });
    }
    const upcoming = await createTrip(ctx.db, { driver: driver.user, inDays: 4 });
    const newcomer = await createTrip(ctx.db, { inDays: 4 });
    const rating = { note: 4.5, nb_avis: 2 };

    const detail = await ctx.client().get(`/api/trajets/${upcoming.id}`);
    expect(detail.body.data.conducteur).toMatchObject(rating);
    expect(detail.body.data.note).toBe(4.5);
    const fresh = await ctx.client().get(`/api/trajets/${newcomer.id}`);
    expect(fresh.body.data.conducteur).toMatchObject({ note: null, nb_avis: 0 });

    const found = await ctx.client().get(`/api/covoiturages/${upcoming.date}`, {
      query: { actif: '1', nom_commune_depart: 'Paris', nom_commune_arrivee: 'Lyon' },
    });
    const card = found.body.data.find((t: { id: number }) => t.id === upcoming.id);
    expect(card.conducteur).toMatchObject(rating);
    const town = await ctx.client().get('/api/communes/paris/prochains-trajets', {
      query: { limit: '30' },
    });
    const row = town.body.data.find((t: { id: number }) => t.id === upcoming.id);
    expect(row.conducteur).toMatchObject(rating);
  });
});

describe('GET /avis/a-ecrire and /avis/donnes', () => {
  it('lists who is left to review with the last day, then the review given and its status', async () => {
    const { trip, driver, passengers } = await travelledTrip(ctx, { daysAgo: 2 });
    const passenger = passengers[0] as Traveller;
    const lastDay = reviewLastDay(arrivalInstant(trip.depart_le, trip.duree_secondes));
    expect(lastDay).toBe(addDays(todayInParis(), 12));
    const toWrite = await passenger.client.get('/api/avis/a-ecrire');
    expect(toWrite.body.data).toEqual([
      {
        trajet: {
          id: trip.id,
          ville_depart: 'Paris',
          ville_arrivee: 'Lyon',
          date: trip.date,
          heure: '08:30',
        },
        cible: { id: driver.user.id, prenom: 'Camille', avatar: null },
        role_cible: 'CONDUCTEUR',
        dernier_jour: lastDay,
        date_limite: expect.any(String),
        avis_recu_en_attente: 0,
      },
    ]);
    await review(passenger.client, { trajet_id: trip.id, cible_id: driver.user.id, note: 5 });
    expect((await passenger.client.get('/api/avis/a-ecrire')).body.data).toEqual([]);
    const given = await passenger.client.get('/api/avis/donnes');
    expect(given.body.data).toEqual([
      expect.objectContaining({ statut: 'EN_ATTENTE', dernier_jour: lastDay, note: 5 }),
    ]);
    expect((await ctx.client().get('/api/avis/donnes')).status).toBe(401);
    expect((await passenger.client.get('/api/avis/recus?page=0')).status).toBe(422);
  });
});
