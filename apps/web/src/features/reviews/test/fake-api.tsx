import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** A fake `/api` behind fetch: `answer` replies to each call (undefined: 404); calls are kept. */
export function fakeApi(answer: (call: Call) => { status: number; body?: unknown } | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body =
        typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      const call = { method: init.method ?? 'GET', path: url.pathname + url.search, body };
      calls.push(call);
      const reply = answer(call) ?? {
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
  return calls;
}

/** Renders `element` at `path` (route `pattern`). */
export function renderAt(element: ReactElement, pattern: string, path: string) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
