import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_LIMITS, alertTexts } from '@bonneroute/shared/alerts';
import { alertes, emails } from '../db/schema';
import { MAX_EMAIL_CHECKS_PER_IP } from '../auth/throttle';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';
import { fromIp, inDays, visitorEmail } from './alert-test-helpers';

/**
 * A visitor's alert mails a confirmation to the address typed. Before, anyone could send ten per
 * address and any number of addresses from one IP: the route was outside the e-mail budget that
 * sign-up and password reset share (30 per 10 minutes per IP), and no address had a cap.
 */
let ctx: TestContext;
beforeAll(async () => {
  // Behind the proxy: X-Forwarded-For gives each test its own visitor.
  ctx = await createTestContext({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => ctx.close());

let visitors = 0;
const newIp = () => `203.0.113.${++visitors}`;

const alertBody = (email: string, day = 3) => ({
  depart: 'Paris',
  arrivee: 'Rennes',
  date: inDays(day),
  email,
});
const createAlert = (email: string, ip: string, day = 3) =>
  ctx.client().post('/api/alertes', alertBody(email, day), fromIp(ip));

const confirmationsTo = async (email: string) =>
  (
    await ctx.db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.recipient, email), eq(emails.template, 'alerte-confirmation')))
  ).length;

describe('the e-mail budget of visitors’ alerts', () => {
  it('spends the IP’s budget shared with sign-up and password reset', async () => {
    const ip = newIp();
    // Ten password resets asked from that IP…
    for (let i = 0; i < 10; i += 1) {
      const forgot = await ctx
        .client()
        .post('/api/password/forgot', { email: 'personne@exemple.fr' }, fromIp(ip));
      expect(forgot.status).toBe(422);
    }
    // …leave twenty alerts to distinct addresses.
    for (let i = 10; i < MAX_EMAIL_CHECKS_PER_IP; i += 1) {
      expect((await createAlert(visitorEmail(), ip)).status).toBe(201);
    }
    const address = visitorEmail();
    const refused = await createAlert(address, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].detail).toBe(alertTexts.tooManyMailsFromIp);
    expect(await confirmationsTo(address)).toBe(0);
    // The budget is one: the sign-up from that IP is refused too.
    const signUp = await ctx.client().post(
      '/api/register',
      {
        nom: 'Durand',
        prenom: 'Alix',
        email: visitorEmail(),
        sexe: 'F',
        date_naissance: '1990-04-12',
        password: 'Motdepasse#1',
        password_confirmation: 'Motdepasse#1',
        cgu: '1',
      },
      fromIp(ip),
    );
    expect(signUp.status).toBe(429);
    // Another visitor is not affected, nor a member (whose alert mails nobody).
    expect((await createAlert(visitorEmail(), newIp())).status).toBe(201);
    const member = await createUser(ctx.db);
    const asMember = await ctx
      .client()
      .withToken(await loginAs(ctx.db, member))
      .post('/api/alertes', { depart: 'Paris', arrivee: 'Rennes', date: inDays(3) }, fromIp(ip));
    expect(asMember.status).toBe(201);
  });

  it('mails one address at most 3 confirmations in 24 hours, whoever asks', async () => {
    const address = visitorEmail();
    for (let i = 0; i < ALERT_LIMITS.confirmationMailsPerDay; i += 1) {
      // Each time from another IP: the address's own cap is what stops the flood.
      expect((await createAlert(address, newIp(), i + 2)).status).toBe(201);
    }
    const refused = await createAlert(address.toUpperCase(), newIp(), 9);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].detail).toMatch(
      /^Nous avons déjà envoyé 3 e-mails de confirmation d’alerte à cette adresse ces dernières 24 heures : confirmez l’une de ces alertes depuis votre boîte e-mail, ou réessayez dans (23 h 5\d|24 h)\.$/,
    );
    expect(await confirmationsTo(address)).toBe(3);
    const stored = await ctx.db.select().from(alertes).where(eq(alertes.email, address));
    expect(stored).toHaveLength(3);

    // A day later the address may be asked again.
    await ctx.db.execute(
      sql`update alertes set cree_le = cree_le - interval '1 day' where email = ${address}`,
    );
    expect((await createAlert(address, newIp(), 9)).status).toBe(201);
    expect(await confirmationsTo(address)).toBe(4);
  });

  it('holds when ten requests for one address arrive at once', async () => {
    const address = visitorEmail();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createAlert(address, newIp(), i + 2)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array<number>(7).fill(429)]);
    expect(await confirmationsTo(address)).toBe(3);
  });
});
