import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import { createPassenger, pay, paymentForm } from '../booking/booking-test-helpers';
import { emails } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { captureLogs } from '../test/log-capture';
import { createTrip, lastEmailTo, linkPathIn, loginAs } from '../test/factories';
import {
  alertMailsTo,
  inDays,
  publishParisRennes,
  visitorAlert,
} from '../alerts/alert-test-helpers';
import { redactSecrets } from './log-redaction';

/**
 * What the logs hold of a password reset, an e-mail validation, a 3-D Secure payment and an alert
 * unsubscribe (docs/decisions/021-outages-and-logs.md): every URL is there, at info level, with
 * its link secrets replaced by `[secret]`. Before, `/reset-mot-de-passe/<secret>/…` and
 * `/api/paiements/2/retour?cle=…` were logged as they came, and anyone reading the logs could use
 * a pending reset link.
 */
const captured = captureLogs();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ logger: { level: 'info', stream: captured.stream } });
});
afterAll(async () => ctx.close());

describe('secrets in the logs', () => {
  it('logs the URLs of the reset, validation, 3-D Secure and unsubscribe journeys without their secrets', async () => {
    const secrets: string[] = [];
    const browser = ctx.client();

    // E-mail validation: the link opened in the browser, then the page's call.
    const email = 'journal@exemple.fr';
    const password = 'Journal#Secret2026';
    const registered = await browser.post('/api/register', {
      nom: 'Journal',
      prenom: 'Alex',
      email,
      sexe: 'X',
      date_naissance: '1990-01-01',
      password,
      password_confirmation: password,
      cgu: '1',
    });
    expect(registered.status).toBe(201);
    const validation = linkPathIn((await lastEmailTo(ctx.db, email))!.text, '/validation-email/');
    const validationHash = validation.split('/')[2]!;
    secrets.push(validationHash);
    await browser.get(validation);
    expect((await browser.post('/api/register/verify', { hash: validationHash })).status).toBe(200);

    // Password reset: the link opened, then the new password sent.
    expect((await browser.post('/api/password/forgot', { email })).status).toBe(200);
    const reset = linkPathIn((await lastEmailTo(ctx.db, email))!.text, '/reset-mot-de-passe/');
    const resetToken = reset.split('/')[2]!;
    secrets.push(resetToken);
    await browser.get(reset);
    const changed = await browser.post('/api/password/reset', {
      email,
      token: resetToken,
      password: 'Nouveau#Journal2026',
      password_confirmation: 'Nouveau#Journal2026',
    });
    expect(changed.status).toBe(200);

    // 3-D Secure: the challenge page, its answer, the return with its key.
    const passenger = await createPassenger(ctx.db);
    const trip = await createTrip(ctx.db);
    const started = await pay(
      ctx.client().withToken(await loginAs(ctx.db, passenger)),
      passenger.id,
      paymentForm(trip, { numero: TEST_CARDS.threeDSecure }),
    );
    expect(started.body.data.status).toBe('AUTHENTIFICATION_REQUISE');
    const challenge = started.body.data.redirect_url as string;
    secrets.push(challenge.split('/').pop()!);
    expect((await browser.get(challenge)).status).toBe(200);
    const answered = await browser.post(
      challenge,
      { resultat: 'ok' },
      { as: 'form', withoutCsrf: true },
    );
    const back = answered.headers.location as string;
    const key = new URL(back, 'http://localhost').searchParams.get('cle')!;
    expect(key.length).toBeGreaterThan(16);
    secrets.push(key);
    expect((await browser.get(back)).status).toBe(303);

    // A visitor's alert: confirmation link, then the one-click unsubscribe of its first mail.
    const alert = await visitorAlert(ctx, { depart: 'Paris', arrivee: 'Rennes', date: inDays(6) });
    const confirmation = (await alertMailsTo(ctx, alert.email))[0]!;
    const confirmationPath = linkPathIn(confirmation.text, '/alertes/confirmation/');
    secrets.push(confirmationPath.split('/').pop()!);
    await browser.get(confirmationPath);
    await publishParisRennes(ctx, { date: inDays(6) });
    const [match] = (await alertMailsTo(ctx, alert.email)).filter(
      (mail) => mail.template === 'alerte-trajet',
    );
    const oneClick = new URL(match!.headers!['List-Unsubscribe']!.slice(1, -1));
    secrets.push(oneClick.searchParams.get('signature')!);
    const unsubscribed = await ctx.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    await ctx.app.jobs.drain();

    // The requests are in the log, their secrets are not.
    for (const secret of secrets) expect(secret.length).toBeGreaterThanOrEqual(16);
    expect(captured.text()).toContain('"url":"/validation-email/[secret]/Alex"');
    expect(captured.text()).toContain(
      `"url":"/reset-mot-de-passe/[secret]/${encodeURIComponent(email)}"`,
    );
    expect(captured.text()).toContain(
      `"url":"/api/paiements/${started.body.data.id}/retour?cle=[secret]"`,
    );
    expect(captured.text()).toContain('/api/sandbox/3ds/[secret]');
    expect(captured.text()).toContain('"url":"/alertes/confirmation/[secret]"');
    expect(captured.text()).toContain(
      `/api/alertes/desabonnement?alerte=${alert.id}&signature=[secret]`,
    );
    for (const secret of secrets) expect(captured.text()).not.toContain(secret);

    // The stored copy of the alert mail keeps no signature in its headers either.
    const [stored] = await ctx.db.select().from(emails).where(eq(emails.id, match!.id));
    expect(JSON.stringify(stored!.headers)).not.toContain(oneClick.searchParams.get('signature'));
  });

  it('redacts the same secrets in any text: error messages, stacks, logged URLs', () => {
    expect(
      redactSecrets('GET https://bonneroute.fr/reset-mot-de-passe/abcDEF_123-xyz/a%40b.fr'),
    ).toBe('GET https://bonneroute.fr/reset-mot-de-passe/[secret]/a%40b.fr');
    expect(redactSecrets('/api/paiements/2/retour?cle=AbC&x=1&token=t0k')).toBe(
      '/api/paiements/2/retour?cle=[secret]&x=1&token=[secret]',
    );
    expect(redactSecrets('/covoiturage/12?paiement=reussi')).toBe(
      '/covoiturage/12?paiement=reussi',
    );
  });
});
