import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loginBodySchema } from '@bonneroute/shared/auth';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { renderPage } from '../test-utils';
import { LoginForm } from './login-form';

function renderForm() {
  const onSubmit = vi.fn();
  renderPage(
    <LoginForm status="idle" error={null} failures={0} onSubmit={onSubmit} />,
    '/vous-identifier',
    '/vous-identifier',
  );
  return onSubmit;
}
const password = () => screen.getByLabelText('Mot de passe', { exact: true });

describe('login form on POST /login’s schema', () => {
  it('takes its limits and required fields from the schema', () => {
    renderForm();
    const email = screen.getByLabelText('Adresse email');
    expect(email).toHaveProperty('maxLength', maxLengthOf(loginBodySchema.shape.email));
    expect(email).toHaveProperty('maxLength', 180);
    expect(password()).toHaveProperty('maxLength', 256);
    expect(email).toHaveProperty('required', true);
    expect(password()).toHaveProperty('required', true);
  });

  it('shows the schema’s French messages and does not log in', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse email'), 'lea@');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Cette adresse email n’est pas valide.')).toBeTruthy();
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the address and password as typed', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse email'), 'Lea@Exemple.fr');
    await user.type(password(), 'Motdepasse#1{Enter}');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Lea@Exemple.fr', 'Motdepasse#1'));
  });
});
