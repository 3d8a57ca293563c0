import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingTexts, encodeBookingCode, TEST_CARDS } from '@bonneroute/shared/booking';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, on, renderPage } from '../test-utils';
import PaymentPage, { POLL_MS } from './payment-page';

const me = on('GET', '/api/auth/me', 200, {
  data: {
    id: 7,
    email: 'p@exemple.fr',
    prenom: 'Paula',
    nom: 'P',
    role: 'USER',
    avatar: null,
    activated: 1,
  },
});
const devis = on('GET', '/api/trajets/12/devis', 200, {
  data: {
    trajet: {
      id: 12,
      utilisateur_id: 3,
      conducteur_prenom: 'Didier',
      adresse_depart: 'Paris',
      adresse_arrivee: 'Lyon',
      ville_depart: 'Paris',
      ville_arrivee: 'Lyon',
      date: '2026-12-24',
      heure: '08:30',
      nb_places_disponibles: 3,
      is_resa_automatique: 1,
      reservable: true,
    },
    devis: {
      seats: 2,
      contribution_cents: 3000,
      public_price_cents: 3200,
      fee_per_seat_cents: 200,
      discount_cents: 100,
      total_cents: 6300,
      montant_cents: 6000,
      fees_cents: 300,
    },
  },
});
const path = `/paiement/${encodeBookingCode(12, 2)}`;

beforeEach(() => sessionStore.save('jeton', Date.now() + 3600_000));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Titulaire de la carte'), 'Paula Passagère');
  await user.type(screen.getByLabelText('Numéro de carte'), number);
  await user.selectOptions(screen.getByLabelText('Mois'), '12');
  await user.selectOptions(screen.getByLabelText('Année'), String(new Date().getFullYear() + 1));
  await user.type(screen.getByLabelText('Cryptogramme'), '1234');
}

