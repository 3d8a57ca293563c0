import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { geoTexts, type PlaceSuggestion } from '@bonneroute/shared/geo';
import { PairSwitcher } from './pair-switcher';

const town = (name: string, slug: string, citycode: string): PlaceSuggestion => ({
  type: 'municipality',
  label: `${name}, France`,
  name,
  postcode: '00000',
  city: name,
  citycode,
  context: '',
  latitude: 45,
  longitude: 4,
  population: 1000,
  coordonnees_estimees: false,
  slug,
});
const lyon = town('Lyon', 'lyon', '69123');
const paris = town('Paris', 'paris', '75056');

function renderSwitcher(initial?: [PlaceSuggestion, PlaceSuggestion]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"data":[]}', { status: 200 })),
  );
  const router = createMemoryRouter(
    [
      { path: '/covoiturages/:a/:b', element: <PairSwitcher initial={initial} /> },
      { path: '*', element: <p data-testid="ailleurs">ailleurs</p> },
    ],
    { initialEntries: ['/covoiturages/lyon/lyon'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PairSwitcher (checked with the price range request’s params schema)', () => {
  it('refuses the same town twice with the server’s message, then opens the pair’s page', async () => {
    const router = renderSwitcher([lyon, lyon]);
    const submit = screen.getByRole('button', { name: 'Voir les prix et les trajets' });
    await userEvent.click(submit);
    await screen.findByText(geoTexts.sameTown);
    expect(router.state.location.pathname).toBe('/covoiturages/lyon/lyon');

    await userEvent.click(screen.getByRole('button', { name: 'Inverser départ et arrivée' }));
    await userEvent.click(submit);
    await screen.findByText(geoTexts.sameTown);
  });

  it('asks for two towns', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: 'Voir les prix et les trajets' }));
    await screen.findByText('Choisissez une ville de départ et une ville d’arrivée.');
  });

  it('opens the chosen pair’s page', async () => {
    const router = renderSwitcher([paris, lyon]);
    await userEvent.click(screen.getByRole('button', { name: 'Voir les prix et les trajets' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/covoiturages/paris/lyon'));
  });

  it('is a GET form to the results page as HTML alone, and live it keeps the submit', async () => {
    renderSwitcher([paris, lyon]);
    const form = screen.getByRole('form', { name: 'Un autre trajet' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/resultats');
    expect(screen.getByRole('combobox', { name: 'Départ' }).getAttribute('name')).toBe('from_city');
    expect(screen.getByRole('combobox', { name: 'Arrivée' }).getAttribute('name')).toBe('to_city');
    // Seen after React's handler (the root's): the browser's own submit was prevented.
    let native = true;
    const seen = (event: Event) => (native = !event.defaultPrevented);
    window.addEventListener('submit', seen);
    await userEvent.click(screen.getByRole('button', { name: 'Voir les prix et les trajets' }));
    window.removeEventListener('submit', seen);
    expect(native).toBe(false);
  });
});
