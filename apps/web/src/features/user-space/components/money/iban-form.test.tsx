import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IbanForm } from './iban-form';

afterEach(() => vi.unstubAllGlobals());

type Profile = Parameters<typeof IbanForm>[0]['profile'];

function renderForm(profile: Profile = null) {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <IbanForm userId={3} saved={null} profile={profile} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('IBAN form (docs/product/booking-and-money.md)', () => {
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

  it('starts from the profile’s Belgian address and refuses a French postcode for Belgium', async () => {
    const fetchMock = renderForm({
      adresse: 'Rue Neuve 1',
      ville: 'Bruxelles',
      code_postal: '1000',
      pays_residence: 'BE',
    });
    const user = userEvent.setup();
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).value).toBe('BE');
    expect((screen.getByLabelText('Code postal') as HTMLInputElement).value).toBe('1000');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'BE68 5390 0754 7034');
    await user.type(screen.getByLabelText('Prénom du titulaire'), 'Anna');
    await user.type(screen.getByLabelText('Nom du titulaire', { exact: true }), 'Peeters');
    await user.clear(screen.getByLabelText('Code postal'));
    await user.type(screen.getByLabelText('Code postal'), '75001');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Ce code postal ne correspond pas au pays (Belgique)',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
