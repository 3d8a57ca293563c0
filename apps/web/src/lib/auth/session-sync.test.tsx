import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_EXTENSION_MS, sessionStore } from '../session-store';
import { useSessionNavigation } from './session-sync';

function Shell() {
  useSessionNavigation();
  return (
    <>
      <Link to="/b">page b</Link>
      <Outlet />
    </>
  );
}

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/a', element: <p>a</p> },
          { path: '/b', element: <p>b</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=jeton-csrf';
});
afterEach(() => vi.unstubAllGlobals());

describe('session extension mirrored on the server (docs/product/accounts.md: docs/decisions.md)', () => {
  it('extends 60 s per navigation and reports the navigations in one call', async () => {
    const fetchMock = answer(200, { data: { expires_at: '2030-01-01T00:00:00.000Z' } });
    vi.stubGlobal('fetch', fetchMock);
    const start = Date.now() + 3600_000;
    sessionStore.save('jeton', start);
    renderShell();
    await act(async () => screen.getByText('page b').click());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sessionStore.get()?.expiresAt).toBe(start + 2 * NAVIGATION_EXTENSION_MS);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/extend');
    expect(JSON.parse(String(init.body))).toEqual({ navigations: 2 });
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer jeton');
    expect(sessionStore.pendingNavigations()).toBe(0);
  });

  it('ends the session here when the server holds less time', async () => {
    // The server credited nothing (too soon) and has 10 minutes left.
    vi.stubGlobal(
      'fetch',
      answer(200, { data: { expires_at: '2030-01-01T00:00:00.000Z', expires_in_ms: 600_000 } }),
    );
    sessionStore.save('jeton', Date.now() + 3600_000);
    renderShell();
    await waitFor(() => expect(sessionStore.get()!.expiresAt).toBeLessThan(Date.now() + 600_000), {
      timeout: 3000,
    });
    // Less the server's 30 s of grace, so the browser notices the end first.
    const left = sessionStore.get()!.expiresAt - Date.now();
    expect(left).toBeGreaterThan(600_000 - 30_000 - 2000);
    expect(left).toBeLessThanOrEqual(600_000 - 30_000);
    expect(sessionStore.get()!.token).toBe('jeton');
  });

  it('forgets a session the server has ended', async () => {
    vi.stubGlobal('fetch', answer(401, { errors: [{ status: '401', detail: 'Session expirée' }] }));
    sessionStore.save('jeton-revoque');
    renderShell();
    await waitFor(() => expect(sessionStore.get()).toBeNull(), { timeout: 3000 });
  });

  it('keeps the count when the network fails, for the next report', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('réseau'))),
    );
    sessionStore.save('jeton');
    renderShell();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sessionStore.pendingNavigations()).toBe(1);
    expect(sessionStore.get()?.token).toBe('jeton');
  });
});
