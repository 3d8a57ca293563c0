import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUTE_PERMISSIONS,
  mayPerform,
  permissionRule,
  type PermissionName,
} from '@bonneroute/shared/permissions';
import { seriesTrajets, signalements } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';
import { createPassenger, pay, paymentForm, paymentRow } from '../booking/booking-test-helpers';
import { review, travelledTrip } from '../reviews/review-test-helpers';
import type { TestClient } from '../test/test-client';

/**
 * The permission matrix. Every route the API serves × anonymous, another member, the
 * owner, a MANAGER and an ADMIN; what each gets must be what the one table of
 * packages/shared/src/permissions says. A route without an entry stops the API from starting, and
 * an entry without a route fails here.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

type Column = 'anonyme' | 'autre' | 'proprietaire' | 'MANAGER' | 'ADMIN';
const COLUMNS: Column[] = ['anonyme', 'autre', 'proprietaire', 'MANAGER', 'ADMIN'];

/** What the table promises a column (a MANAGER or ADMIN column is never the owner here). */
function allowed(permission: PermissionName, column: Column): boolean {
  const role = {
    anonyme: null,
    autre: 'USER',
    proprietaire: 'USER',
    MANAGER: 'MANAGER',
    ADMIN: 'ADMIN',
  }[column];
  return mayPerform(role, permission, { owner: column === 'proprietaire' });
}

// The chat socket only answers a WebSocket upgrade (apps/api/src/realtime/realtime.test.ts).
const NOT_HTTP = new Set(['GET /api/realtime']);

