import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { ensureAdmin } from '../auth/ensure-admin';
import { passagers, trajets, utilisateurs } from '../db/schema';
import { listReviewsToWrite } from '../reviews/review-lists.repository';
import { createTestContext, type TestContext } from '../test/test-app';
import { DEMO_LOGIN_EMAILS, DEMO_LOGIN_PASSWORD, seedDemoData } from './seed-demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('seedDemoData', () => {
  it('fills an empty database, then leaves it alone', async () => {
    const first = await seedDemoData(ctx.db, ctx.env.DATA_DIR, ctx.app.files);
    expect(first?.trips).toBeGreaterThanOrEqual(400);
    const [{ trips } = { trips: 0 }] = await ctx.db.select({ trips: count() }).from(trajets);
    expect(trips).toBe(first?.trips);
    expect(await seedDemoData(ctx.db, ctx.env.DATA_DIR, ctx.app.files)).toBeNull();
    const [{ again } = { again: 0 }] = await ctx.db.select({ again: count() }).from(trajets);
    expect(again).toBe(trips);
  });

  it('keeps seats booked equal to the bookings', async () => {
    const rows = await ctx.db.select().from(trajets);
    const bookings = await ctx.db.select().from(passagers);
    for (const trip of rows) {
      const booked = bookings
        .filter((b) => b.trajet_id === trip.id)
        .reduce((sum, b) => sum + b.nb_places_reservees, 0);
      expect(trip.nb_places_reservees).toBe(booked);
    }
  });

  it('has members who joined before their first trip (« Membre depuis » precedes their reviews)', async () => {
    const late = await ctx.db.execute<{ id: number }>(sql`
      select u.id from utilisateurs u
      where u.is_demo and (
        u.created_at > (select min(t.depart_le) from trajets t where t.utilisateur_id = u.id)
        or u.created_at > (select min(p.created_at) from passagers p where p.utilisateur_id = u.id)
        or u.created_at > (select min(a.created_at) from avis a where a.auteur_id = u.id or a.cible_id = u.id))`);
    expect(late.rows).toEqual([]);
  });

  it('serves the demo avatars', async () => {
    const [driver] = await ctx.db
      .select()
      .from(utilisateurs)
      .where(eq(utilisateurs.email, DEMO_LOGIN_EMAILS.c1!));
    expect(driver?.avatar).toMatch(/^\/fichiers\/avatars\/demo-.*\.svg$/);
    expect(await verifyPassword(driver!.password_hash!, DEMO_LOGIN_PASSWORD)).toBe(true);
    const response = await ctx.client().get(driver!.avatar!);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<svg');
  });
});

describe('demo reviews', () => {
  it('are realistic: between travellers of done trips, published by the double-blind rule', async () => {
    const rows = await ctx.db.execute<{
      note: number;
      commentaire: string | null;
      publie_le: Date | null;
      reponse: string | null;
      travelled: boolean;
      done: boolean;
    }>(sql`
      SELECT a.note, a.commentaire, a.publie_le, a.reponse, t.is_effectue AS done,
        (a.auteur_id = t.utilisateur_id OR EXISTS (SELECT 1 FROM passagers p WHERE p.trajet_id = t.id
           AND p.utilisateur_id = a.auteur_id AND p.statut = 'CONFIRMEE'))
        AND (a.cible_id = t.utilisateur_id OR EXISTS (SELECT 1 FROM passagers p WHERE p.trajet_id = t.id
           AND p.utilisateur_id = a.cible_id AND p.statut = 'CONFIRMEE')) AS travelled
      FROM avis a JOIN trajets t ON t.id = a.trajet_id`);
    const reviews = rows.rows;
    expect(reviews.length).toBeGreaterThan(200);
    expect(reviews.every((r) => r.travelled && r.done)).toBe(true);
    expect(reviews.filter((r) => r.note < 3).every((r) => r.commentaire)).toBe(true);
    expect(reviews.filter((r) => r.publie_le).length).toBeGreaterThan(reviews.length / 2);
    expect(reviews.some((r) => !r.publie_le)).toBe(true);
    expect(reviews.some((r) => r.reponse)).toBe(true);
    expect(reviews.every((r) => !r.reponse || r.publie_le)).toBe(true);
    // The kept ratings match the published reviews.
    const drift = await ctx.db.execute(sql`
      SELECT u.id FROM utilisateurs u WHERE u.nb_avis <> (SELECT count(*) FROM avis a
        WHERE a.cible_id = u.id AND a.publie_le IS NOT NULL AND a.masque_le IS NULL)`);
    expect(drift.rows).toEqual([]);
  });

  it('leaves the demo accounts reviews to write after their trip together two days ago', async () => {
    const [driver] = await ctx.db
      .select()
      .from(utilisateurs)
      .where(eq(utilisateurs.email, DEMO_LOGIN_EMAILS.c1!));
    const [passenger] = await ctx.db
      .select()
      .from(utilisateurs)
      .where(eq(utilisateurs.email, DEMO_LOGIN_EMAILS.p1!));
    const driverTodo = await listReviewsToWrite(ctx.db, driver!.id, new Date());
    expect(driverTodo.map((item) => item.cible_id)).toContain(passenger!.id);
    expect(driverTodo.some((item) => item.avis_recu_en_attente)).toBe(true);
    const passengerTodo = await listReviewsToWrite(ctx.db, passenger!.id, new Date());
    expect(passengerTodo.map((item) => item.cible_id)).toContain(driver!.id);
    expect(driver!.nb_avis).toBeGreaterThan(0);
  });

  it('are added once to a database seeded before reviews existed', async () => {
    await ctx.db.execute(sql`DELETE FROM avis`);
    const again = await seedDemoData(ctx.db, ctx.env.DATA_DIR, ctx.app.files);
    expect(again?.reviews).toBeGreaterThan(200);
    expect((await seedDemoData(ctx.db, ctx.env.DATA_DIR, ctx.app.files))?.reviews ?? 0).toBe(0);
  });
});

describe('ensureAdmin (ADMIN_EMAIL + ADMIN_PASSWORD)', () => {
  it('creates the admin, then promotes and resets it on the next start', async () => {
    expect(await ensureAdmin(ctx.db, ' Chef@BonneRoute.fr ', 'Premier#2026')).toBe('created');
    const [admin] = await ctx.db
      .select()
      .from(utilisateurs)
      .where(eq(utilisateurs.email, 'chef@bonneroute.fr'));
    expect(admin).toMatchObject({ role: 'ADMIN', activated: true });
    await ctx.db.update(utilisateurs).set({ role: 'USER' }).where(eq(utilisateurs.id, admin!.id));
    expect(await ensureAdmin(ctx.db, 'chef@bonneroute.fr', 'Second#2026')).toBe('updated');
    const [updated] = await ctx.db
      .select()
      .from(utilisateurs)
      .where(eq(utilisateurs.id, admin!.id));
    expect(updated?.role).toBe('ADMIN');
    expect(await verifyPassword(updated!.password_hash!, 'Second#2026')).toBe(true);
  });
});
