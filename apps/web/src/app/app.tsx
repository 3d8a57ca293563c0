import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { createRouter } from './router';

/** `queryClient` is given when hydrating a server-rendered page (main.tsx). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(() => createRouter({ hydrating: queryClient !== undefined }));
  // Set once the first render is committed (hydration done), for the browser tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
