import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, renderPage } from '../test-utils';
import { ForgotPasswordForm } from './forgot-password-form';

afterEach(() => vi.unstubAllGlobals());

const path = '/recuperer-un-mot-de-passe-valide';
const send = () => screen.getByRole('button', { name: 'Recevoir un lien de réinitialisation' });

describe('forgot-password form on POST /password/forgot’s schema', () => {
  it('refuses an invalid address in French without calling the API', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(<ForgotPasswordForm initialEmail="lea@" />, path, path);
    expect(screen.getByLabelText('Adresse email')).toHaveProperty('maxLength', 180);
    await user.click(send());
    expect(await screen.findByText('Cette adresse email n’est pas valide.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Adresse email'));
    await user.click(send());
    expect(await screen.findByText('L’adresse email est obligatoire.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a valid address and shows the server’s message', async () => {
    const api = fakeApi(
      on('POST', '/api/password/forgot', 200, {
        data: { message: 'Un mail de récupération vient de vous être envoyé.' },
      }),
    );
    const user = userEvent.setup();
    renderPage(<ForgotPasswordForm initialEmail="lea@exemple.fr" />, path, path);
    await user.click(send());
    expect(
      await screen.findByText('Un mail de récupération vient de vous être envoyé.'),
    ).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ email: 'lea@exemple.fr' });
  });
});
