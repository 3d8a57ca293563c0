import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertTexts, createAlertBodySchema } from '@bonneroute/shared/alerts';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import CreateAlertPage from './create-alert-page';

const session = vi.hoisted(() => ({ user: null as { id: number } | null }));
vi.mock('@/lib/auth', () => ({ useCurrentUser: () => ({ user: session.user, isLoading: false }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  session.user = null;
});

function renderPage(search: string) {
  const fetchMock = vi.fn(
    async () =>
      new Response('{"data":{},"meta":{"confirmation_requise":0,"message":"Alerte créée."}}', {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/alertes/nouvelle${search}`]}>
        <CreateAlertPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof renderPage>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(
    ([, init]) => init.method === 'POST',
  );

describe('alert form (createAlertBodySchema)', () => {
  it('takes the towns’ limit from the schema and refuses a blank town with its message', async () => {
    const fetchMock = renderPage('');
    const depart = screen.getByLabelText('Départ') as HTMLInputElement;
    expect(depart.maxLength).toBe(maxLengthOf(createAlertBodySchema.shape.depart));
    const events = userEvent.setup();
    await events.type(depart, '   ');
    await events.type(screen.getByLabelText('Arrivée'), 'Rennes');
    await events.type(screen.getByLabelText('Votre adresse e-mail'), 'lea@exemple.fr');
    await events.click(screen.getByRole('button', { name: 'Créer l’alerte' }));
    expect(screen.getByRole('alert').textContent).toContain(alertTexts.townRequired);
    expect(posts(fetchMock)).toEqual([]);
  });

  it('sends the search’s town code, the seats and « every day » as the schema reads them', async () => {
    session.user = { id: 7 };
    const fetchMock = renderPage(
      '?depart=75056&depart_nom=Paris&arrivee=35238&arrivee_nom=Rennes&places=2',
    );
    const events = userEvent.setup();
    expect((screen.getByLabelText('Places nécessaires') as HTMLSelectElement).value).toBe('2');
    await events.click(screen.getByLabelText('Tous les jours'));
    await events.click(screen.getByRole('button', { name: 'Créer l’alerte' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchMock)[0]![1].body))).toEqual({
      depart: '75056',
      arrivee: '35238',
      tous_les_jours: 1,
      nb_places: 2,
    });
  });
});
