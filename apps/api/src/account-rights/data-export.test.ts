import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { DATA_EXPORTS_PER_HOUR } from '@bonneroute/shared/account-rights';
import { documents, exports_donnees, messages, vehicules } from '../db/schema';
import { createBooking, createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { documentKey } from '../user-space/documents.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Every entry of a ZIP, name → bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const exportUrl = (user: Pick<UserRow, 'id'>) => `/api/utilisateurs/${user.id}/export`;

describe('GET /api/utilisateurs/{id}/export', () => {
  it('answers 401 to a visitor and 403 to anyone else, staff included', async () => {
    const member = await createUser(ctx.db);
    expect((await ctx.client().get(exportUrl(member))).status).toBe(401);
    for (const role of ['USER', 'MANAGER', 'ADMIN']) {
      const other = await createUser(ctx.db, { role });
      const response = await ctx
        .client()
        .withToken(await loginAs(ctx.db, other))
        .get<any>(exportUrl(member));
      expect(response.status).toBe(403);
      expect(response.body.errors[0].detail).toMatch(/titulaire du compte/);
    }
  });

  it('gives the member a ZIP of their data: a README, one JSON file per kind, their files', async () => {
    const member = await createUser(ctx.db, { prenom: 'Élodie' });
    const other = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver: member });
    await createBooking(ctx.db, { trip: await createTrip(ctx.db), passenger: member });
    await ctx.db
      .insert(vehicules)
      .values({ utilisateur_id: member.id, marque: 'Peugeot', modele: '208', couleur: 'Gris' });
    await ctx.db.insert(messages).values([
      {
        trajet_id: trip.id,
        utilisateur_id: other.id,
        destinataire_id: member.id,
        objet: 'Q',
        message: 'Reçu',
      },
      {
        trajet_id: trip.id,
        utilisateur_id: member.id,
        destinataire_id: other.id,
        objet: 'R',
        message: 'Envoyé',
      },
    ]);
    await ctx.db.insert(documents).values({
      utilisateur_id: member.id,
      type_doc_code: 'PERMIS',
      fichier: 'permis-essai.pdf',
      mimetype: 'application/pdf',
    });
    await ctx.app.files.put(
      documentKey(member.id, 'permis-essai.pdf'),
      Buffer.from('%PDF-permis'),
      'application/pdf',
    );

    const response = await ctx
      .client()
      .withToken(await loginAs(ctx.db, member))
      .get(exportUrl(member));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="bonneroute-mes-donnees-/,
    );
    const files = await unzip(response.raw);
    const names = [...files.keys()];
    for (const name of [
      'LISEZMOI.txt',
      'profil.json',
      'preferences.json',
      'vehicules.json',
      'documents.json',
      'trajets_publies.json',
      'reservations.json',
      'paiements.json',
      'versements.json',
      'messages.json',
      'messages_chat.json',
      'avis_ecrits.json',
      'avis_recus.json',
      'alertes.json',
      'notifications.json',
      'connexions.json',
      'documents/permis.pdf',
    ])
      expect(names).toContain(name);
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
    const [profile] = json('profil.json');
    expect(profile).toMatchObject({ id: member.id, email: member.email, prenom: 'Élodie' });
    expect(profile).not.toHaveProperty('password_hash');
    expect(json('trajets_publies.json')).toHaveLength(1);
    expect(json('reservations.json')).toHaveLength(1);
    expect(json('vehicules.json')[0]).toMatchObject({ marque: 'Peugeot' });
    expect(
      json('messages.json')
        .map((m: { sens: string }) => m.sens)
        .sort(),
    ).toEqual(['envoye', 'recu']);
    expect(json('connexions.json').length).toBeGreaterThan(0);
    expect(files.get('documents/permis.pdf')!.toString()).toBe('%PDF-permis');
    const readme = files.get('LISEZMOI.txt')!.toString('utf8');
    expect(readme).toMatch(/Vos données BonneRoute/);
    expect(readme).toMatch(/messages\.json : les messages de trajet/);
  });

  it(`allows ${DATA_EXPORTS_PER_HOUR} exports an hour, counted in the database, then answers 429 in French`, async () => {
    const member = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, member));
    const responses = await Promise.all(
      Array.from({ length: DATA_EXPORTS_PER_HOUR + 3 }, () => client.get<any>(exportUrl(member))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(DATA_EXPORTS_PER_HOUR);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body.errors[0].detail).toMatch(/Réessayez dans une heure/);
    const rows = await ctx.db
      .select()
      .from(exports_donnees)
      .where(eq(exports_donnees.utilisateur_id, member.id));
    expect(rows).toHaveLength(DATA_EXPORTS_PER_HOUR);
  });

  it('makes the ZIP of a member with 500 trips and 5,000 messages in under 5 s', async () => {
    const member = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const first = await createTrip(ctx.db, { driver: member });
    // 499 more trips like the first, and 5,000 messages about it, in two statements.
    await ctx.db.execute(sql`
      INSERT INTO trajets (utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee,
        ville_depart, ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
        longitude_depart, latitude_arrivee, longitude_arrivee, montant_contribution,
        nb_places_proposees)
      SELECT utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee, ville_depart,
        ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
        longitude_depart, latitude_arrivee, longitude_arrivee, montant_contribution,
        nb_places_proposees
      FROM trajets, generate_series(1, 499) WHERE id = ${first.id}`);
    await ctx.db.execute(sql`
      INSERT INTO messages (trajet_id, utilisateur_id, destinataire_id, objet, message)
      SELECT ${first.id}::int, CASE WHEN n % 2 = 0 THEN ${member.id}::int ELSE ${other.id}::int END,
        CASE WHEN n % 2 = 0 THEN ${other.id}::int ELSE ${member.id}::int END, 'Objet ' || n,
        repeat('Un message de trajet. ', 10)
      FROM generate_series(1, 5000) AS n`);
    const client = ctx.client().withToken(await loginAs(ctx.db, member));
    const started = performance.now();
    const response = await client.get(exportUrl(member));
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    const files = await unzip(response.raw);
    expect(JSON.parse(files.get('trajets_publies.json')!.toString())).toHaveLength(500);
    expect(JSON.parse(files.get('messages.json')!.toString())).toHaveLength(5000);
    console.info(`export de 500 trajets et 5 000 messages : ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(5000);
  });
});
