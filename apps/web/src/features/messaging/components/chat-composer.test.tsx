import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../test/render';
import { ChatComposer } from './chat-composer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = { id: 4, text: 'Je suis là', prenom: 'Léa', time: '2026-11-23 10:04:00' };

describe('ChatComposer (the server’s chat message schema decides)', () => {
  it('waits while the text is blank, sends it trimmed, then empties the field', async () => {
    const calls = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 201, body: { data: { ...sent, avatar: null, utilisateur_id: 3 } } }
        : undefined,
    );
    const onSent = vi.fn();
    renderAt(<ChatComposer tripId={5} userId={3} onSent={onSent} />, '/', '/');
    const field = screen.getByLabelText('Votre message') as HTMLInputElement;
    const send = screen.getByRole('button', { name: 'Envoyer' }) as HTMLButtonElement;
    expect(field.maxLength).toBe(255);
    await vi.waitFor(() => expect(send.disabled).toBe(true));
    await userEvent.type(field, '   ');
    expect(send.disabled).toBe(true);
    await userEvent.type(field, 'Je suis là  {Enter}');
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      texte: 'Je suis là',
      utilisateur_id: '3',
    });
    await vi.waitFor(() => expect(field.value).toBe(''));
    expect(send.disabled).toBe(true);
  });
});
