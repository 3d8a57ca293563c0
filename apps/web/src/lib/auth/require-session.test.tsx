import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../session-store';
import { RequireSession } from './require-session';

function Where() {
  const location = useLocation();
  return <p>à {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/vous-identifier', element: <Where /> },
      {
        path: '/utilisateurs/trajets',
        element: (
          <RequireSession>
            <p>page protégée</p>
          </RequireSession>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequireSession (docs/product/accounts.md: guard behaviour)', () => {
  it('sends a visitor without token to the login page with the referer', async () => {
    renderAt('/utilisateurs/trajets?type=passager');
    expect(
      await screen.findByText(
        'à /vous-identifier?referer=%2Futilisateurs%2Ftrajets%3Ftype%3Dpassager',
      ),
    ).toBeTruthy();
  });

  it('sends an expired session there with deconnexion_automatique=true', async () => {
    sessionStore.save('abc', Date.now() - 1000);
    renderAt('/utilisateurs/trajets');
    expect(
      await screen.findByText(/deconnexion_automatique=true&referer=%2Futilisateurs%2Ftrajets$/),
    ).toBeTruthy();
  });

  it('shows the page to a valid session', async () => {
    sessionStore.save('abc');
    renderAt('/utilisateurs/trajets');
    expect(await screen.findByText('page protégée')).toBeTruthy();
  });
});
