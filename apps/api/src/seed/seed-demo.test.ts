import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { ensureAdmin } from '../auth/ensure-admin';
import { passagers, trajets, utilisateurs } from '../db/schema';
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
