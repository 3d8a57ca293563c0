import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, loginAs, type UserRow } from '../test/factories';
import { releasePayment } from './settlement.service';
import {
  balance,
  pay,
  paymentForm,
  paymentRow,
  seatsBooked,
  createPassenger,
} from './booking-test-helpers';

let ctx: TestContext;
let passenger: UserRow;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  passenger = await createPassenger(ctx.db);
  token = await loginAs(ctx.db, passenger);
});
afterAll(async () => {
  await ctx.close();
});

async function startChallenge(seats = 1) {
  const trip = await createTrip(ctx.db, { montant_contribution: 2000 });
  const response = await pay(
    ctx.client().withToken(token),
    passenger.id,
    paymentForm(trip, { numero: TEST_CARDS.threeDSecure, nb_places: seats }),
  );
  expect(response.status).toBe(200);
  expect(response.body.data.status).toBe('AUTHENTIFICATION_REQUISE');
  return { trip, result: response.body.data as { id: number; redirect_url: string } };
}

describe('3-D Secure with the sandbox challenge page', () => {
  it('holds the seats, serves the challenge, then confirms and goes back to the trip', async () => {
    const { trip, result } = await startChallenge(2);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(2);
    expect(await balance(ctx.db, 'CARTE', passenger.id)).toBe(0);

    const browser = ctx.client();
    const page = await browser.get(result.redirect_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Authentification 3-D Secure');
    expect(page.text).toContain('43,00');

    const validated = await browser.post(
      result.redirect_url,
      { resultat: 'ok' },
      {
        as: 'form',
        withoutCsrf: true,
      },
    );
    expect(validated.status).toBe(303);
    expect(validated.headers.location).toBe(`/api/paiements/${result.id}/retour`);

    const back = await browser.get(validated.headers.location as string);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/covoiturage/${trip.id}?paiement=reussi`);
    expect((await paymentRow(ctx.db, result.id)).status).toBe('PAIEMENT_REUSSI');
    expect(await balance(ctx.db, 'SEQUESTRE', trip.utilisateur_id)).toBe(4000);
  });

  it('a failed challenge frees the seats, charges nothing and returns to the payment page', async () => {
    const { trip, result } = await startChallenge();
    const browser = ctx.client();
    const refused = await browser.post(
      result.redirect_url,
      { resultat: 'echec' },
      {
        as: 'form',
        withoutCsrf: true,
      },
    );
    const back = await browser.get(refused.headers.location as string);
    expect(back.headers.location).toMatch(/^\/paiement\/[^?]+\?paiement=echec$/);
    expect((await paymentRow(ctx.db, result.id)).status).toBe('PAIEMENT_ECHOUE');
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);
  });

  it('an abandoned challenge gives the seats back', async () => {
    const { trip, result } = await startChallenge();
    await releasePayment(ctx.app, result.id, { status: 'ANNULE', reason: 'abandon' });
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);
    // Completing it afterwards changes nothing: no capture, the hold is voided.
    const browser = ctx.client();
    const late = await browser.post(
      result.redirect_url,
      { resultat: 'ok' },
      {
        as: 'form',
        withoutCsrf: true,
      },
    );
    await browser.get(late.headers.location as string);
    expect((await paymentRow(ctx.db, result.id)).status).toBe('ANNULE');
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);
  });

  it('does not serve an unknown challenge', async () => {
    const response = await ctx.client().get('/api/sandbox/3ds/sbx_inconnuinconnuinconnu');
    expect(response.status).toBe(404);
  });
});
