import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '@bonneroute/shared/trips';
import { BookingButtons, paymentCode } from './booking-buttons';

function tripWith(seatsLeft: number): Trip {
  return {
    id: 42,
    utilisateur_id: 7,
    montant_contribution: 2200,
    computed: { nb_places_disponibles: seatsLeft },
  } as Trip;
}

function renderButtons(trip: Trip) {
  const router = createMemoryRouter([{ path: '/', element: <BookingButtons trip={trip} /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom has no modal dialogs: open them as the browser would.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  // No session, and the pricing call answers nothing: the shared defaults apply.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 503 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookingButtons', () => {
  it('offers one button per seat count up to 4, with the degressive price', () => {
    renderButtons(tripWith(6));
    const buttons = screen.getAllByRole('button', { name: /Réserver \d place/ });
    expect(buttons).toHaveLength(4);
    expect(buttons.map((b) => b.querySelector('span')!.textContent)).toEqual([
      'Réserver 1 place',
      'Réserver 2 places',
      'Réserver 3 places',
      'Réserver 4 places',
    ]);
    // 22 € + 2 € of fees = 24 € a seat; two seats 48 € minus 1 € of discount.
    expect(buttons[0]!.textContent).toContain('24,00');
    expect(buttons[1]!.textContent).toContain('47,00');
    expect(buttons[1]!.querySelector('s')!.textContent).toContain('48,00');
  });

  it('asks a visitor to log in and come back to the trip', async () => {
    renderButtons(tripWith(2));
    await userEvent.click(screen.getByRole('button', { name: /Réserver 2 places/ }));
    expect(screen.getByRole('link', { name: 'Me connecter' }).getAttribute('href')).toBe(
      '/vous-identifier?referer=%2Fcovoiturage%2F42',
    );
  });

  it('says when no seat is left', () => {
    renderButtons(tripWith(0));
    expect(screen.queryByRole('button', { name: /Réserver/ })).toBeNull();
    expect(screen.getByText('Il n’y a plus de place disponible sur ce covoiturage.')).toBeTruthy();
  });

  it('encodes the payment route as base64 of "tripId|seats"', () => {
    expect(atob(paymentCode(42, 3))).toBe('42|3');
  });
});
