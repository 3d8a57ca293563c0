import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openTripChat } from '@/lib/help-chat';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, me, renderAt } from '../test/render';
import { HelpChat } from './help-chat';
import { HelpLauncher } from './help-launcher';

vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: () => undefined,
  useRealtimeSubscribed: () => undefined,
  useRealtimeReconnect: () => undefined,
}));

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('HelpChat', () => {
  it('is closed, opens as help bot, closes, and opens on a trip channel', async () => {
    sessionStore.save('jeton');
    fakeApi((call) => {
      if (call.path === '/api/auth/me') return me(3);
      if (call.path === '/api/message-chat-covoiturage/12')
        return {
          status: 200,
          body: {
            data: [
              {
                id: 1,
                text: 'On part à l’heure',
                prenom: 'Paul',
                time: '2026-11-23 10:00:00',
                avatar: null,
                utilisateur_id: 9,
              },
            ],
          },
        };
      return undefined;
    });
    renderAt(
      <>
        <HelpLauncher />
        <HelpChat />
      </>,
      '/',
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Besoin d’aide ?' }));
    const bot = screen.getByRole('region', { name: 'Aide BonneRoute' });
    expect(bot.textContent).toContain('Je suis l’assistant de BonneRoute');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer l’aide' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Besoin d’aide ?' })).not.toBeNull();

    // Keyboard: the opened chat takes the focus; Escape closes it and gives the focus back.
    await userEvent.click(screen.getByRole('button', { name: 'Besoin d’aide ?' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Besoin d’aide ?' })),
    );

    act(() => openTripChat(12));
    await screen.findByRole('region', { name: 'Discussion du trajet' });
    await screen.findByText('On part à l’heure');
    expect(screen.getByLabelText('Votre message')).not.toBeNull();
  });
});
