import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status: number; body?: unknown };
type Handler = (call: FakeCall) => Reply | undefined;

/**
 * A fake API behind `fetch`: each handler may answer a call; unanswered calls get a 404. Every
 * call is recorded (FormData bodies as plain objects).
 */
export function fakeApi(...handlers: Handler[]) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    let body: unknown = init.body;
    if (init.body instanceof FormData) body = Object.fromEntries(init.body.entries());
    else if (typeof init.body === 'string') body = JSON.parse(init.body);
    const call = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
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
  });
  document.cookie = 'XSRF-TOKEN=jeton-csrf';
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** Answers `method path` (path may start with it) with `status` and `body`. */
export const on =
  (method: string, path: string, status: number, body?: unknown): Handler =>
  (call) =>
    call.method === method && call.path.startsWith(path) ? { status, body } : undefined;

function Where() {
  const location = useLocation();
  return <p data-testid="ailleurs">{location.pathname + location.search}</p>;
}

/** Renders a page at `path` (route pattern `pattern`) with a query client; other paths show "ailleurs". */
export function renderPage(page: ReactElement, pattern: string, path: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <Where /> },
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
