import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, renderPage } from '../test-utils';
import EmailValidationPage from './email-validation-page';

afterEach(() => vi.unstubAllGlobals());

const pattern = '/validation-email/:hash/:prenom?';

describe('validation screen (docs/product/accounts.md)', () => {
  it('verifies the hash once and congratulates with the capitalised first name', async () => {
    const api = fakeApi(
      on('POST', '/api/register/verify', 200, {
        data: { type: 'utilisateurs', id: 3, attributes: { prenom: 'jean-pierre' } },
      }),
    );
    renderPage(<EmailValidationPage />, pattern, '/validation-email/abc123/jean-pierre');
    expect(
      await screen.findByRole('heading', { name: 'Félicitations Jean-Pierre !' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Publier mon premier trajet' }).getAttribute('href'),
    ).toBe('/en-voiture');
    const verifies = api.calls.filter((call) => call.path === '/api/register/verify');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]!.body).toEqual({ hash: 'abc123' });
  });

  it('greets a Google sign-up without verifying anything', async () => {
    const api = fakeApi();
    renderPage(<EmailValidationPage />, pattern, '/validation-email/verified-by-google/chloé');
    expect(await screen.findByRole('heading', { name: 'Félicitations Chloé !' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('goes to the 404 page when the verification fails', async () => {
    fakeApi(on('POST', '/api/register/verify', 404, { errors: [{ status: '404', detail: 'x' }] }));
    renderPage(<EmailValidationPage />, pattern, '/validation-email/use/lea');
    expect((await screen.findByTestId('ailleurs')).textContent).toBe('/erreur404');
  });

  it('says an account validated by an earlier click is already validated and offers to log in', async () => {
    fakeApi(
      on('POST', '/api/register/verify', 409, {
        errors: [
          {
            status: '409',
            code: 'already_validated',
            detail: 'Votre compte est déjà validé : vous pouvez vous connecter.',
          },
        ],
      }),
    );
    renderPage(<EmailValidationPage />, pattern, '/validation-email/deja/lea');
    expect(await screen.findByRole('heading', { name: 'Compte déjà validé' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Me connecter' }).getAttribute('href')).toBe(
      '/vous-identifier',
    );
  });
});
