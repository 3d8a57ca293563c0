import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authTexts } from '@bonneroute/shared/auth';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, on, renderPage } from '../test-utils';
import RegisterPage from './register-page';

afterEach(() => vi.unstubAllGlobals());

const config = on('GET', '/api/auth/config', 200, { data: { google_client_id: null } });

async function fillSteps1to3(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Adresse email'), ' Zoe@Exemple.fr ');
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  await user.type(await screen.findByLabelText('Prénom'), 'Zoé');
  await user.type(screen.getByLabelText('Nom'), 'Lambert');
  await user.type(screen.getByLabelText('Date de naissance'), '17051990');
  expect(screen.getByLabelText('Date de naissance')).toHaveProperty('value', '17/05/1990');
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  await user.click(await screen.findByLabelText('Ni l’un ni l’autre'));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
}

describe('registration in 5 steps (docs/product/accounts.md)', () => {
  it('checks the e-mail, collects every field and posts docs/product payload', async () => {
    const api = fakeApi(
      config,
      on('GET', '/api/utilisateurs', 200, { data: [] }),
      on('POST', '/api/register', 201, { data: { id: 42 } }),
    );
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/inscription-bonneroutier', '/inscription-bonneroutier');
    await fillSteps1to3(user);

    const submit = await screen.findByRole('button', { name: "C'est parti !" });
    await user.type(screen.getByLabelText('Mot de passe', { exact: true }), 'Motdepasse#1');
    await user.type(
      screen.getByLabelText('Confirmation du mot de passe', { exact: true }),
      'Motdepasse#',
    );
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirmation du mot de passe', { exact: true }), '1');
    expect(submit).toHaveProperty('disabled', false);
    // The terms' box starts unchecked, and nothing is sent until it is checked.
    const terms = screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ });
    expect(terms).toHaveProperty('checked', false);
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(authTexts.termsRequired);
    expect(document.activeElement).toBe(terms);
    expect(api.calls.some((call) => call.path === '/api/register')).toBe(false);
    await user.click(terms);
    await user.click(screen.getByRole('checkbox', { name: /lettre d’information/ }));
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Merci !' })).toBeTruthy();
    expect(screen.getByText(/Un mail vient de vous être envoyé à/).textContent).toContain(
      'zoe@exemple.fr',
    );
    const check = api.calls.find((call) => call.path.startsWith('/api/utilisateurs'));
    expect(decodeURIComponent(check!.path)).toBe(
      '/api/utilisateurs?filter[email]=zoe@exemple.fr&filter[activated]=1',
    );
    expect(api.calls.find((call) => call.path === '/api/register')?.body).toEqual({
      nom: 'Lambert',
      prenom: 'Zoé',
      email: 'zoe@exemple.fr',
      sexe: 'X',
      date_naissance: '1990-05-17',
      password: 'Motdepasse#1',
      password_confirmation: 'Motdepasse#1',
      cgu: '1',
      newsletter: '1',
    });
  });

  it('stops at step 1 when the address is taken', async () => {
    fakeApi(config, on('GET', '/api/utilisateurs', 200, { data: [{ email: 'zoe@exemple.fr' }] }));
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/inscription-bonneroutier', '/inscription-bonneroutier');
    await user.type(screen.getByLabelText('Adresse email'), 'zoe@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Cette adresse email est déjà enregistrée.')).toBeTruthy();
    expect(screen.getByText('Étape 1 sur 5')).toBeTruthy();
  });

  it('refuses an impossible birth date with the documented message', async () => {
    fakeApi(config, on('GET', '/api/utilisateurs', 200, { data: [] }));
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/inscription-bonneroutier', '/inscription-bonneroutier');
    await user.type(screen.getByLabelText('Adresse email'), 'zoe@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.type(await screen.findByLabelText('Prénom'), 'Zoé');
    await user.type(screen.getByLabelText('Nom'), 'Lambert');
    await user.type(screen.getByLabelText('Date de naissance'), '31021990');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(
      screen.getByText(
        "Cette date de naissance n'est pas correcte. Merci de renseignée une date correcte.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Étape 2 sur 5')).toBeTruthy();
  });

  it('shows the server’s refusal on the password step, without offering a resend', async () => {
    // An address waiting for its validation is signed up again (the new sign-up replaces the
    // pending one); only a second sign-up within the minute is refused.
    fakeApi(
      config,
      on('GET', '/api/utilisateurs', 200, { data: [] }),
      on('POST', '/api/register', 429, {
        errors: [{ status: '429', detail: 'Réessayez dans une minute.', code: 'mail_too_soon' }],
      }),
    );
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/inscription-bonneroutier', '/inscription-bonneroutier');
    await fillSteps1to3(user);
    await user.type(await screen.findByLabelText('Mot de passe', { exact: true }), 'Motdepasse#1');
    await user.type(
      screen.getByLabelText('Confirmation du mot de passe', { exact: true }),
      'Motdepasse#1',
    );
    await user.click(screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ }));
    await user.click(screen.getByRole('button', { name: "C'est parti !" }));
    expect(await screen.findByText('Réessayez dans une minute.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renvoyer le mail de validation' })).toBeNull();
    expect(screen.getByText('Étape 4 sur 5')).toBeTruthy();
  });

  it('sends a visitor with a stored token home', async () => {
    fakeApi(config);
    sessionStore.save('jeton');
    renderPage(<RegisterPage />, '/inscription-bonneroutier', '/inscription-bonneroutier');
    expect((await screen.findByTestId('ailleurs')).textContent).toBe('/');
  });
});
