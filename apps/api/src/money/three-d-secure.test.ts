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
} from '../booking/booking-test-helpers';

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
    expect(validated.headers.location).toMatch(
      new RegExp(`^/api/paiements/${result.id}/retour\\?cle=[\\w-]{32}$`),
    );

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
    await releasePayment(ctx.app.deps, result.id, { status: 'ANNULE', reason: 'abandon' });
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

/**
 * `/paiements/{id}/retour` told anyone (anonymous too) a payment's trip, seats and
 * status through its redirect. Only the payer comes back: by the link's secret, or their session.
 */
describe('the 3-D Secure return reveals nothing to anyone but the payer', () => {
  it('answers the same 404 to a visitor, another member or the team, and lets the payer in', async () => {
    const { trip, result } = await startChallenge(2);
    const validated = await ctx
      .client()
      .post(result.redirect_url, { resultat: 'ok' }, { as: 'form', withoutCsrf: true });
    const secretLink = validated.headers.location as string;
    const bare = `/api/paiements/${result.id}/retour`;

    const other = ctx.client().withToken(await loginAs(ctx.db, await createPassenger(ctx.db)));
    const manager = ctx
      .client()
      .withToken(await loginAs(ctx.db, await createPassenger(ctx.db, { role: 'MANAGER' })));
    const missing = await ctx.client().get('/api/paiements/99999999/retour');
    for (const response of [
      await ctx.client().get(bare),
      await ctx.client().get(`${bare}?cle=devine`),
      await other.get(bare),
      await manager.get(bare),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toEqual(missing.body);
      expect(response.text).not.toContain('covoiturage');
    }
    expect(missing.body.errors[0].detail).toBe('Ce paiement n’existe pas.');

    // The payer's browser, back from the bank's page without a session, and the payer logged in.
    const back = await ctx.client().get(secretLink);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/covoiturage/${trip.id}?paiement=reussi`);
    const ownSession = await ctx.client().withToken(token).get(bare);
    expect(ownSession.status).toBe(303);
  });
});
