import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { emails } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, lastEmailTo, linkPathIn, loginAs, TEST_PASSWORD } from '../test/factories';
import { findEmail } from './mail.repository';
import { restoreHeaders } from './mail-secrets';

/**
 * A MANAGER asked for the ADMIN's password reset, read the link in the admin outbox and
 * took the ADMIN account over. No staff view shows a link's secret any more; the recipient still
 * gets it.
 */
describe('secrets of stored mails, outbox (no SMTP_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  async function staff(role: 'ADMIN' | 'MANAGER') {
    return ctx.client().withToken(await loginAs(ctx.db, await createUser(ctx.db, { role })));
  }

  it('shows a MANAGER the ADMIN’s reset mail without its token, and the token still works', async () => {
    const admin = await createUser(ctx.db, { role: 'ADMIN', email: 'chef@exemple.fr' });
    const manager = await staff('MANAGER');
    expect((await ctx.client().post('/api/password/forgot', { email: admin.email })).status).toBe(
      200,
    );
    const mail = await lastEmailTo(ctx.db, admin.email);
    const token = linkPathIn(mail!.text, '/reset-mot-de-passe/').split('/')[2]!;
    expect(token.length).toBeGreaterThan(30);

    const list = await manager.get('/api/admin/emails');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(token);
    const detail = await manager.get(`/api/admin/emails/${mail!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.text).toContain('/reset-mot-de-passe/[masqué]/chef%40exemple.fr');
    expect(detail.body.data.html).toContain('Choisir un nouveau mot de passe');
    expect(JSON.stringify(detail.body)).not.toContain(token);
    // The ADMIN's own view is masked too: nobody reads a secret from the admin area.
    const asAdmin = await (await staff('ADMIN')).get(`/api/admin/emails/${mail!.id}`);
    expect(JSON.stringify(asAdmin.body)).not.toContain(token);

    // The stored copy has no token in its body; the recipient's link still resets the password.
    const [row] = await ctx.db.select().from(emails).where(eq(emails.id, mail!.id));
    expect(row!.html).not.toContain(token);
    expect(row!.text).not.toContain(token);
    const reset = await ctx.client().post('/api/password/reset', {
      token,
      email: admin.email,
      password: 'Nouveau#mot2passe',
      password_confirmation: 'Nouveau#mot2passe',
    });
    expect(reset.status).toBe(200);
  });

  it('masks the validation link of a sign-up and of an admin reminder', async () => {
    const registered = await ctx.client().post('/api/register', {
      email: 'nouvelle@exemple.fr',
      prenom: 'Inès',
      nom: 'Martin',
      sexe: 'F',
      date_naissance: '1990-05-17',
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      cgu: '1',
    });
    expect(registered.status).toBe(201);
    const admin = await staff('ADMIN');
    const pending = await createUser(ctx.db, { activated: false, email_valide_le: null });
    expect(
      (await admin.post('/api/admin/inscriptions', { utilisateur_id: pending.id })).status,
    ).toBe(201);
    for (const address of ['nouvelle@exemple.fr', pending.email]) {
      const mail = await lastEmailTo(ctx.db, address);
      const secret = linkPathIn(mail!.text, '/validation-email/').split('/')[2]!;
      const detail = await admin.get(`/api/admin/emails/${mail!.id}`);
      expect(detail.body.data.text).toContain('/validation-email/[masqué]/');
      expect(JSON.stringify(detail.body)).not.toContain(secret);
    }
  });

  it('migration 0030 seals the signatures that older alert mails keep in their headers', async () => {
    const signature = 'YW5jaWVubmUtc2lnbmF0dXJlLWVuLWNsYWlyLWRhbnMtbGVz';
    const oneClick = `http://localhost:3000/api/alertes/desabonnement?alerte=3&signature=${signature}`;
    const [row] = await ctx.db
      .insert(emails)
      .values({
        recipient: 'ancien@exemple.fr',
        subject: 'Nouveau trajet',
        html: '[[secret-1]]',
        text: '[[secret-1]]',
        template: 'alerte-trajet',
        transport: 'outbox',
        status: 'OUTBOX',
        secrets: [signature],
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      })
      .returning();
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../drizzle/0030_registration_and_floods.sql'),
      'utf8',
    );
    const update = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .find((statement) => statement.startsWith('UPDATE "emails"'))!;
    await ctx.pool.query(update);
    const [sealed] = await ctx.db.select().from(emails).where(eq(emails.id, row!.id));
    expect(JSON.stringify(sealed!.headers)).not.toContain(signature);
    expect(restoreHeaders(sealed!.headers, sealed!.secrets)).toEqual({
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('shows a test e-mail from the admin whole, links included', async () => {
    const manager = await staff('MANAGER');
    const sent = await manager.get('/api/admin/tests/email-activation');
    expect(sent.status).toBe(200);
    const detail = await manager.get(`/api/admin/emails/${sent.body.data.email_id}`);
    expect(detail.body.data.text).toMatch(/\/validation-email\/exemple\/\S+/);
    expect(detail.body.data.text).not.toContain('[masqué]');
  });
});

describe('secrets of mails delivered by SMTP', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ctx = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the link to the recipient and keeps no trace of its token', async () => {
    await createUser(ctx.db, { email: 'smtp@exemple.fr' });
    expect(
      (await ctx.client().post('/api/password/forgot', { email: 'smtp@exemple.fr' })).status,
    ).toBe(200);
    await ctx.app.mail.idle();
    expect(received).toHaveLength(1);
    const delivered = received[0]!.replace(/=\r?\n/g, '');
    const token = /reset-mot-de-passe\/([\w-]{30,})\//.exec(delivered)?.[1];
    expect(token).toBeTruthy();

    const [row] = await ctx.db.select().from(emails).where(eq(emails.recipient, 'smtp@exemple.fr'));
    expect(await findEmail(ctx.db, row!.id)).toMatchObject({ status: 'SENT', secrets: null });
    expect(row!.text).not.toContain(token);
    expect(row!.html).not.toContain(token);
    const jobs = await ctx.pool.query(
      `SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE payload::text LIKE $1`,
      [`%${token}%`],
    );
    expect(jobs.rows[0].n).toBe(0);
  });

  it('delivers a signed List-Unsubscribe header whose signature the stored row does not hold', async () => {
    const signature = 'c2lnbmF0dXJlLWRlLXRlc3QtcXVpLWFycmV0ZS1sYWxlcnRl';
    const oneClick = `https://bonneroute.test/api/alertes/desabonnement?alerte=7&signature=${signature}`;
    const { id } = await ctx.app.mail.send({
      to: 'abonne@exemple.fr',
      subject: 'Nouveau trajet',
      html: `<a href="${oneClick}">Ne plus recevoir cette alerte</a>`,
      text: `Ne plus recevoir cette alerte : ${oneClick}`,
      template: 'alerte-trajet',
      secrets: [signature],
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [stored] = await ctx.db.select().from(emails).where(eq(emails.id, id));
    expect(JSON.stringify(stored)).not.toContain(signature);
    expect(stored!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await ctx.app.mail.idle();
    const delivered = received.find((message) => message.includes('abonne@exemple.fr'))!;
    // Long headers are folded over several lines: unfolded, the header is the signed link.
    const unfolded = delivered.replace(/\r?\n[ \t]+/g, ' ');
    expect(/^List-Unsubscribe: *(<[^>]+>)/m.exec(unfolded)?.[1]).toBe(`<${oneClick}>`);
    expect(await findEmail(ctx.db, id)).toMatchObject({ status: 'SENT', secrets: null });
  });
});