describe('payment page (docs/product/booking-and-money.md)', () => {
  it('shows the server price, enables Pay only when complete, then returns to the trip', async () => {
    const api = fakeApi(
      me,
      devis,
      on('POST', '/api/utilisateurs/7/paiements', 200, {
        data: {
          id: 1,
          status: 'PAIEMENT_REUSSI',
          trajet_id: 12,
          nb_places: 2,
          montant: 6000,
          fees: 300,
          redirect_url: null,
        },
      }),
    );
    const user = userEvent.setup();
    const router = renderPage(<PaymentPage />, '/paiement/:code', path);
    // The total, and the breakdown before paying: the driver's 60 €, our fee, the discount.
    const breakdown = await screen.findByRole('region', { name: 'Détail de votre paiement' });
    expect(breakdown.textContent).toMatch(/Total à payer63,00/);
    expect(breakdown.textContent).toContain('Réduction plusieurs places');
    // No « Mes cartes enregistrées — Bientôt disponible » placeholder (docs/product/booking-and-money.md).
    expect(screen.queryByText('Bientôt disponible')).toBeNull();
    const pay = screen.getByRole('button', { name: /Payer 63,00/ });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    await fillCard(user, `${TEST_CARDS.success}99`);
    expect((screen.getByLabelText('Numéro de carte') as HTMLInputElement).value).toBe(
      '4242 4242 4242 4242',
    );
    expect(screen.getByTestId('card-brand').textContent).toBe('Carte Visa');
    expect((screen.getByLabelText('Cryptogramme') as HTMLInputElement).value).toBe('123');
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/covoiturage/12'));
    expect(router.state.location.search).toBe('?paiement=reussi');
    const sent = api.calls.find((call) => call.method === 'POST')!.body as URLSearchParams;
    expect(sent.get('numero')).toBe(TEST_CARDS.success);
    expect(sent.get('nb_places')).toBe('2');
    expect(sent.get('montant')).toBe('6000');
    expect(sent.get('token')).toMatch(/.{8,}/);
    expect(sent.get('browser_info_user_agent')).toBeTruthy();
  });

  it('says the bank refused the card, and resets the card form', async () => {
    fakeApi(
      me,
      devis,
      on('POST', '/api/utilisateurs/7/paiements', 402, {
        errors: [{ status: '402', code: 'carte_refusee', detail: bookingTexts.cardDeclined }],
      }),
    );
    const user = userEvent.setup();
    renderPage(<PaymentPage />, '/paiement/:code', path);
    await fillCard(user, TEST_CARDS.declined);
    await user.click(screen.getByRole('button', { name: /Payer/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Votre banque a refusé le paiement');
    expect(alert.textContent).not.toContain(bookingTexts.paymentFailed);
    expect((screen.getByLabelText('Numéro de carte') as HTMLInputElement).value).toBe('');
  });

  it('shows the documented message for a technical failure', async () => {
    fakeApi(
      me,
      devis,
      on('POST', '/api/utilisateurs/7/paiements', 502, {
        errors: [{ status: '502', detail: 'Mauvaise passerelle' }],
      }),
    );
    const user = userEvent.setup();
    renderPage(<PaymentPage />, '/paiement/:code', path);
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: /Payer/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(bookingTexts.paymentFailed);
  });

  it('keeps all 16 digits of a number pasted with spaces, shown by fours', async () => {
    fakeApi(me, devis);
    const user = userEvent.setup();
    renderPage(<PaymentPage />, '/paiement/:code', path);
    const field = (await screen.findByLabelText('Numéro de carte')) as HTMLInputElement;
    await user.click(field);
    await user.paste('5555 5555 5555 4444');
    expect(field.value).toBe('5555 5555 5555 4444');
    expect(screen.getByTestId('card-brand').textContent).toBe('Carte Mastercard');
  });

  it('sends the browser to the 3-D Secure challenge', async () => {
    fakeApi(
      me,
      devis,
      on('POST', '/api/utilisateurs/7/paiements', 200, {
        data: {
          id: 2,
          status: 'AUTHENTIFICATION_REQUISE',
          trajet_id: 12,
          nb_places: 2,
          montant: 6000,
          fees: 300,
          redirect_url: '/api/sandbox/3ds/sbx_abc',
        },
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderPage(<PaymentPage />, '/paiement/:code', path);
    await fillCard(user, TEST_CARDS.threeDSecure);
    await user.click(screen.getByRole('button', { name: /Payer/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/3ds/sbx_abc'));
  });

  it('a payment still being checked (409 « en cours ») is asked again with the same key', async () => {
    let asked = 0;
    const api = fakeApi(me, devis, (call) => {
      if (call.method !== 'POST' || !call.path.startsWith('/api/utilisateurs/7/paiements'))
        return undefined;
      asked += 1;
      if (asked < 3)
        return {
          status: 409,
          body: {
            errors: [
              { status: '409', detail: bookingTexts.paymentInProgress, code: 'paiement_en_cours' },
            ],
          },
        };
      return {
        status: 200,
        body: {
          data: {
            id: 3,
            status: 'PAIEMENT_REUSSI',
            trajet_id: 12,
            nb_places: 2,
            montant: 6000,
            fees: 300,
            redirect_url: null,
          },
        },
      };
    });
    const user = userEvent.setup();
    const router = renderPage(<PaymentPage />, '/paiement/:code', path);
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: /Payer/ }));
    // Never shown as a success while it is being checked, and the form waits.
    expect((await screen.findByRole('status')).textContent).toContain(
      bookingTexts.paymentInProgress,
    );
    expect(router.state.location.pathname).toBe(path);
    expect(
      (screen.getByRole('button', { name: /Paiement en cours/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/covoiturage/12'), {
      timeout: 3 * POLL_MS + 2000,
    });
    const tokens = api.calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as URLSearchParams).get('token'));
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens).size).toBe(1);
  });

  it('never takes another status for a success', async () => {
    fakeApi(
      me,
      devis,
      on('POST', '/api/utilisateurs/7/paiements', 200, {
        data: {
          id: 4,
          status: 'ANNULE',
          trajet_id: 12,
          nb_places: 2,
          montant: 6000,
          fees: 300,
          redirect_url: null,
        },
      }),
    );
    const user = userEvent.setup();
    const router = renderPage(<PaymentPage />, '/paiement/:code', path);
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: /Payer/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(bookingTexts.paymentFailed);
    expect(router.state.location.pathname).toBe(path);
  });

  it('goes to the 404 page for a code that is not a booking', async () => {
    fakeApi(me);
    const router = renderPage(<PaymentPage />, '/paiement/:code', '/paiement/pas-un-code');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erreur404'));
  });
});
