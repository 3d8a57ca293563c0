import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { createPassenger, pay, paymentForm } from '../booking/booking-test-helpers';
import { countPushNotification } from './push-metrics';
import { labelValues, sampleValue } from './metrics-text';

const TOKEN = 'jeton-prometheus-de-test';
let ctx: TestContext;
let passenger: UserRow;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  passenger = await createPassenger(ctx.db);
  token = await loginAs(ctx.db, passenger);
});
afterAll(async () => {
  await ctx.close();
});

async function scrape(): Promise<string> {
  const response = await ctx.client().get('/metrics', {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text;
}

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is unset', async () => {
    const bare = await createTestContext();
    try {
      const response = await bare.client().get('/metrics', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('http_request_duration_seconds');
    } finally {
      await bare.close();
    }
  });

  it('answers 401 without the token or with a wrong one, in French', async () => {
    const none = await ctx.client().get('/metrics');
    expect(none.status).toBe(401);
    const wrong = await ctx.client().get('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    expect((wrong.body as { errors: { detail: string }[] }).errors[0]!.detail).toMatch(/connecté/);
    expect(wrong.text).not.toContain('process_cpu');
  });

  it('shows Node’s own metrics, the pool and the job queue', async () => {
    const text = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
    ])
      expect(text, name).toContain(`# TYPE ${name}`);
    expect(sampleValue(text, 'db_pool_connections_max', { pool: 'primary' })).toBe(5);
    expect(sampleValue(text, 'db_pool_connections_total', { pool: 'primary' })).toBeGreaterThan(0);
    expect(text).toContain('# TYPE job_queue_waiting gauge');
  });

  it('labels request durations by route pattern, never by raw id', async () => {
    const trip = await createTrip(ctx.db);
    expect((await ctx.client().get(`/api/trajets/${trip.id}`)).status).toBe(200);
    expect((await ctx.client().get('/api/trajets/987654321')).status).toBe(404);
    expect((await ctx.client().get('/une/adresse/inconnue-424242')).status).toBe(404);
    const text = await scrape();
    const routes = labelValues(text, 'http_request_duration_seconds_count', 'route');
    expect(routes).toContain('/api/trajets/:id');
    expect(routes.join(' ')).not.toMatch(/\d{3,}/);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        route: '/api/trajets/:id',
        status_code: '404',
        method: 'GET',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts payments by outcome', async () => {
    const before = await scrape();
    const paid = await pay(
      ctx.client().withToken(token),
      passenger.id,
      paymentForm(await createTrip(ctx.db)),
    );
    expect(paid.status).toBe(200);
    const declined = await pay(
      ctx.client().withToken(token),
      passenger.id,
      paymentForm(await createTrip(ctx.db), { numero: TEST_CARDS.declined }),
    );
    expect(declined.status).toBe(402);
    const after = await scrape();
    const moved = (resultat: string) =>
      sampleValue(after, 'paiements_total', { resultat }) -
      sampleValue(before, 'paiements_total', { resultat });
    expect(moved('autorise')).toBe(1);
    expect(moved('refuse')).toBe(1);
  });

  it('shows a reconciliation discrepancy as soon as one is open', async () => {
    expect(sampleValue(await scrape(), 'rapprochement_ecarts_ouverts')).toBe(0);
    const driver = await createUser(ctx.db);
    // A payout the ledger does not know: the reconciliation leaves it open for the team.
    await ctx.app.payments.payout({
      idempotencyKey: `versement-inconnu-${driver.id}`,
      userId: driver.id,
      amountCents: 1234,
      iban: 'FR7630006000011234567890189',
      country: 'FR',
      holderName: 'X',
      reference: 'BonneRoute',
    });
    const staff = ctx
      .client()
      .withToken(await loginAs(ctx.db, await createUser(ctx.db, { role: 'MANAGER' })));
    expect((await staff.post('/api/admin/rapprochement')).status).toBe(200);
    expect(sampleValue(await scrape(), 'rapprochement_ecarts_ouverts')).toBe(1);
  });

  it('exposes the push counter before push exists', async () => {
    const before = sampleValue(await scrape(), 'push_notifications_total', { resultat: 'echec' });
    countPushNotification(false);
    const after = sampleValue(await scrape(), 'push_notifications_total', { resultat: 'echec' });
    expect(after - before).toBe(1);
  });
});
