import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openContactDialog } from '@/lib/contact-dialog';
import { fakeApi, renderAt } from '../test/render';
import { ContactDialog } from './contact-dialog';

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fillAndSend(values: { nom: string; email: string; message: string }) {
  act(() => openContactDialog());
  await userEvent.type(await screen.findByLabelText('Votre nom'), values.nom);
  await userEvent.type(screen.getByLabelText('Votre adresse e-mail'), values.email);
  await userEvent.type(screen.getByLabelText('Votre message'), values.message);
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
}

describe('ContactDialog', () => {
  it('sends the request and confirms it for 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeApi((call) =>
      call.path === '/api/admin/public-message'
        ? { status: 201, body: { data: { id: 1 } } }
        : undefined,
    );
    renderAt(<ContactDialog />, '/', '/');
    await fillAndSend({
      nom: 'Léa',
      email: 'lea@exemple.fr',
      message: 'Un chien est-il accepté ?',
    });
    await screen.findByText('Votre demande de prise de contact à été envoyé!');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nom: 'Léa',
      email: 'lea@exemple.fr',
      message: 'Un chien est-il accepté ?',
    });
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.queryByText('Votre demande de prise de contact à été envoyé!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Votre demande de prise de contact à été envoyé!')).toBeNull();
  });

  it('says in French what is wrong before sending anything', async () => {
    const calls = fakeApi(() => undefined);
    renderAt(<ContactDialog />, '/', '/');
    await fillAndSend({ nom: 'Léa', email: 'pas-une-adresse', message: ' ' });
    await screen.findByText('Cette adresse e-mail n’est pas valide.');
    expect(screen.getByText('Votre message est vide.')).not.toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByLabelText('Votre message').getAttribute('maxlength')).toBe('250');
  });

  it('tells a flooding visitor to wait', async () => {
    fakeApi(() => ({
      status: 429,
      body: { errors: [{ status: '429', detail: 'Patientez une heure.' }] },
    }));
    renderAt(<ContactDialog />, '/', '/');
    await fillAndSend({ nom: 'Léa', email: 'lea@exemple.fr', message: 'Encore moi' });
    expect((await screen.findByRole('alert')).textContent).toBe('Patientez une heure.');
  });
});
