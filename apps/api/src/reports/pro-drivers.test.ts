import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornesFor } from '@bonneroute/shared/bornes';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { admin_audit, notifications } from '../db/schema';
import { createTrip, createUser, lastEmailTo } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { traveller } from '../reviews/review-test-helpers';
import { detail, staff } from './report-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

// Paris → Lyon as the factory makes it: its range's maximum.
const MAX = bornesFor('75056', '69123', 465).max;
const day = (n: number) => addDays(todayInParis(), n);

async function flagged() {
  const manager = await staff(ctx, 'MANAGER');
  const list = await manager.client.get('/api/admin/conducteurs-signales');
  expect(list.status).toBe(200);
  return list.body.data as { id: number; raisons: { code: string; raison: string }[] }[];
}

describe('GET /admin/conducteurs-signales — drivers who look like a business', () => {
  it('flags each pattern with its reason, and leaves an ordinary driver alone', async () => {
    const busy = await createUser(ctx.db, { prenom: 'Navette' });
    for (const heure of ['07:00', '11:00', '15:00'])
      await createTrip(ctx.db, { driver: busy, date: day(2), heure });
    const pricey = await createUser(ctx.db, { prenom: 'Cher' });
    for (const n of [1, 2, 3, 4, 5])
      await createTrip(ctx.db, { driver: pricey, date: day(n), montant_contribution: MAX });
    const charging = await createUser(ctx.db, { prenom: 'Bagages' });
    await createTrip(ctx.db, {
      driver: charging,
      description: '+5 € par bagage, paiement en espèces.',
    });
    const ordinary = await createUser(ctx.db, { prenom: 'Ordinaire' });
    for (const n of [1, 2, 3, 4, 5])
      await createTrip(ctx.db, {
        driver: ordinary,
        date: day(n),
        description: 'Pas de supplément pour les bagages. Départ 8 h 30 devant la gare.',
      });
    await createTrip(ctx.db, { driver: ordinary, date: day(1), heure: '18:00' });

    const list = await flagged();
    const reasons = (id: number) => list.find((driver) => driver.id === id)?.raisons;
    expect(reasons(busy.id)).toEqual([
      { code: 'trajets_par_jour', raison: expect.stringContaining('3 trajets le') },
    ]);
    expect(reasons(pricey.id)).toEqual([
      { code: 'prix_au_maximum', raison: 'Participation au maximum autorisé sur ses 5 trajets.' },
    ]);
    expect(reasons(charging.id)).toEqual([
      {
        code: 'frais_supplementaires',
        raison: expect.stringContaining('« +5 € par bagage »'),
      },
    ]);
    expect(reasons(ordinary.id)).toBeUndefined();
  });

  it('lets staff warn a flagged driver (notification, e-mail, audit); members are refused', async () => {
    const driver = await createUser(ctx.db, { prenom: 'Averti' });
    await createTrip(ctx.db, { driver, description: 'Paiement en liquide uniquement.' });
    const manager = await staff(ctx, 'MANAGER');
    const empty = await manager.client.post(
      `/api/admin/conducteurs-signales/${driver.id}/avertissement`,
      {
        motifs: '',
      },
    );
    expect(empty.status).toBe(422);
    expect(detail(empty)).toContain('Expliquez les motifs');
    const warned = await manager.client.post(
      `/api/admin/conducteurs-signales/${driver.id}/avertissement`,
      {
        motifs: 'Le paiement se fait sur BonneRoute, jamais en espèces.',
      },
    );
    expect(warned.status).toBe(201);
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, driver.id));
    expect(note).toMatchObject({ type_notif_code: 'AVERTISSEMENT' });
    expect((await lastEmailTo(ctx.db, driver.email))?.subject).toContain('Avertissement');
    const [audit] = await ctx.db
      .select()
      .from(admin_audit)
      .where(eq(admin_audit.cible_id, driver.id));
    expect(audit).toMatchObject({ action: 'avertir-membre', auteur_id: manager.user.id });
    const listed = (await flagged()).find((row) => row.id === driver.id);
    expect(listed).toMatchObject({ dernier_avertissement: expect.any(String) });

    const member = await traveller(ctx);
    expect((await member.client.get('/api/admin/conducteurs-signales')).status).toBe(403);
    expect((await ctx.client().get('/api/admin/conducteurs-signales')).status).toBe(401);
    expect(
      (
        await manager.client.post('/api/admin/conducteurs-signales/999999/avertissement', {
          motifs: 'x',
        })
      ).status,
    ).toBe(404);
  });
});
