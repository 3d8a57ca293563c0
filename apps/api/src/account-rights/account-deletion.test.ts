import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_MEMBER_NAME } from '@bonneroute/shared/account-rights';
import {
  admin_audit,
  documents,
  ecarts_rapprochement,
  ibans,
  identites_archivees,
  messages,
  sessions,
  telephones,
  trajets,
  utilisateurs,
  utilisateurs_infos,
  vehicules,
} from '../db/schema';
import { recordMovement } from '../money/ledger.repository';
import { unbalancedMovements } from '../money/ledger.repository';
import { createPassenger, pay, paymentForm } from '../booking/booking-test-helpers';
import {
  TEST_PASSWORD,
  createBooking,
  createTrip,
  createUser,
  lastEmailTo,
  loginAs,
  type UserRow,
} from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { documentKey } from '../user-space/documents.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function asUser(user: Pick<UserRow, 'id'>) {
  return ctx.client().withToken(await loginAs(ctx.db, user));
}
const deleteAs = async (user: UserRow, password = TEST_PASSWORD) =>
  (await asUser(user)).send<any>('DELETE', `/api/utilisateurs/${user.id}`, { password });
const rowOf = async (userId: number) =>
  (await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.id, userId)))[0]!;

describe('DELETE /api/utilisateurs/{id}: who may', () => {
  it('answers 401 to a visitor and 403 to anyone else, staff included', async () => {
    const member = await createUser(ctx.db);
    const url = `/api/utilisateurs/${member.id}`;
    const body = { password: TEST_PASSWORD };
    expect((await ctx.client().send('DELETE', url, body)).status).toBe(401);
    const other = await asUser(await createUser(ctx.db));
    expect((await other.send('DELETE', url, body)).status).toBe(403);
    const admin = await asUser(await createUser(ctx.db, { role: 'ADMIN' }));
    expect((await admin.send('DELETE', url, body)).status).toBe(403);
    expect((await rowOf(member.id)).supprime_le).toBeNull();
  });

  it('refuses a wrong password with a French reason, changing nothing', async () => {
    const member = await createUser(ctx.db);
    const response = await deleteAs(member, 'Mauvais#123');
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toMatch(/mot de passe/);
    expect((await rowOf(member.id)).email).toBe(member.email);
  });
});

describe('DELETE /api/utilisateurs/{id}: refused while something is still going on', () => {
  async function expectRefused(member: UserRow, reason: RegExp) {
    const client = await asUser(member);
    const response = await client.send<any>('DELETE', `/api/utilisateurs/${member.id}`, {
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].code).toBe('suppression_impossible');
    expect(response.body.errors[0].detail).toMatch(/ne peut pas encore être supprimé/);
    expect(response.body.errors[0].detail).toMatch(reason);
    // Nothing changed: same row, and the session still works.
    expect(await rowOf(member.id)).toEqual(member);
    expect((await client.get(`/api/utilisateurs/${member.id}/full`)).status).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(identites_archivees)
        .where(eq(identites_archivees.utilisateur_id, member.id)),
    ).toEqual([]);
  }

  it('a trip to come with a passenger', async () => {
    const driver = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver });
    await createBooking(ctx.db, { trip });
    await expectRefused(driver, /1 trajet à venir a des passagers : annulez-les/);
  });

  it('a booking to come', async () => {
    const passenger = await createUser(ctx.db);
    await createBooking(ctx.db, { trip: await createTrip(ctx.db), passenger });
    await expectRefused(passenger, /1 réservation est à venir/);
  });

  it('earnings not yet paid out', async () => {
    const driver = await createUser(ctx.db);
    await recordMovement(ctx.db, { type: 'GAIN' }, [
      { compte: 'CONDUCTEUR', montant: 1500, utilisateur_id: driver.id },
      { compte: 'SEQUESTRE', montant: -1500, utilisateur_id: driver.id },
    ]);
    await expectRefused(driver, /gains ne vous ont pas encore été versés/);
  });

  it('an open reconciliation item', async () => {
    const member = await createUser(ctx.db);
    await ctx.db.insert(ecarts_rapprochement).values({
      cle: `test:${member.id}`,
      type: 'VERSEMENT',
      utilisateur_id: member.id,
      detail: 'essai',
    });
    await expectRefused(member, /en cours de vérification/);
  });

  it('lists every reason at once', async () => {
    const driver = await createUser(ctx.db);
    await createBooking(ctx.db, { trip: await createTrip(ctx.db, { driver }) });
    await createBooking(ctx.db, { trip: await createTrip(ctx.db), passenger: driver });
    await createBooking(ctx.db, { trip: await createTrip(ctx.db), passenger: driver });
    await expectRefused(driver, /trajet à venir a des passagers[\s\S]*2 réservations sont à venir/);
  });
});

