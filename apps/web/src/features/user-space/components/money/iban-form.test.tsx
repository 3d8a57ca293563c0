import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IbanForm } from './iban-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <IbanForm userId={3} saved={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('IBAN form (spec §5)', () => {
  it('keeps Valider disabled until iban, nom and prénom are filled', async () => {
    renderForm();
    const user = userEvent.setup();
    const validate = screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement;
    expect(validate.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'FR14');
    await user.type(screen.getByLabelText('Prénom du titulaire'), 'Lou');
    expect(validate.disabled).toBe(true);
    await user.type(screen.getByLabelText('Nom du titulaire', { exact: true }), 'Renard');
    expect(validate.disabled).toBe(false);
  });

  it('refuses a wrong checksum before sending anything', async () => {
    const fetchMock = renderForm();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'IBAN' }),
      'FR15 2004 1010 0505 0001 3M02 606',
    );
    await user.type(screen.getByLabelText('Prénom du titulaire'), 'Lou');
    await user.type(screen.getByLabelText('Nom du titulaire', { exact: true }), 'Renard');
    await user.type(screen.getByLabelText('Adresse'), '1 rue Haute');
    await user.type(screen.getByLabelText('Ville'), 'Namur');
    await user.type(screen.getByLabelText('Code postal'), '5000');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('alert').textContent).toContain('Cet IBAN n’est pas valide');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
