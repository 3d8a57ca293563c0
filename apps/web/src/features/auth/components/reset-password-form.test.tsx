import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBodySchema } from '@bonneroute/shared/auth';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { fakeApi, on, renderPage } from '../test-utils';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => vi.unstubAllGlobals());

const path = '/reset-mot-de-passe';
const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('reset form on POST /password/reset’s schema', () => {
  it('bounds both fields by the server’s password length', () => {
    fakeApi();
    renderPage(<ResetPasswordForm token="jeton" email="lea@exemple.fr" />, path, path);
    const max = maxLengthOf(resetBodySchema.shape.password);
    expect(max).toBe(48);
    expect(field('Nouveau mot de passe')).toHaveProperty('maxLength', max);
    expect(field('Confirmation du mot de passe')).toHaveProperty('maxLength', max);
  });

  it('enables the button once the reset rules hold (10 characters) and posts the body', async () => {
    const api = fakeApi(on('POST', '/api/password/reset', 200, { data: { message: 'ok' } }));
    const user = userEvent.setup();
    renderPage(<ResetPasswordForm token="jeton" email="lea@exemple.fr" />, path, path);
    const submit = screen.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' });
    await user.type(field('Nouveau mot de passe'), 'Motdepa#1');
    await user.type(field('Confirmation du mot de passe'), 'Motdepa#1');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(field('Nouveau mot de passe'), 'x');
    await user.type(field('Confirmation du mot de passe'), 'x');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(
      await screen.findByText(/Votre nouveau mot de passe a bien été enregistré/),
    ).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      email: 'lea@exemple.fr',
      token: 'jeton',
      password: 'Motdepa#1x',
      password_confirmation: 'Motdepa#1x',
    });
  });
});
