import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authTexts } from '@bonneroute/shared/auth';
import type { AdminUser } from '@bonneroute/shared/admin';
import { AccountCorrectionDialog } from './account-correction-dialog';

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => vi.unstubAllGlobals());

const member: AdminUser = {
  id: 9,
  prenom: 'Rémi',
  nom: 'Oubli',
  email: 'remi@exemple.fr',
  role: 'USER',
  activated: 1,
  created_at: '2026-01-01T10:00:00Z',
  suspendu_le: null,
  motif_suspension: null,
};

function renderDialog() {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountCorrectionDialog user={member} onClose={() => undefined} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { fetchMock, onDone };
}

describe('account correction dialog (identityCorrectionBodySchema, accountRemovalBodySchema)', () => {
  it('refuses a first name the schema refuses, with its message, and sends nothing', async () => {
    const { fetchMock } = renderDialog();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Prénom corrigé'), '1234');
    await events.type(screen.getByLabelText('Motif (lu par la personne)'), 'Pièce d’identité');
    const save = screen.getByRole('button', { name: 'Enregistrer la correction' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(authTexts.nameInvalid));
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes the phone number with the reason alone, trimmed by the schema', async () => {
    const { fetchMock, onDone } = renderDialog();
    const events = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Enregistrer la correction' });
    await events.click(screen.getByLabelText('Retirer le numéro de téléphone'));
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await events.type(screen.getByLabelText('Motif (lu par la personne)'), ' Numéro d’un tiers ');
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await events.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Le numéro est retiré.'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toContain('/corrections/telephone');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ motif: 'Numéro d’un tiers' });
  });
});
