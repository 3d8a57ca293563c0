import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSpaceTexts } from '@bonneroute/shared/user-space';
import { auth_events, documents, recherches, sessions } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';
import { applyRetention } from './retention.service';
import { RETENTION_TASK } from './retention.plugin';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;
const monthsAgo = (months: number, from = new Date()) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

describe('retention periods', () => {
  it('runs once a day across the API processes', () => {
    expect(ctx.app.jobs.crontab()).toMatch(new RegExp(`^40 3 \\* \\* \\* ${RETENTION_TASK}`, 'm'));
  });

  it('deletes login records older than 12 months, never a recent or still valid session', async () => {
    const user = await createUser(ctx.db);
    const row = (createdMonthsAgo: number, expiresInMs: number, revoked = false) => ({
      utilisateur_id: user.id,
      token_hash:
        `${user.id}`.padEnd(20, 'x') + `${createdMonthsAgo}-${expiresInMs}`.padEnd(44, 'y'),
      ip: '203.0.113.7',
      user_agent: 'Firefox',
      created_at: monthsAgo(createdMonthsAgo),
      expires_at: new Date(Date.now() + expiresInMs),
      revoked_at: revoked ? monthsAgo(createdMonthsAgo) : null,
    });
    const inserted = await ctx.db
      .insert(sessions)
      .values([row(13, -400 * DAY), row(14, -400 * DAY, true), row(11, -300 * DAY), row(13, DAY)])
      .returning({ id: sessions.id, created_at: sessions.created_at });
    const events = await ctx.db
      .insert(auth_events)
      .values([
        { kind: 'LOGIN_FAILURE', email: user.email, ip: '203.0.113.7', created_at: monthsAgo(13) },
        { kind: 'LOGIN_FAILURE', email: user.email, ip: '203.0.113.7', created_at: monthsAgo(1) },
      ])
      .returning({ id: auth_events.id });

    const report = await applyRetention(ctx.app.deps);
    expect(report.sessions).toBeGreaterThanOrEqual(2);
    const left = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          inserted.map((session) => session.id),
        ),
      );
    // The 11-month-old record and the session still valid stay.
    expect(left.map((session) => session.id).sort()).toEqual(
      [inserted[2]!.id, inserted[3]!.id].sort(),
    );
    const eventsLeft = await ctx.db
      .select({ id: auth_events.id })
      .from(auth_events)
      .where(
        inArray(
          auth_events.id,
          events.map((event) => event.id),
        ),
      );
    expect(eventsLeft).toEqual([{ id: events[1]!.id }]);
  });

  it('unlinks searches from their member after 13 months, keeping them for the counts', async () => {
    const user = await createUser(ctx.db);
    const search = (moment: Date) => ({
      moment,
      nom_commune_depart: 'Lille',
      nom_commune_arrivee: 'Bruxelles',
      code_commune_depart: '59350',
      code_commune_arrivee: 'BE-21004',
      date_recherchee: '2025-06-01',
      nb_resultats: 2,
      utilisateur_id: user.id,
    });
    const [old, recent] = await ctx.db
      .insert(recherches)
      .values([search(monthsAgo(14)), search(monthsAgo(12))])
      .returning({ id: recherches.id });

    await applyRetention(ctx.app.deps);
    const rows = await ctx.db
      .select({ id: recherches.id, utilisateur_id: recherches.utilisateur_id })
      .from(recherches)
      .where(inArray(recherches.id, [old!.id, recent!.id]))
      .orderBy(recherches.id);
    expect(rows).toEqual([
      { id: old!.id, utilisateur_id: null },
      { id: recent!.id, utilisateur_id: user.id },
    ]);
  });

  it('erases an identity document’s image 30 days after its verification, keeping the result', async () => {
    const member = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, member));
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const sent = await client.post(
      `/api/utilisateurs/${member.id}/document`,
      {
        type_doc_code: 'CNI',
        document: { filename: 'cni.pdf', contentType: 'application/pdf', data: pdf },
      },
      { as: 'multipart' },
    );
    expect(sent.status).toBe(201);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const staff = ctx.client().withToken(await loginAs(ctx.db, admin));
    const decided = await staff.post(`/api/admin/documents/${sent.body.data.id}/decision`, {
      decision: 'VERIFIE',
    });
    expect(decided.status).toBe(200);
    const [verified] = await ctx.db
      .select()
      .from(documents)
      .where(eq(documents.id, sent.body.data.id));
    expect(verified!.verifie_le).toBeInstanceOf(Date);
    const key = `private/documents/${member.id}/${verified!.fichier}`;

    // 29 days on: still there.
    await applyRetention(ctx.app.deps, new Date(verified!.verifie_le!.getTime() + 29 * DAY));
    expect(await ctx.app.files.has(key)).toBe(true);
    expect((await client.get(`/api/utilisateurs/${member.id}/documents/CNI`)).status).toBe(200);

    // 31 days on: the image is gone from the store, the verification stays.
    const report = await applyRetention(
      ctx.app.deps,
      new Date(verified!.verifie_le!.getTime() + 31 * DAY),
    );
    expect(report.documentImagesErased).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.files.has(key)).toBe(false);
    const [after] = await ctx.db.select().from(documents).where(eq(documents.id, verified!.id));
    expect(after).toMatchObject({ is_verifie: true, fichier: verified!.fichier });
    expect(after!.image_supprimee_le).toBeInstanceOf(Date);
    const gone = await client.get(`/api/utilisateurs/${member.id}/documents/CNI`);
    expect(gone.status).toBe(410);
    expect(gone.body.errors[0].detail).toBe(userSpaceTexts.documentImageErased);
    // The profile still says the identity was verified.
    const full = await client.get(`/api/utilisateurs/${member.id}/full`);
    expect(full.body.data.documents.CNI).toMatchObject({ is_verifie: 1 });

    // A second run has nothing left to do for it; a new upload waits for its own check.
    const again = await applyRetention(
      ctx.app.deps,
      new Date(verified!.verifie_le!.getTime() + 32 * DAY),
    );
    expect(again.documentImagesErased).toBe(0);
    const resent = await client.post(
      `/api/utilisateurs/${member.id}/document`,
      {
        type_doc_code: 'CNI',
        document: { filename: 'cni.pdf', contentType: 'application/pdf', data: pdf },
      },
      { as: 'multipart' },
    );
    expect(resent.status).toBe(201);
    const [fresh] = await ctx.db.select().from(documents).where(eq(documents.id, verified!.id));
    expect(fresh).toMatchObject({ is_verifie: false, verifie_le: null, image_supprimee_le: null });
    expect((await client.get(`/api/utilisateurs/${member.id}/documents/CNI`)).status).toBe(200);
  });
});
