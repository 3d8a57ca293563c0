import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, on, renderPage } from '../test-utils';
import LoginPage from './login-page';

afterEach(() => vi.unstubAllGlobals());

const config = on('GET', '/api/auth/config', 200, { data: { google_client_id: null } });
const wrong = on('POST', '/api/login', 401, {
  errors: [
    {
      status: '401',
      detail: 'Adresse email ou mot de passe incorrect.',
      code: 'invalid_credentials',
    },
  ],
});
const loginOk = (token: string) =>
  on('POST', '/api/login', 200, {
    data: {
      type: 'token',
      attributes: { token, expires_at: '', utilisateur_id: 1, prenom: 'Léa' },
    },
  });
const forgotLink = () =>
  screen.queryByRole('link', { name: "Je crois que j'ai oublié mon mot de passe" });

async function attempt(user: ReturnType<typeof userEvent.setup>, password: string) {
  const field = screen.getByLabelText('Mot de passe', { exact: true });
  await user.clear(field);
  await user.type(field, `${password}{Enter}`);
}

describe('login page (docs/product/accounts.md)', () => {
  it('removes the stored token on entry and revokes it on the server', async () => {
    const api = fakeApi(config, on('POST', '/api/auth/logout', 204));
    sessionStore.save('ancien-jeton', Date.now() - 1000);
    renderPage(<LoginPage />, '/vous-identifier', '/vous-identifier');
    expect(sessionStore.get()).toBeNull();
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/api/auth/logout')?.headers.authorization,
      ).toBe('Bearer ancien-jeton'),
    );
  });

  it('shows the inactivity message with deconnexion_automatique', async () => {
    fakeApi(config);
    renderPage(<LoginPage />, '/vous-identifier', '/vous-identifier?deconnexion_automatique=1');
    expect(
      await screen.findByText(
        "Vous avez été déconnecté par manque d'activité sur le site. Veuillez-vous reconnecter.",
      ),
    ).toBeTruthy();
  });

  it('offers the forgot link after 1 to 4 failed attempts, Enter submitting', async () => {
    fakeApi(config, wrong);
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/vous-identifier', '/vous-identifier');
    await user.type(screen.getByLabelText('Adresse email'), 'lea@exemple.fr');
    expect(forgotLink()).toBeNull();
    for (let failures = 1; failures <= 5; failures += 1) {
      await attempt(user, `Mauvais#${failures}`);
      await waitFor(() =>
        expect(screen.getAllByText('Adresse email ou mot de passe incorrect.')).toHaveLength(1),
      );
      await waitFor(() => expect(Boolean(forgotLink())).toBe(failures <= 4));
    }
    expect(sessionStore.get()).toBeNull();
  });

  it('stores the token, says "Connexion réussie" and goes to the referer', async () => {
    fakeApi(config, loginOk('nouveau'));
    const user = userEvent.setup();
    renderPage(
      <LoginPage />,
      '/vous-identifier',
      '/vous-identifier?referer=%2Futilisateurs%2Finfos',
    );
    await user.type(screen.getByLabelText('Adresse email'), 'lea@exemple.fr');
    await attempt(user, 'Motdepasse#1');
    expect(await screen.findByText('Connexion réussie')).toBeTruthy();
    expect(sessionStore.validToken()).toBe('nouveau');
    expect((await screen.findByTestId('ailleurs', {}, { timeout: 3000 })).textContent).toBe(
      '/utilisateurs/infos',
    );
  });

  it('ignores a referer to another site', async () => {
    fakeApi(config, loginOk('t'));
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/vous-identifier', '/vous-identifier?referer=%2F%2Fevil.example');
    await user.type(screen.getByLabelText('Adresse email'), 'lea@exemple.fr');
    await attempt(user, 'Motdepasse#1');
    expect((await screen.findByTestId('ailleurs', {}, { timeout: 3000 })).textContent).toBe(
      '/utilisateurs',
    );
  });
});
