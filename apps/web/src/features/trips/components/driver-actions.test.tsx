import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tripTexts, type Trip } from '@bonneroute/shared/trips';
import { DriverActions } from './driver-actions';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.unstubAllGlobals());

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const trip = {
  id: 31,
  date: inTenDays,
  heure: '09:00',
  actif: 1,
  is_publie: 1,
  is_effectue: 0,
  parent_id: null,
  serie_id: null,
  aller_id: null,
  retour_id: null,
  nb_places_proposees: 3,
  nb_places_reservees: 0,
  is_roles_passagers: 0,
  roles_passagers: '0000',
  passagers: [],
} as unknown as Trip;

/** « Mes trajets » in miniature: the list comes from the API, the page shows the card's message. */
function MyTrips() {
  const [message, setMessage] = useState('');
  const list = useQuery({
    queryKey: ['trips', 'mine'],
    queryFn: async () => (await (await fetch('/api/trajets')).json()) as { data: Trip[] },
  });
  return (
    <>
      <p role="status">{message}</p>
      {list.data?.data.map((one) => (
        <article key={one.id}>
          <DriverActions trip={one} onDone={setMessage} />
        </article>
      ))}
    </>
  );
}

describe('DriverActions, cancelling a trip', () => {
  it('shows « trajet annulé » even though the refetched list has already removed the card', async () => {
    // The real-time event of the cancellation (or any refetch) can bring the new list, without
    // this trip, before the POST's answer: the card is gone when the cancellation resolves.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let cancelled = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | Request, init: RequestInit = {}) => {
        const url = typeof input === 'string' ? input : input.url;
        const method = typeof input === 'string' ? (init.method ?? 'GET') : input.method;
        if (method === 'POST' && url.includes('/annulations')) {
          cancelled = true;
          await client.invalidateQueries({ queryKey: ['trips'] });
          await new Promise((resolve) => setTimeout(resolve, 50));
          return new Response('{"data":{"ok":true}}', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        }
        return new Response(JSON.stringify({ data: cancelled ? [] : [trip] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    document.cookie = 'XSRF-TOKEN=jeton-csrf';
    render(
      <QueryClientProvider client={client}>
        <MyTrips />
      </QueryClientProvider>,
    );
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Annuler le trajet' }));
    await events.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(tripTexts.cancelledTrip),
    );
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('DriverActions, changing the seats offered', () => {
  it('saves the new count at once and says it was saved', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | Request, init: RequestInit = {}) => {
        if (typeof input !== 'string' && input.method === 'PUT') sent.push(await input.text());
        else if (init.method === 'PUT') sent.push(String(init.body));
        return new Response(JSON.stringify({ data: { ...trip, nb_places_proposees: 2 } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    document.cookie = 'XSRF-TOKEN=jeton-csrf';
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DriverActions trip={trip} onDone={() => undefined} />
      </QueryClientProvider>,
    );
    const events = userEvent.setup();
    await events.selectOptions(screen.getByLabelText('Places proposées'), '2');
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Enregistré : 2 places proposées.'),
    );
    expect(sent).toEqual(['nb_places_proposees=2']);
  });
});
