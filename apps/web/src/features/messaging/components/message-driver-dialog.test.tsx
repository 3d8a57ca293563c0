import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, me, renderAt } from '../test/render';
import { MessageDriverDialog } from './message-driver-dialog';

const trip = { id: 42, utilisateur_id: 7, conducteur: { prenom: 'Paul' } };

beforeEach(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MessageDriverDialog', () => {
  it('sends the question as docs/product says and shows the notice for 9 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.save('jeton');
    const calls = fakeApi((call) => {
      if (call.path === '/api/auth/me') return me(3);
      if (call.method === 'POST' && call.path === '/api/trajets/42/messages')
        return {
          status: 201,
          body: { data: {}, meta: { coordonnees_masquees: false, avis: null } },
        };
      return undefined;
    });
    const onClose = vi.fn();
    renderAt(<MessageDriverDialog trip={trip} open onClose={onClose} />, '/t/:id', '/t/42');
    const field = await screen.findByLabelText('Votre question à Paul');
    const send = screen.getByRole('button', { name: 'Envoyer' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(field, '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(field, 'Un vélo tient-il dans le coffre ?');
    await userEvent.click(send);

    await screen.findByText(/Votre message a bien été envoyé !/);
    expect(onClose).toHaveBeenCalled();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      trajet_id: '42',
      utilisateur_id: '3',
      destinataire_id: '7',
      objet: 'Demande d’information',
      message: 'Un vélo tient-il dans le coffre ?',
      is_public: '1',
    });

    act(() => vi.advanceTimersByTime(8900));
    expect(screen.queryByText(/Votre message a bien été envoyé !/)).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(/Votre message a bien été envoyé !/)).toBeNull();
  });

  it('limits the text to 255 characters and shows a refusal in French', async () => {
    sessionStore.save('jeton');
    fakeApi((call) => {
      if (call.path === '/api/auth/me') return me(3);
      if (call.method === 'POST')
        return {
          status: 429,
          body: { errors: [{ status: '429', detail: 'Patientez quelques minutes.' }] },
        };
      return undefined;
    });
    renderAt(<MessageDriverDialog trip={trip} open onClose={() => {}} />, '/t/:id', '/t/42');
    const field = await screen.findByLabelText('Votre question à Paul');
    expect(field.getAttribute('maxlength')).toBe('255');
    await userEvent.type(field, 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Patientez quelques minutes.');
    expect((field as HTMLTextAreaElement).value).toBe('Bonjour');
  });

  it('asks a visitor to log in, coming back to the trip', async () => {
    fakeApi(() => undefined);
    renderAt(<MessageDriverDialog trip={trip} open onClose={() => {}} />, '/t/:id', '/t/42');
    await screen.findByText('Connectez-vous pour écrire au conducteur.');
    expect(screen.getByRole('link', { name: 'Me connecter' }).getAttribute('href')).toBe(
      '/vous-identifier?referer=%2Ft%2F42',
    );
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});
