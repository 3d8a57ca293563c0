import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppInstallBanners } from './app-install-banners';
import { appInstallStore } from './app-install-store';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the installable app’s banners', () => {
  it('says a new version is there and reloads into it on « Recharger »', async () => {
    const update = vi.fn(async () => undefined);
    render(<AppInstallBanners />);
    expect(screen.queryByText(/nouvelle version/)).toBeNull();
    act(() => appInstallStore.updateWaiting(update));
    expect(screen.getByRole('status').textContent).toContain('Une nouvelle version est disponible');
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(update).toHaveBeenCalledOnce();
  });
});
