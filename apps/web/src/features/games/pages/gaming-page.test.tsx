import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import GamingPage from './gaming-page';

describe('GamingPage (docs/product/content-and-games.md: Activités en voiture)', () => {
  it('opens the chosen activity in a frame with its id and mode CPU', () => {
    Element.prototype.scrollIntoView = vi.fn();
    const router = createMemoryRouter([{ path: '/gaming', element: <GamingPage /> }], {
      initialEntries: ['/gaming'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.queryByTitle(/Activité :/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Puzzles/ }));
    expect(screen.getByTitle('Activité : Puzzles').getAttribute('src')).toBe(
      '/activites/puzzles?mode=CPU',
    );
    expect(router.state.location.search).toBe('?activite=puzzles');
    expect(screen.getByRole('button', { name: /^Puzzles/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