describe('permission matrix', () => {
  it('has one table entry per route, and no entry without a route', () => {
    const served = ctx.app.guardedRoutes.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(served).size).toBe(served.length);
    const optional = new Set(['POST /api/register/google', 'POST /api/login-via-google']);
    const table = Object.keys(ROUTE_PERMISSIONS).filter((key) => !optional.has(key));
    expect(served.filter((key) => !optional.has(key)).sort()).toEqual(table.sort());
  });

  it('answers every route as the table says, for each of the five audiences', async () => {
    const owner = await createPassenger(ctx.db, { prenom: 'Odile' });
    const other = await createUser(ctx.db, { prenom: 'Autre' });
    const manager = await createUser(ctx.db, { role: 'MANAGER' });
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const clients: Record<Column, () => Promise<TestClient>> = {
      anonyme: async () => ctx.client(),
      autre: async () => ctx.client().withToken(await loginAs(ctx.db, other)),
      proprietaire: async () => ctx.client().withToken(await loginAs(ctx.db, owner)),
      MANAGER: async () => ctx.client().withToken(await loginAs(ctx.db, manager)),
      ADMIN: async () => ctx.client().withToken(await loginAs(ctx.db, admin)),
    };

    // What the owner owns: a trip they drive with a pending request, a payment, a review to answer.
    const ownTrip = await createTrip(ctx.db, { driver: owner, nb_places_proposees: 4 });
    const request = await createBooking(ctx.db, { trip: ownTrip, statut: 'EN_ATTENTE' });
    const paid = await pay(
      ctx.client().withToken(await loginAs(ctx.db, owner)),
      owner.id,
      paymentForm(await createTrip(ctx.db)),
    );
    expect(paid.status).toBe(200);
    // The booking that payment made: the owner's own, as a passenger.
    const ownBooking = (await paymentRow(ctx.db, paid.body.data.id)).passager_id;
    const ownerToken = await loginAs(ctx.db, owner);
    const ownerTraveller = {
      user: owner,
      token: ownerToken,
      client: ctx.client().withToken(ownerToken),
    };
    const { trip: travelled, passengers } = await travelledTrip(ctx, { driver: ownerTraveller });
    const received = await review(passengers[0]!.client, {
      trajet_id: travelled.id,
      cible_id: owner.id,
      note: 4,
      commentaire: 'Trajet agréable.',
    });
    await review(ownerTraveller.client, {
      trajet_id: travelled.id,
      cible_id: passengers[0]!.user.id,
      note: 5,
      commentaire: 'Parfait.',
    });

    // An alert of the owner's.
    const alert = await ctx
      .client()
      .withToken(await loginAs(ctx.db, owner))
      .post('/api/alertes', { depart: 'Paris', arrivee: 'Lyon', tous_les_jours: 1 });
    expect(alert.status).toBe(201);

    // A report of the owner's, decided, that they may contest.
    const reported = await ctx
      .client()
      .withToken(await loginAs(ctx.db, owner))
      .post('/api/signalements', {
        type: 'utilisateur',
        cible_id: (await createUser(ctx.db)).id,
        motif: 'autre',
      });
    expect(reported.status).toBe(201);
    await ctx.db
      .update(signalements)
      .set({
        statut: 'decide',
        decision: 'rejete',
        decision_motifs: 'Rien.',
        decide_le: new Date(),
      })
      .where(eq(signalements.id, reported.body.data.id));

    // A series of the owner's (docs/product/trips-and-search.md#regular-trips), one date to come.
    const [series] = await ctx.db
      .insert(seriesTrajets)
      .values({ utilisateur_id: owner.id, jours: [5], jusqu_au: '2030-12-31' })
      .returning();
    await createTrip(ctx.db, { driver: owner, inDays: 12, serie_id: series!.id });

    const params: Record<string, string | number> = {
      id: owner.id,
      userId: other.id,
      tripId: ownTrip.id,
      paymentId: paid.body.data.id,
      emailId: 999_999,
      documentId: 999_999,
      messageId: 999_999,
      codeId: 999_999,
      otpId: 999_999,
      infoId: 999_999,
      vehiculeId: 999_999,
      type: 'CNI',
      slug: 'inconnu',
      code_departement: '75',
      ville: 'paris',
      depart: 'paris',
      arrivee: 'lyon',
      date: '2030-01-01',
      code: 'INCONNU',
      reference: 'inconnue',
    };
    // {id} names a different thing on some paths.
    const idOf: [RegExp, number][] = [
      [/^\/api\/(trajets)\/\{id\}/, ownTrip.id],
      [/^\/api\/passagers\/\{id\}\/annulation$/, ownBooking],
      [/^\/api\/passagers\/\{id\}/, request.id],
      [/^\/api\/avis\/\{id\}/, received.body.data.id],
      [/^\/api\/admin\/avis\/\{id\}/, received.body.data.id],
      [/^\/api\/profils\/\{id\}/, other.id],
      [/^\/api\/alertes\/\{id\}/, alert.body.data.id],
      [/^\/api\/(admin\/)?signalements\/\{id\}/, reported.body.data.id],
      [/^\/api\/series\/\{id\}/, series!.id],
    ];
    const routes = ctx.app.guardedRoutes
      .filter(({ method, path }) => !NOT_HTTP.has(`${method} ${path}`))
      // Logging out last: the session it ends is needed before.
      .sort(
        (a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'),
      );

    // Where a handler validates the body before it looks at the owner, a valid body.
    const bodies: Record<string, Record<string, unknown>> = {
      'PUT /api/trajets/{id}': { nb_places_proposees: 4 },
      'POST /api/message-chat-covoiturage/{tripId}': { texte: 'Bonjour' },
      'POST /api/avis/{id}/reponse': { reponse: 'Merci pour votre avis.' },
      'PATCH /api/alertes/{id}': { statut: 'PAUSEE' },
      'POST /api/signalements/{id}/contestation': { motif: 'Je conteste.' },
      'PUT /api/series/{id}': { nb_places_proposees: 4 },
    };
    const queries: Record<string, string> = {
      'GET /api/utilisateurs': '?filter[email]=personne@exemple.fr',
    };

    const mismatches: string[] = [];
    for (const { method, path, permission } of routes) {
      const idValue = idOf.find(([pattern]) => pattern.test(path))?.[1];
      const key = `${method} ${path}`;
      const body = bodies[key] ?? {};
      const url =
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          String(name === 'id' && idValue !== undefined ? idValue : params[name]),
        ) + (queries[key] ?? '');
      const rule = permissionRule(permission);
      for (const column of COLUMNS) {
        const client = await clients[column]();
        const response =
          method === 'GET'
            ? await client.get(url)
            : method === 'DELETE'
              ? await client.delete(url)
              : method === 'PUT'
                ? await client.put(url, body)
                : method === 'PATCH'
                  ? await client.send('PATCH', url, body)
                  : await client.post(url, body);
        const status = response.status;
        const may = allowed(permission, column);
        let ok: boolean;
        if (may) {
          // Past the guard: anything but a refusal (a 404 is a refusal for an owned resource).
          ok =
            ![401, 403].includes(status) && !(rule.proprietaire === 'ressource' && status === 404);
        } else if (column === 'anonyme') {
          ok = status === 401 || (rule.proprietaire === 'ressource' && status === 404);
        } else {
          ok = status === 403 || (rule.proprietaire === 'ressource' && status === 404);
        }
        if (!ok) mismatches.push(`${method} ${path} [${permission}] ${column} → ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
