import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session-store';
import { useCurrentUser } from './use-current-user';

function Who() {
  const { user } = useCurrentUser();
  return <p>{user ? user.prenom : 'anonyme'}</p>;
}

function renderWho() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  render(
    <QueryClientProvider client={client}>
      <Who />
    </QueryClientProvider>,
  );
}

beforeEach(() => sessionStore.save('jeton-valide'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('useCurrentUser: only a real 401 ends the session', () => {
  it('keeps the token when /auth/me is aborted by a navigation, and loads the user again', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ data: { id: 1, prenom: 'Camille' } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderWho();
    expect(await screen.findByText('Camille')).toBeTruthy();
    expect(sessionStore.get()?.token).toBe('jeton-valide');
  });

  it('logs out when the server answers 401', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ errors: [{ status: '401', detail: 'Non authentifié.' }] }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWho();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('anonyme')).toBeTruthy();
  });
});
