import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { createRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
