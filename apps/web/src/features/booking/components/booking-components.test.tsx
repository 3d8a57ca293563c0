import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingTexts, decodeBookingCode } from '@bonneroute/shared/booking';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, on, renderPage } from '../test-utils';
import { BookingActions } from './booking-actions';
import { PassengerRequests } from './passenger-requests';
import { PaymentsHistory } from './payments-history';

// jsdom has no modal <dialog>: open it as the browser would, without the top layer.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

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
const trajet = {
  adresse_depart: 'Gare de Lyon, Paris',
  adresse_arrivee: 'Part-Dieu, Lyon',
  date: '2026-12-24',
};

describe('PaymentsHistory ("Mes paiements")', () => {
  it('shows (montant + fees) with a comma, sent positive and received negative', async () => {
    const api = fakeApi(
      on('GET', '/api/utilisateurs/7/paiements', 200, {
        data: [
          {
            id: 1,
            date_paiement: '2026-11-20T10:00:00Z',
            montant: 6000,
            fees: 300,
            status: 'PAIEMENT_REUSSI',
            nb_places: 2,
            rembourse: 0,
            date_remboursement: null,
            recu: null,
            avoirs: [],
            trajet: { id: 1, ...trajet },
          },
          {
            id: 2,
            date_paiement: '2026-11-21T10:00:00Z',
            montant: -2500,
            fees: 0,
            status: 'PAIEMENT_REUSSI',
            nb_places: 1,
            rembourse: 0,
            date_remboursement: null,
            recu: null,
            avoirs: [],
            trajet: { id: 2, ...trajet },
          },
        ],
      }),
    );
    renderPage(<PaymentsHistory userId={7} />, '/', '/');
    expect(await screen.findByText(/^63,00/)).toBeTruthy();
    expect(screen.getByText(/^-25,00/)).toBeTruthy();
    expect(api.calls[0]!.path).not.toContain('filter');
  });

  it('keeps a cancelled payment with its refund line, and hides a declined attempt', async () => {
    fakeApi(
      on('GET', '/api/utilisateurs/7/paiements', 200, {
        data: [
          {
            id: 3,
            date_paiement: '2026-11-20T10:00:00Z',
            montant: 6000,
            fees: 300,
            status: 'REMBOURSE_PARTIELLEMENT',
            nb_places: 2,
            rembourse: 6000,
            date_remboursement: '2026-11-22T09:00:00Z',
            recu: null,
            avoirs: [],
            trajet: { id: 3, ...trajet },
          },
          {
            id: 4,
            date_paiement: '2026-11-20T09:00:00Z',
            montant: 3000,
            fees: 200,
            status: 'PAIEMENT_ECHOUE',
            nb_places: 1,
            rembourse: 0,
            date_remboursement: null,
            recu: null,
            avoirs: [],
            trajet: { id: 4, ...trajet },
          },
        ],
      }),
    );
    renderPage(<PaymentsHistory userId={7} />, '/', '/');
    expect(await screen.findByText(/^63,00/)).toBeTruthy();
    expect(screen.getByText('Remboursé en partie')).toBeTruthy();
    expect(screen.getByTestId('remboursement').textContent).toBe(
      'Remboursement de 60,00\u00a0€ le 22 novembre 2026',
    );
    expect(screen.queryByText(/^32,00/)).toBeNull();
  });

  it('says so when there is no payment', async () => {
    fakeApi(on('GET', '/api/utilisateurs/7/paiements', 200, { data: [] }));
    renderPage(<PaymentsHistory userId={7} />, '/', '/');
    expect(await screen.findByText(bookingTexts.noPayments)).toBeTruthy();
  });
});

describe('PassengerRequests ("Gestion passagers")', () => {
  it('accepts and refuses waiting requests', async () => {
    const api = fakeApi(
      on('GET', '/api/trajets/5/demandes', 200, {
        data: [
          {
            id: 41,
            trajet_id: 5,
            prenom: 'Ana',
            nom: 'A',
            nb_places_reservees: 1,
            statut: 'EN_ATTENTE',
            created_at: '',
            datetime_acceptation: null,
          },
          {
            id: 42,
            trajet_id: 5,
            prenom: 'Bob',
            nom: 'B',
            nb_places_reservees: 2,
            statut: 'EN_ATTENTE',
            created_at: '',
            datetime_acceptation: null,
          },
        ],
      }),
      on('POST', '/api/passagers/', 200, { data: { ok: true } }),
    );
    const user = userEvent.setup();
    renderPage(<PassengerRequests tripId={5} />, '/', '/');
    await user.click(await screen.findByRole('button', { name: 'Accepter la demande de Ana' }));
    await user.click(screen.getByRole('button', { name: 'Refuser la demande de Bob' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/api/passagers/41/acceptation',
        '/api/passagers/42/refus',
      ]),
    );
  });
});

describe('BookingActions (docs/product/booking-and-money.md: booking)', () => {
  const trip = { id: 9, utilisateur_id: 3, montant_contribution: 3000, nb_places_disponibles: 2 };

  it('offers one button per available seat count, with the discounted price', async () => {
    fakeApi();
    renderPage(<BookingActions trip={trip} profileComplete />, '/', '/');
    expect(screen.getByRole('button', { name: /Réserver 1 place 32,00/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Réserver 2 places .*63,00/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Réserver 3 places/ })).toBeNull();
  });

  it('asks an anonymous visitor to log in, with the trip as referer', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderPage(<BookingActions trip={trip} profileComplete />, '/', '/');
    await user.click(screen.getByRole('button', { name: /Réserver 1 place/ }));
    const link = await screen.findByRole('link', { name: 'Me connecter' });
    expect(link.getAttribute('href')).toBe('/vous-identifier?referer=%2Fcovoiturage%2F9');
  });

  it('confirms a second booking, then goes to the payment page', async () => {
    sessionStore.save('jeton', Date.now() + 3600_000);
    fakeApi(me);
    const user = userEvent.setup();
    const router = renderPage(
      <BookingActions trip={{ ...trip, passager_id: 77 }} profileComplete />,
      '/',
      '/',
    );
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The seat buttons are folded under « Réserver d’autres places », closed: the booking comes
    // first. Opened, it says the member already rides it, and where their booking is.
    const more = screen.getByText(bookingTexts.bookOtherSeats).closest('details')!;
    expect(more.open).toBe(false);
    await user.click(screen.getByText(bookingTexts.bookOtherSeats));
    expect(more.open).toBe(true);
    expect(more.textContent).toContain(bookingTexts.alreadyBookedNotice);
    expect(screen.getByRole('link', { name: bookingTexts.seeMyBooking }).getAttribute('href')).toBe(
      '/utilisateurs/trajets?type=passager',
    );
    await user.click(screen.getByRole('button', { name: /Réserver 2 places/ }));
    await user.click(await screen.findByRole('button', { name: bookingTexts.bookAgain }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/paiement\//));
    const code = router.state.location.pathname.split('/')[2]!;
    expect(decodeBookingCode(code)).toEqual({ tripId: 9, seats: 2, leg: null });
  });

  it('sends an incomplete profile to the general tab', async () => {
    sessionStore.save('jeton', Date.now() + 3600_000);
    fakeApi(me);
    const user = userEvent.setup();
    renderPage(<BookingActions trip={trip} profileComplete={false} />, '/', '/');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(screen.getByRole('button', { name: /Réserver 1 place/ }));
    const link = await screen.findByRole('link', { name: 'Compléter mon profil' });
    expect(link.getAttribute('href')).toBe('/utilisateurs/infos?info=general');
  });
});
