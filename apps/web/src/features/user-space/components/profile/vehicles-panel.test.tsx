import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAR_MODELS, userSpaceTexts } from '@bonneroute/shared/user-space';
import { aUser, waitForPostedForm } from './test-user';
import { VehiclesPanel } from './vehicles-panel';

afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  const fetchMock = vi.fn(
    async () =>
      new Response(
        '{"data":{"id":1,"marque":"Renault","modele":"Clio","couleur":"Bleu","utilisateur_id":7}}',
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VehiclesPanel user={aUser()} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('vehicle form (docs/product/user-space.md: POST /vehicules schema)', () => {
  it('refuses an incomplete car with the server schema’s message and sends nothing', async () => {
    const fetchMock = renderPanel();
    const events = userEvent.setup();
    await events.selectOptions(screen.getByLabelText('Marque'), 'Renault');
    await events.click(screen.getByRole('button', { name: 'Ajouter le véhicule' }));
    expect(screen.getByRole('alert').textContent).toContain(userSpaceTexts.vehicleUnknown);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('empties the model when the brand changes, and sends a known car', async () => {
    const fetchMock = renderPanel();
    const events = userEvent.setup();
    const model = CAR_MODELS.Renault![0]!;
    await events.selectOptions(screen.getByLabelText('Marque'), 'Renault');
    await events.selectOptions(screen.getByLabelText('Modèle'), model);
    await events.selectOptions(screen.getByLabelText('Marque'), 'Peugeot');
    expect((screen.getByLabelText('Modèle') as HTMLSelectElement).value).toBe('');
    await events.selectOptions(screen.getByLabelText('Marque'), 'Renault');
    await events.selectOptions(screen.getByLabelText('Modèle'), model);
    await events.selectOptions(screen.getByLabelText('Couleur'), 'Bleu');
    await events.click(screen.getByRole('button', { name: 'Ajouter le véhicule' }));
    expect(await waitForPostedForm(fetchMock)).toEqual({
      marque: 'Renault',
      modele: model,
      couleur: 'Bleu',
      utilisateur_id: '7',
    });
  });
});