describe('DELETE /api/utilisateurs/{id}: accepted', () => {
  it('erases the member, keeps the money and what others wrote to, frees the e-mail', async () => {
    const member = await createPassenger(ctx.db, {
      email: `partante.${Date.now()}@exemple.fr`,
      avatar: '/fichiers/avatars/u-essai.jpg',
    });
    const client = await asUser(member);
    // A paid trip, now done: the payment stays for accounting law.
    const driver = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 3000 });
    expect((await pay(client, member.id, paymentForm(trip))).status).toBe(200);
    await ctx.db
      .update(trajets)
      .set({ depart_le: new Date(Date.now() - 86_400_000), is_effectue: true })
      .where(eq(trajets.id, trip.id));
    // Personal rows and files.
    await ctx.db.insert(telephones).values({ utilisateur_id: member.id, numero: '+33612345678' });
    await ctx.db
      .insert(vehicules)
      .values({ utilisateur_id: member.id, marque: 'Renault', modele: 'Clio', couleur: 'Bleu' });
    await ctx.db.insert(ibans).values({
      utilisateur_id: member.id,
      iban: 'FR7630006000011234567890189',
      prenom: 'Camille',
      nom: 'Martin',
      adresse: '1 rue de la Paix',
      ville: 'Paris',
      code_postal: '75002',
      pays: 'FR',
    });
    await ctx.db.insert(documents).values({
      utilisateur_id: member.id,
      type_doc_code: 'CNI',
      fichier: 'cni-essai.pdf',
      mimetype: 'application/pdf',
    });
    const docKey = documentKey(member.id, 'cni-essai.pdf');
    await ctx.app.files.put(docKey, Buffer.from('%PDF-1.4 essai'), 'application/pdf');
    await ctx.app.files.put('public/avatars/u-essai.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await ctx.db.insert(messages).values({
      trajet_id: trip.id,
      utilisateur_id: member.id,
      destinataire_id: driver.id,
      objet: 'Bagages',
      message: 'Puis-je prendre une valise ?',
    });
    const trajetVide = await createTrip(ctx.db, { driver: member });

    const response = await client.send<any>('DELETE', `/api/utilisateurs/${member.id}`, {
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.conserve.length).toBeGreaterThan(0);

    const row = await rowOf(member.id);
    expect(row).toMatchObject({
      prenom: DELETED_MEMBER_NAME,
      nom: '',
      date_naissance: null,
      password_hash: null,
      avatar: null,
      google_sub: null,
      activated: false,
    });
    expect(row.email).not.toContain('partante');
    expect(row.supprime_le).not.toBeNull();
    for (const table of [utilisateurs_infos, telephones, vehicules, ibans, documents]) {
      expect(await ctx.db.select().from(table).where(eq(table.utilisateur_id, member.id))).toEqual(
        [],
      );
    }
    expect(await ctx.app.files.has(docKey)).toBe(false);
    expect(await ctx.app.files.has('public/avatars/u-essai.jpg')).toBe(false);
    // The session is over, the public profile is gone, the empty future trip left the search.
    expect((await client.get(`/api/utilisateurs/${member.id}/full`)).status).toBe(401);
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.utilisateur_id, member.id));
    expect(session!.revoked_at).not.toBeNull();
    expect(session!.ip).toBeNull();
    const someone = await asUser(await createUser(ctx.db));
    expect((await someone.get(`/api/profils/${member.id}`)).status).toBe(404);
    expect(
      (await ctx.db.select().from(trajets).where(eq(trajets.id, trajetVide.id)))[0]!.actif,
    ).toBe(false);
    // Kept: the message (signed by the anonymised row), the payment and its ledger rows.
    expect(
      await ctx.db.select().from(messages).where(eq(messages.utilisateur_id, member.id)),
    ).toHaveLength(1);
    const kept = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM paiements WHERE utilisateur_id = ${member.id}`,
    );
    expect(kept.rows[0]!.n).toBe(1);
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
    // The archived identity, for ADMIN only; the erasure log; the confirmation mail.
    const [archived] = await ctx.db
      .select()
      .from(identites_archivees)
      .where(eq(identites_archivees.utilisateur_id, member.id));
    expect(archived).toMatchObject({ email: member.email, nom: member.nom });
    expect(archived!.conserver_jusqu_au.getFullYear()).toBe(new Date().getFullYear() + 10);
    const adminUrl = `/api/admin/comptes-supprimes/${member.id}`;
    const manager = await asUser(await createUser(ctx.db, { role: 'MANAGER' }));
    expect((await manager.get(adminUrl)).status).toBe(403);
    const admin = await asUser(await createUser(ctx.db, { role: 'ADMIN' }));
    const read = await admin.get<any>(adminUrl);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      email: member.email,
      bilan: { conserve: { paiements: 1 } },
    });
    const [log] = await ctx.db
      .select()
      .from(admin_audit)
      .where(eq(admin_audit.cible_id, member.id));
    expect(log).toMatchObject({ action: 'supprimer-compte', cible_type: 'utilisateur' });
    expect((await lastEmailTo(ctx.db, member.email))!.subject).toMatch(
      /compte BonneRoute est supprimé/,
    );
    // The reconciliation still balances.
    const reconciliation = await admin.post<any>('/api/admin/rapprochement');
    expect(reconciliation.status).toBe(200);
    expect(reconciliation.body.data.ecarts).toEqual([]);

    // The same address signs up again, as a new account.
    const signUp = await ctx.client().post('/api/register', {
      nom: 'Martin',
      prenom: 'Camille',
      email: member.email,
      sexe: 'F',
      date_naissance: '1990-05-17',
      password: 'Nouveau#2026',
      password_confirmation: 'Nouveau#2026',
      cgu: '1',
    });
    expect(signUp.status).toBeLessThan(300);
    const again = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM utilisateurs WHERE lower(email) = ${member.email.toLowerCase()}`,
    );
    expect(again.rows).toHaveLength(1);
    expect(again.rows[0]!.id).not.toBe(member.id);
  });

  it('answers once to 20 parallel deletions', async () => {
    const member = await createUser(ctx.db);
    const client = await asUser(member);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.send('DELETE', `/api/utilisateurs/${member.id}`, { password: TEST_PASSWORD }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 401, 409].includes(status))).toBe(true);
    const archived = await ctx.db
      .select()
      .from(identites_archivees)
      .where(eq(identites_archivees.utilisateur_id, member.id));
    expect(archived).toHaveLength(1);
  });

  it('confirms an account without password (Google) with a code sent by e-mail', async () => {
    const member = await createUser(ctx.db, { password_hash: null, google_sub: `g-${Date.now()}` });
    const client = await asUser(member);
    const url = `/api/utilisateurs/${member.id}`;
    const without = await client.send<any>('DELETE', url, {});
    expect(without.status).toBe(422);
    expect(without.body.errors[0].detail).toMatch(/demandez un code par e-mail/);
    const sent = await client.post<any>(`${url}/code-suppression`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toMatch(/valable 15 minutes/);
    expect((await client.post(`${url}/code-suppression`)).status).toBe(429);
    const code = /: (\d{6})/.exec((await lastEmailTo(ctx.db, member.email))!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await client.send<any>('DELETE', url, { code: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toMatch(/Demandez-en un nouveau/);
    // A wrong guess cost the code: the right one no longer works.
    expect((await client.send('DELETE', url, { code })).status).toBe(422);
    expect((await rowOf(member.id)).supprime_le).toBeNull();

    const other = await createUser(ctx.db, { password_hash: null, google_sub: `h-${Date.now()}` });
    const otherClient = await asUser(other);
    const otherUrl = `/api/utilisateurs/${other.id}`;
    expect((await otherClient.post(`${otherUrl}/code-suppression`)).status).toBe(200);
    const otherCode = /: (\d{6})/.exec((await lastEmailTo(ctx.db, other.email))!.text)![1]!;
    expect((await otherClient.send('DELETE', otherUrl, { code: otherCode })).status).toBe(200);
    expect((await rowOf(other.id)).supprime_le).not.toBeNull();
  });

  it('refuses the e-mailed code to an account that has a password', async () => {
    const member = await createUser(ctx.db);
    const response = await (
      await asUser(member)
    ).post<any>(`/api/utilisateurs/${member.id}/code-suppression`);
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toMatch(/confirmez la suppression avec lui/);
  });
});
