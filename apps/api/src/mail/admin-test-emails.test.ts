import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';
import { findEmail } from './mail.repository';
import { TEST_EMAILS } from './admin-test-emails';

/** A real SMTP server in this process: the admin's test e-mails are really delivered. */
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
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

describe('GET /admin/tests/email-*', () => {
  it('sends each e-mail, HTML and text in French, to the admin through SMTP', async () => {
    const admin = await createUser(ctx.db, { role: 'ADMIN', prenom: 'alice <b>' });
    const client = ctx.client().withToken(await loginAs(ctx.db, admin));
    const ids: number[] = [];
    for (const name of TEST_EMAILS) {
      const response = await client.get(`/api/admin/tests/${name}`);
      expect(response.status).toBe(200);
      expect(response.body.data.message).toBe('Votre email a été envoyé avec succès');
      ids.push(response.body.data.email_id);
    }
    await ctx.app.mail.idle();
    expect(received).toHaveLength(TEST_EMAILS.length);
    for (const mail of received) {
      expect(mail.to).toEqual([admin.email]);
      expect(mail.raw).toContain('Content-Type: text/plain');
      expect(mail.raw).toContain('Content-Type: text/html');
    }
    const rows = await Promise.all(ids.map((id) => findEmail(ctx.db, id)));
    expect(rows.map((row) => row?.status)).toEqual(TEST_EMAILS.map(() => 'SENT'));
    const bySubject = rows.map((row) => row!.subject);
    expect(bySubject).toEqual([
      '[Test] Validez votre adresse email — BonneRoute',
      '[Test] Léa a réservé 2 places sur votre trajet — BonneRoute',
      '[Test] Réservation confirmée : Paris → Lyon — BonneRoute',
      '[Test] Paiement effectué : 48,00\u00a0€ — BonneRoute',
      '[Test] Le trajet Paris → Lyon est annulé — BonneRoute',
      '[Test] Les nouveautés de BonneRoute — BonneRoute',
    ]);
    const payment = rows[3]!;
    expect(payment.text).toContain('participation 44,00\u00a0€, frais de service 4,00\u00a0€');
    expect(payment.html).toContain('<html lang="fr">');
    // A first name is text in the HTML part, never markup.
    const confirmation = rows[2]!;
    expect(confirmation.html).toContain('Bonjour Alice &lt;b&gt;,');
    expect(confirmation.text).toContain('/chat-covoiturage/1');
  });

  it('is for ADMIN and MANAGER only', async () => {
    const manager = await createUser(ctx.db, { role: 'MANAGER' });
    const managerClient = ctx.client().withToken(await loginAs(ctx.db, manager));
    expect((await managerClient.get('/api/admin/tests/email-newsletter')).status).toBe(200);
    const member = ctx.client().withToken(await loginAs(ctx.db, await createUser(ctx.db)));
    expect((await member.get('/api/admin/tests/email-newsletter')).status).toBe(403);
    expect((await ctx.client().get('/api/admin/tests/email-newsletter')).status).toBe(401);
  });
});
