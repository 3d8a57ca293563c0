import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { takeHash, useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'vivant' : 'html'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server render and true in the browser’s own render', () => {
    expect(renderToString(<Probe />)).toContain('html');
    render(<Probe />);
    expect(screen.getByText('vivant').textContent).toBe('vivant');
  });
});

describe('takeHash', () => {
  it('takes a click kept in the address once, and leaves the address clean', () => {
    window.history.replaceState(null, '', '/accueil?x=1#aide');
    expect(takeHash('#menu-mobile')).toBe(false);
    expect(takeHash('#aide')).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/accueil?x=1',
    );
    expect(takeHash('#aide')).toBe(false);
  });
});
