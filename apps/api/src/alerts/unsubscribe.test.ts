import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertTexts } from '@bonneroute/shared/alerts';
import { alertes } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { alertMailsTo, inDays, publishParisRennes, visitorAlert } from './alert-test-helpers';

/**
 * One-click unsubscribe (RFC 8058): Gmail and Yahoo POST `List-Unsubscribe=One-Click` to the
 * URL of the `List-Unsubscribe` header, with no cookie and no CSRF header; a browser opening that
 * URL is shown the confirmation page. Before, the POST got 403 `csrf` and the GET 404.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

/** The `List-Unsubscribe` URL of the alert's first trip mail, as the mail client reads it. */
async function oneClickUrl(email: string): Promise<URL> {
  const [mail] = (await alertMailsTo(ctx, email)).filter((m) => m.template === 'alerte-trajet');
  expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  return new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
}

const statusOf = async (id: number) =>
  (await ctx.db.select().from(alertes).where(eq(alertes.id, id)))[0]!.statut;

/** A request exactly as a mail provider sends it: no cookie, no CSRF header, no session. */
function mailClientPost(url: string, payload = 'List-Unsubscribe=One-Click') {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
}

describe('one-click unsubscribe', () => {
  it('the mail client’s POST unsubscribes, without cookie or CSRF token', async () => {
    const alert = await visitorAlert(ctx, { depart: 'Paris', arrivee: 'Rennes', date: inDays(3) });
    await publishParisRennes(ctx, { date: inDays(3) });
    const url = await oneClickUrl(alert.email);
    const path = `${url.pathname}${url.search}`;

    const response = await mailClientPost(path);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(alertTexts.unsubscribed);
    expect(await statusOf(alert.id)).toBe('DESABONNEE');
    // A retry from the provider changes nothing and still succeeds.
    expect((await mailClientPost(path)).statusCode).toBe(200);

    // No more mail for that alert.
    await publishParisRennes(ctx, { date: inDays(3), heure: '17:00' });
    expect(await alertMailsTo(ctx, alert.email)).toHaveLength(2);
  });

  it('refuses a wrong signature, another alert’s signature, and a missing one (4xx)', async () => {
    const alert = await visitorAlert(ctx, { depart: 'Paris', arrivee: 'Rennes', date: inDays(4) });
    const other = await visitorAlert(ctx, { depart: 'Paris', arrivee: 'Rennes', date: inDays(4) });
    await publishParisRennes(ctx, { date: inDays(4) });
    const url = await oneClickUrl(alert.email);
    const signature = url.searchParams.get('signature')!;

    const forged = await mailClientPost(
      `/api/alertes/desabonnement?alerte=${alert.id}&signature=${'x'.repeat(43)}`,
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].detail).toBe(alertTexts.unsubscribeLinkInvalid);
    const borrowed = await mailClientPost(
      `/api/alertes/desabonnement?alerte=${other.id}&signature=${signature}`,
    );
    expect(borrowed.statusCode).toBe(403);
    const missing = await mailClientPost(`/api/alertes/desabonnement?alerte=${alert.id}`);
    expect(missing.statusCode).toBe(422);
    for (const id of [alert.id, other.id]) expect(await statusOf(id)).toBe('ACTIVE');

    const forgedGet = await ctx.app.inject({
      method: 'GET',
      url: `/api/alertes/desabonnement?alerte=${alert.id}&signature=${'x'.repeat(43)}`,
    });
    expect(forgedGet.statusCode).toBe(403);
  });

  it('a browser opening the URL gets the confirmation page; the GET alone stops nothing', async () => {
    const alert = await visitorAlert(ctx, { depart: 'Paris', arrivee: 'Rennes', date: inDays(5) });
    await publishParisRennes(ctx, { date: inDays(5) });
    const url = await oneClickUrl(alert.email);

    const opened = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    const page = new URL(String(opened.headers.location), 'http://localhost');
    expect(page.pathname).toBe('/alertes/desabonnement');
    expect(page.searchParams.get('alerte')).toBe(String(alert.id));
    expect(page.searchParams.get('signature')).toBe(url.searchParams.get('signature'));
    // A link scanner fetching the URL unsubscribes nobody.
    expect(await statusOf(alert.id)).toBe('ACTIVE');

    // The page exists and is served to the browser.
    const html = await ctx.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(html.statusCode).toBe(200);
    expect(String(html.headers['content-type'])).toContain('text/html');
  });

  it('keeps every other write behind the CSRF check', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/alertes/confirmation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=quelquechose',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('csrf');
  });
});
