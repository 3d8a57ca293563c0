import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin_audit,
  documents,
  emails,
  identites_archivees,
  telephones,
  utilisateurs,
} from '../db/schema';
import { recordMovement, unbalancedMovements } from '../money/ledger.repository';
import { expectAccountErased } from '../account-rights/erasure-test-helpers';
import { documentKey } from '../user-space/documents.service';
import { TEST_PASSWORD, createUser, lastEmailTo, loginAs, type UserRow } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { applyRetention } from './retention.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const yearsAfter = (date: Date, years: number) => {
  const moved = new Date(date);
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved;
};
const at = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** A member whose last login was at `lastLogin` (the clock of each test moves from there). */
async function memberLastSeen(lastLogin: Date, values: Partial<UserRow> = {}) {
  const member = await createUser(ctx.db, values);
  await ctx.db
    .update(utilisateurs)
    .set({ derniere_connexion_le: lastLogin })
    .where(eq(utilisateurs.id, member.id));
  return member;
}
const rowOf = async (userId: number) =>
  (await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.id, userId)))[0]!;
const warningsTo = (email: string) =>
  ctx.db
    .select()
    .from(emails)
    .where(and(eq(emails.recipient, email), eq(emails.template, 'compte-inactif')));

describe('inactive accounts', () => {
  it('warns once, 30 days before the 3 years without login', async () => {
    const lastLogin = new Date();
    const member = await memberLastSeen(lastLogin);
    const threeYears = yearsAfter(lastLogin, 3);

    await applyRetention(ctx.app.deps, at(threeYears, -31 * DAY));
    expect(await warningsTo(member.email)).toHaveLength(0);

    const report = await applyRetention(ctx.app.deps, at(threeYears, -30 * DAY + MINUTE));
    expect(report.inactiveWarned).toBeGreaterThanOrEqual(1);
    const [warning] = await warningsTo(member.email);
    expect(warning!.subject).toMatch(/^Votre compte BonneRoute sera supprimé le /);
    expect(warning!.text).toMatch(/il suffit de vous connecter/);
    const warnedAt = (await rowOf(member.id)).inactivite_avertie_le;
    expect(warnedAt).toEqual(at(threeYears, -30 * DAY + MINUTE));

    // The next days' runs send nothing more and erase nothing before the 3 years.
    await applyRetention(ctx.app.deps, at(threeYears, -29 * DAY));
    await applyRetention(ctx.app.deps, at(threeYears, -MINUTE));
    expect(await warningsTo(member.email)).toHaveLength(1);
    expect(await rowOf(member.id)).toMatchObject({
      inactivite_avertie_le: warnedAt,
      supprime_le: null,
    });
  });

  it('forgets the warning when the member logs in, and starts the 3 years again', async () => {
    const now = new Date();
    const member = await memberLastSeen(at(yearsAfter(now, -3), 30 * DAY - MINUTE));
    await applyRetention(ctx.app.deps, now);
    expect((await rowOf(member.id)).inactivite_avertie_le).toEqual(now);

    const login = await ctx
      .client()
      .post('/api/login', { email: member.email, password: TEST_PASSWORD }, { as: 'multipart' });
    expect(login.status).toBe(200);
    const row = await rowOf(member.id);
    expect(row.inactivite_avertie_le).toBeNull();
    expect(row.derniere_connexion_le.getTime()).toBeGreaterThanOrEqual(now.getTime());

    // Past the date the warning announced: the account stays, and no new warning goes.
    await applyRetention(ctx.app.deps, at(now, 31 * DAY));
    expect(await rowOf(member.id)).toMatchObject({
      supprime_le: null,
      inactivite_avertie_le: null,
    });
    expect(await warningsTo(member.email)).toHaveLength(1);
  });

  it('erases the account at 3 years as a member’s own deletion does, logged as inactivity', async () => {
    const lastLogin = new Date();
    const member = await memberLastSeen(lastLogin);
    await ctx.db.insert(telephones).values({ utilisateur_id: member.id, numero: '+33612345670' });
    await ctx.db.insert(documents).values({
      utilisateur_id: member.id,
      type_doc_code: 'CNI',
      fichier: 'cni-inactif.pdf',
      mimetype: 'application/pdf',
    });
    const docKey = documentKey(member.id, 'cni-inactif.pdf');
    await ctx.app.files.put(docKey, Buffer.from('%PDF-1.4 essai'), 'application/pdf');
    const threeYears = yearsAfter(lastLogin, 3);
    await applyRetention(ctx.app.deps, at(threeYears, -30 * DAY + MINUTE));

    const report = await applyRetention(ctx.app.deps, at(threeYears, 2 * MINUTE));
    expect(report.inactiveErased).toBeGreaterThanOrEqual(1);
    const row = await expectAccountErased(ctx.db, member);
    expect(row.supprime_le).toEqual(at(threeYears, 2 * MINUTE));
    expect(await ctx.app.files.has(docKey)).toBe(false);
    const [log] = await ctx.db
      .select()
      .from(admin_audit)
      .where(eq(admin_audit.cible_id, member.id));
    expect(log).toMatchObject({
      action: 'supprimer-compte',
      details: { par: 'conservation', motif: 'inactivité' },
    });
    const [archived] = await ctx.db
      .select()
      .from(identites_archivees)
      .where(eq(identites_archivees.utilisateur_id, member.id));
    expect(archived).toMatchObject({ email: member.email });
    expect(archived!.conserver_jusqu_au).toEqual(yearsAfter(at(threeYears, 2 * MINUTE), 10));
    expect((await lastEmailTo(ctx.db, member.email))!.text).toMatch(
      /faute de connexion depuis 3 ans/,
    );
    // A later run has nothing left to do for it.
    await applyRetention(ctx.app.deps, at(threeYears, DAY));
    expect(
      await ctx.db.select().from(admin_audit).where(eq(admin_audit.cible_id, member.id)),
    ).toHaveLength(1);
  });

  it('gives an account found late its 30 days of notice', async () => {
    const now = new Date();
    const member = await memberLastSeen(yearsAfter(now, -5));
    await applyRetention(ctx.app.deps, now);
    expect(await rowOf(member.id)).toMatchObject({ inactivite_avertie_le: now, supprime_le: null });
    await applyRetention(ctx.app.deps, at(now, 29 * DAY));
    expect((await rowOf(member.id)).supprime_le).toBeNull();
    await applyRetention(ctx.app.deps, at(now, 30 * DAY));
    expect((await rowOf(member.id)).supprime_le).not.toBeNull();
  });

  it('keeps an account with earnings not paid out, and leaves suspended and staff accounts alone', async () => {
    const lastLogin = new Date();
    const driver = await memberLastSeen(lastLogin);
    await recordMovement(ctx.db, { type: 'GAIN' }, [
      { compte: 'CONDUCTEUR', montant: 1500, utilisateur_id: driver.id },
      { compte: 'SEQUESTRE', montant: -1500, utilisateur_id: driver.id },
    ]);
    const suspended = await memberLastSeen(lastLogin, {
      suspendu_le: lastLogin,
      motif_suspension: 'essai',
    });
    const admin = await memberLastSeen(lastLogin, { role: 'ADMIN' });
    const manager = await memberLastSeen(lastLogin, { role: 'MANAGER' });
    const threeYears = yearsAfter(lastLogin, 3);
    await applyRetention(ctx.app.deps, at(threeYears, -30 * DAY + MINUTE));

    const report = await applyRetention(ctx.app.deps, at(threeYears, MINUTE));
    expect(report.inactiveKept).toBeGreaterThanOrEqual(1);
    expect((await rowOf(driver.id)).supprime_le).toBeNull();
    expect(await warningsTo(driver.email)).toHaveLength(1);
    for (const kept of [suspended, admin, manager]) {
      expect(await rowOf(kept.id)).toMatchObject({
        supprime_le: null,
        inactivite_avertie_le: null,
      });
      expect(await warningsTo(kept.email)).toHaveLength(0);
    }
    // Still kept the next day: tried again, never erased while the money is owed.
    await applyRetention(ctx.app.deps, at(threeYears, DAY));
    expect((await rowOf(driver.id)).supprime_le).toBeNull();
  });
});

