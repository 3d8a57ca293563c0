import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, me, renderAt } from '../test/render';
import ChatPage from './chat-page';

// The socket is replaced by a fake the test drives: events and subscription confirmations.
const live = vi.hoisted(() => ({
  onEvent: new Map<string, (data: unknown) => void>(),
  onSubscribed: new Map<string, () => void>(),
}));
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (
    channel: string | null,
    event: string,
    handler: (incoming: { channel: string; event: string; data: unknown }) => void,
  ) => {
    if (channel) live.onEvent.set(channel, (data) => handler({ channel, event, data }));
  },
  useRealtimeSubscribed: (channel: string | null, handler: () => void) => {
    if (channel) live.onSubscribed.set(channel, handler);
  },
  useRealtimeReconnect: () => undefined,
  useRealtimeInterrupted: () => false,
}));

const message = (id: number, text: string, utilisateur_id = 9, prenom = 'Paul') => ({
  id,
  text,
  prenom,
  time: `2026-11-23 10:0${id}:00`,
  avatar: null,
  utilisateur_id,
});

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
  live.onEvent.clear();
  live.onSubscribed.clear();
});

describe('ChatPage', () => {
  it('shows HTML as text, merges live events and catch-up without duplicates', async () => {
    sessionStore.save('jeton');
    const calls = fakeApi((call) => {
      if (call.path === '/api/auth/me') return me(3);
      if (call.method === 'GET' && call.path === '/api/message-chat-covoiturage/5')
        return { status: 200, body: { data: [message(1, '<b>Salut</b> à tous')] } };
      if (call.path === '/api/message-chat-covoiturage/5?apres=2')
        return { status: 200, body: { data: [message(2, 'Deux'), message(3, 'Trois')] } };
      if (call.method === 'POST')
        return { status: 201, body: { data: message(4, 'Je suis là', 3, 'Léa') } };
      return undefined;
    });
    renderAt(<ChatPage />, '/chat-covoiturage/:id', '/chat-covoiturage/5');
    const thread = await screen.findByRole('list', { name: 'Messages de la discussion' });
    await within(thread).findByText('<b>Salut</b> à tous');
    expect(thread.querySelector('b')).toBeNull();

    // A live event, then a reconnection whose catch-up repeats it: shown once.
    act(() => live.onEvent.get('channel-chat-covoiturage.5')!(message(2, 'Deux')));
    await within(thread).findByText('Deux');
    act(() => live.onSubscribed.get('channel-chat-covoiturage.5')!());
    await within(thread).findByText('Trois');
    expect(within(thread).getAllByText('Deux')).toHaveLength(1);
    expect(calls.some((call) => call.path === '/api/message-chat-covoiturage/5?apres=2')).toBe(
      true,
    );

    // My own message: from the POST answer, and once more from the broadcast.
    await userEvent.type(screen.getByLabelText('Votre message'), 'Je suis là');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await within(thread).findByText('Je suis là');
    act(() => live.onEvent.get('channel-chat-covoiturage.5')!(message(4, 'Je suis là', 3, 'Léa')));
    expect(within(thread).getAllByText('Je suis là')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      texte: 'Je suis là',
      utilisateur_id: '3',
    });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .filter(Boolean),
    ).toEqual([
      // « Bloquer » beside every other member's name, and each of their messages can be reported.
      'Paul · 10:01Bloquer<b>Salut</b> à tousSignaler le message de Paul',
      'Paul · 10:02BloquerDeuxSignaler le message de Paul',
      'Paul · 10:03BloquerTroisSignaler le message de Paul',
      'Vous · 10:04Je suis là',
    ]);
  });

  it('shows the flood refusal in French and keeps the text', async () => {
    sessionStore.save('jeton');
    fakeApi((call) => {
      if (call.path === '/api/auth/me') return me(3);
      if (call.method === 'GET') return { status: 200, body: { data: [] } };
      return {
        status: 429,
        body: { errors: [{ status: '429', detail: 'Vous écrivez trop vite !' }] },
      };
    });
    renderAt(<ChatPage />, '/chat-covoiturage/:id', '/chat-covoiturage/5');
    await screen.findByText('Pas de message.');
    await userEvent.type(screen.getByLabelText('Votre message'), 'Encore');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vous écrivez trop vite !');
    expect((screen.getByLabelText('Votre message') as HTMLInputElement).value).toBe('Encore');
  });

  it('shows the 404 page when the trip does not exist', async () => {
    sessionStore.save('jeton');
    fakeApi((call) => (call.path === '/api/auth/me' ? me(3) : undefined));
    renderAt(<ChatPage />, '/chat-covoiturage/:id', '/chat-covoiturage/5');
    await waitFor(() => expect(screen.queryByTestId('ailleurs')).not.toBeNull());
  });

  it('reads the trip id as the server does: « 1e3 » is no trip, trip 1000 is never asked for', async () => {
    sessionStore.save('jeton');
    const calls = fakeApi((call) => (call.path === '/api/auth/me' ? me(3) : undefined));
    renderAt(<ChatPage />, '/chat-covoiturage/:id', '/chat-covoiturage/1e3');
    await waitFor(() => expect(screen.queryByTestId('ailleurs')).not.toBeNull());
    // Number('1e3') would have asked for trip 1000.
    expect(calls.some((call) => call.path.startsWith('/api/message-chat-covoiturage/1000'))).toBe(
      false,
    );
  });
});
