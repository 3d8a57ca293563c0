import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADER_HIDE_MS, RouteLoader } from './route-loader';

/** A page whose data arrives when the test says so. */
function pageWithData(load: () => Promise<string>) {
  return function Page() {
    const query = useQuery({ queryKey: ['page'], queryFn: load });
    return (
      <>
        <RouteLoader />
        <p>{query.data ?? 'en attente'}</p>
      </>
    );
  };
}

function renderAt(Page: () => React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const bar = () => screen.queryByTestId('route-loader');

describe('the navigation loader', () => {
  afterEach(() => vi.useRealTimers());

  it('shows while the page’s data is coming and hides as soon as it is there', async () => {
    let resolve!: (value: string) => void;
    renderAt(pageWithData(() => new Promise<string>((done) => (resolve = done))));
    await waitFor(() => expect(bar()).not.toBeNull());
    await act(async () => resolve('Trajets du jour'));
    expect(await screen.findByText('Trajets du jour')).toBeTruthy();
    // No lingering: the bar is gone with the content there, long before 1.8 s.
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 300 });
  });

  it('hides after 1.8 s even while a request is still pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt(pageWithData(() => new Promise<string>(() => {})));
    await act(async () => vi.advanceTimersByTimeAsync(20));
    expect(bar()).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(LOADER_HIDE_MS - 200));
    expect(bar()).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(bar()).toBeNull();
  });

  it('shows nothing on a page that loads nothing', async () => {
    renderAt(() => <RouteLoader />);
    await act(async () => undefined);
    expect(bar()).toBeNull();
  });
});
