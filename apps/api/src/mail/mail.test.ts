import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { findFreePort } from '../config/free-port';
import { createTestContext, type TestContext } from '../test/test-app';
import { findEmail } from './mail.repository';
import { validationEmail } from './templates';

const message = {
  to: 'lea@exemple.fr',
  subject: 'Bonjour',
  html: '<p>Bonjour</p>',
  text: 'Bonjour',
  template: 'test',
};

describe('mail service without SMTP_URL: the stored outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('keeps the mail in the outbox with its contents', async () => {
    const { id } = await ctx.app.mail.send(message);
    await ctx.app.mail.idle();
    expect(await findEmail(ctx.db, id)).toMatchObject({
      recipient: 'lea@exemple.fr',
      subject: 'Bonjour',
      html: '<p>Bonjour</p>',
      text: 'Bonjour',
      template: 'test',
      transport: 'outbox',
      status: 'OUTBOX',
      attempts: 0,
    });
  });
});

describe('mails queued with the change they belong to', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('sends one mail per dedup key, however often the event is replayed', async () => {
    const first = await ctx.app.mail.send(message, { dedupKey: 'reservation:1' });
    const again = await ctx.app.mail.send(message, { dedupKey: 'reservation:1' });
    expect(again.id).toBe(first.id);
    const rows = await ctx.pool.query(
      `SELECT count(*)::int AS n FROM emails WHERE dedup_key = 'reservation:1'`,
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('keeps no mail of a transaction that rolled back', async () => {
    await ctx.db
      .transaction(async (tx) => {
        await ctx.app.mail.queue(tx, message, { dedupKey: 'annule:1' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await ctx.pool.query(
      `SELECT count(*)::int AS n FROM emails WHERE dedup_key = 'annule:1'`,
    );
    expect(rows.rows[0].n).toBe(0);
  });
});

describe('mail service with SMTP_URL', () => {
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

  it('delivers through the SMTP server and records the delivery', async () => {
    const { id } = await ctx.app.mail.send({ ...message, subject: 'Votre trajet Paris – Lyon' });
    await ctx.app.mail.idle();
    expect(await findEmail(ctx.db, id)).toMatchObject({
      transport: 'smtp',
      status: 'SENT',
      attempts: 1,
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: lea@exemple.fr');
    expect(received[0]).toContain('From: BonneRoute <bonjour@bonneroute.fr>');
  });

  it('records a failed delivery without throwing to the caller, and retries it later', async () => {
    const closedPort = await findFreePort();
    const failing = await createTestContext({
      env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}` },
    });
    try {
      const { id } = await failing.app.mail.send(message);
      await failing.app.mail.idle();
      const row = await findEmail(failing.db, id);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row?.last_error).toBeTruthy();
      const retry = await failing.pool.query(
        `SELECT attempts, run_at > now() AS later FROM graphile_worker.jobs WHERE key = $1`,
        [`email:${id}`],
      );
      expect(retry.rows[0]).toMatchObject({ attempts: 1, later: true });
    } finally {
      await failing.close();
    }
  });
});

describe('mail templates', () => {
  it('escapes what users typed and carries the link in HTML and text', () => {
    const mail = validationEmail({
      prenom: '<script>alert(1)</script>',
      link: 'http://localhost:3000/validation-email/abc/L%C3%A9a',
      siteUrl: 'http://localhost:3000',
      validDays: 7,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="http://localhost:3000/validation-email/abc/L%C3%A9a"');
    expect(mail.text).toContain('http://localhost:3000/validation-email/abc/L%C3%A9a');
    expect(mail.html).toContain('<html lang="fr">');
  });
});
