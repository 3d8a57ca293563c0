import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { PlaceAutocomplete } from './place-autocomplete';

function suggestion(name: string, postcode: string, citycode: string): PlaceSuggestion {
  return {
    type: 'municipality',
    label: `${name}, ${postcode}, France`,
    name,
    postcode,
    city: name,
    citycode,
    context: '',
    latitude: 45,
    longitude: 4,
    population: 1000,
    coordonnees_estimees: false,
    slug: name.toLowerCase(),
  };
}

const SAINT_ETIENNE = suggestion('Saint-Étienne', '42000', '42218');
const ROUVRAY = suggestion('Saint-Étienne-du-Rouvray', '76800', '76575');
const answers = [
  SAINT_ETIENNE,
  ROUVRAY,
  ...'abcdef'.split('').map((c, i) => suggestion(`Saint-${c}`, `0100${i}`, `0100${i}`)),
];

function mockApi() {
  const fetchMock = vi.fn(async (url: string) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    const data = q.toLowerCase().startsWith('st') ? answers : [];
    return new Response(JSON.stringify({ data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Field({ onChosen }: { onChosen: (place: PlaceSuggestion | null) => void }) {
  const [value, setValue] = useState<PlaceSuggestion | null>(null);
  return (
    <PlaceAutocomplete
      label="Départ"
      value={value}
      onChange={(place) => {
        setValue(place);
        onChosen(place);
      }}
    />
  );
}

function renderField() {
  const onChosen = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Field onChosen={onChosen} />
    </QueryClientProvider>,
  );
  return { onChosen, input: screen.getByRole('combobox', { name: 'Départ' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('PlaceAutocomplete (docs/product/README.md)', () => {
  it('searches above one character and shows at most 5 suggestions', async () => {
    const fetchMock = mockApi();
    const { input } = renderField();
    await userEvent.type(input, 's');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(input, 't etie');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]!.textContent).toBe('Saint-Étienne, 42000, France');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain(
      '/api/adresses/suggestions?q=st+etie&type=municipality&limit=7',
    );
  });

  it('chooses with the keyboard and shows the chosen town', async () => {
    mockApi();
    const { input, onChosen } = renderField();
    await userEvent.type(input, 'st etie');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChosen).toHaveBeenLastCalledWith(ROUVRAY);
    expect(input).toHaveProperty('value', 'Saint-Étienne-du-Rouvray (76800)');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // Typing again forgets the choice.
    await userEvent.type(input, 'x');
    expect(onChosen).toHaveBeenLastCalledWith(null);
  });

  it('chooses with the mouse, and says when nothing matches', async () => {
    mockApi();
    const { input, onChosen } = renderField();
    await userEvent.type(input, 'st etie');
    await userEvent.click((await screen.findAllByRole('option'))[0]!);
    expect(onChosen).toHaveBeenLastCalledWith(SAINT_ETIENNE);
    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Aucune ville trouvée'),
    );
  });

  it('keeps every letter when a chosen town is typed over', async () => {
    mockApi();
    const { input, onChosen } = renderField();
    await userEvent.type(input, 'st etie');
    await userEvent.click((await screen.findAllByRole('option'))[0]!);
    expect(input).toHaveProperty('value', 'Saint-Étienne (42000)');
    // Select everything and type the correction over it.
    await userEvent.tripleClick(input);
    await userEvent.keyboard('st etie');
    expect(input).toHaveProperty('value', 'st etie');
    expect(onChosen).toHaveBeenLastCalledWith(null);
    expect(await screen.findAllByRole('option')).toHaveLength(5);
  });
});
