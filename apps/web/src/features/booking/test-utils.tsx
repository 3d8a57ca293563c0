import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status: number; body?: unknown } | undefined;

/** A fake /api behind `fetch` (features keep their own test helpers: no cross-feature import). */
export function fakeApi(...handlers: Handler[]) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname + url.search,
        body: init.body,
      };
      calls.push(call);
      const reply = handlers.map((handler) => handler(call)).find(Boolean) ?? {
        status: 404,
        body: { errors: [{ status: '404', detail: 'Introuvable' }] },
      };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  document.cookie = 'XSRF-TOKEN=jeton-csrf';
  return { calls };
}

export const on =
  (method: string, path: string, status: number, body?: unknown): Handler =>
  (call) =>
    call.method === method && call.path.startsWith(path) ? { status, body } : undefined;

export function renderPage(page: ReactElement, pattern: string, path: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <p>ailleurs</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