describe('archived identities', () => {
  it('are purged after the 10 years of accounting law, not before; the ledger stays balanced', async () => {
    const now = new Date();
    const member = await memberLastSeen(yearsAfter(now, -4));
    // A paid-out gain: money that stays in the ledger after the identity goes.
    await recordMovement(ctx.db, { type: 'GAIN' }, [
      { compte: 'CONDUCTEUR', montant: 900, utilisateur_id: member.id },
      { compte: 'SEQUESTRE', montant: -900, utilisateur_id: member.id },
    ]);
    await recordMovement(ctx.db, { type: 'VERSEMENT' }, [
      { compte: 'CONDUCTEUR', montant: -900, utilisateur_id: member.id },
      { compte: 'VIREMENT', montant: 900, utilisateur_id: member.id },
    ]);
    await applyRetention(ctx.app.deps, now);
    const erasedAt = at(now, 30 * DAY);
    await applyRetention(ctx.app.deps, erasedAt);
    const archivedRow = () =>
      ctx.db
        .select()
        .from(identites_archivees)
        .where(eq(identites_archivees.utilisateur_id, member.id));
    const [archived] = await archivedRow();
    expect(archived!.conserver_jusqu_au).toEqual(yearsAfter(erasedAt, 10));

    await applyRetention(ctx.app.deps, at(yearsAfter(erasedAt, 10), -DAY));
    expect(await archivedRow()).toHaveLength(1);

    const report = await applyRetention(ctx.app.deps, at(yearsAfter(erasedAt, 10), DAY));
    expect(report.archivedIdentitiesPurged).toBeGreaterThanOrEqual(1);
    expect(await archivedRow()).toEqual([]);
    // The account row and the money stay; the reconciliation reads nothing from the archive.
    expect((await rowOf(member.id)).supprime_le).not.toBeNull();
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
    const staff = await createUser(ctx.db, { role: 'ADMIN' });
    const admin = ctx.client().withToken(await loginAs(ctx.db, staff));
    expect((await admin.get(`/api/admin/comptes-supprimes/${member.id}`)).status).toBe(404);
  });
});
