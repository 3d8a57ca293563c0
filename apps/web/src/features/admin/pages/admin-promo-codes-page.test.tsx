import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPromoCodeBodySchema } from '@bonneroute/shared/admin';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import AdminPromoCodesPage from './admin-promo-codes-page';

vi.mock('@/lib/auth', () => ({
  useCurrentUser: () => ({ user: { role: 'ADMIN' }, isLoading: false }),
}));

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const fetchMock = vi.fn(
    async (_url: string, init?: RequestInit) =>
      new Response(
        init?.method === 'POST'
          ? '{"data":{"id":1,"code":"ETE-2026","montant":750,"actif":1}}'
          : '{"data":[]}',
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AdminPromoCodesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof renderPage>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('promo code form (createPromoCodeBodySchema)', () => {
  it('takes the code’s limit and the required fields from the schema', () => {
    renderPage();
    const code = screen.getByLabelText('Code') as HTMLInputElement;
    expect(code.maxLength).toBe(maxLengthOf(createPromoCodeBodySchema.shape.code));
    expect(code.required).toBe(true);
    expect((screen.getByLabelText('Bonus (€)') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Nombre de trajets maximum') as HTMLInputElement).required).toBe(
      false,
    );
  });

  it('refuses a bonus over 1 000 € with the schema’s message, sending nothing', async () => {
    const fetchMock = renderPage();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Code'), 'ete-2026');
    await events.type(screen.getByLabelText('Bonus (€)'), '1500');
    await events.click(screen.getByRole('button', { name: 'Créer le code' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'montant : Le montant ne peut pas dépasser 1 000 €.',
    );
    expect(posted(fetchMock)).toEqual([]);
  });

  it('sends the euros as cents and the code as the schema normalises it', async () => {
    const fetchMock = renderPage();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Code'), ' ete-2026');
    await events.type(screen.getByLabelText('Bonus (€)'), '7,50');
    await events.click(screen.getByRole('button', { name: 'Créer le code' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posted(fetchMock)[0]![1]!.body))).toEqual({
      code: 'ETE-2026',
      montant: 750,
    });
    expect(await screen.findByText('Le code ETE-2026 est créé.')).toBeTruthy();
  });
});
