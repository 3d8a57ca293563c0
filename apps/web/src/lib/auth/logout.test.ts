import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session-store';
import { logout } from './logout';

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const assign = vi.fn();
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('logout (docs/product/accounts.md)', () => {
  it('revokes the session, clears the token and goes home', async () => {
    document.cookie = 'XSRF-TOKEN=jeton-csrf';
    const fetchMock = answer(204);
    vi.stubGlobal('location', { assign });
    sessionStore.save('jeton');
    await logout();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sessionStore.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('goes to the login page when the server answers 401, logging the detail', async () => {
    document.cookie = 'XSRF-TOKEN=jeton-csrf';
    answer(401, { errors: [{ status: '401', detail: 'Votre session a expiré.' }] });
    vi.stubGlobal('location', { assign });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    sessionStore.save('jeton');
    await logout();
    expect(info).toHaveBeenCalledWith('Votre session a expiré.');
    expect(sessionStore.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/vous-identifier');
    info.mockRestore();
  });
});
