import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authTexts } from '@bonneroute/shared/auth';
import { GeneralForm } from './general-form';
import { readBirthDate } from './birth-date-dialog';
import { aUser } from './test-user';

afterEach(() => vi.unstubAllGlobals());

const user = aUser({ nationalite: null, pays_residence: null });

function renderForm() {
  const fetchMock = vi.fn(async () => new Response('{"data":[]}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <GeneralForm user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('profile general form (docs/product/user-space.md: Profile save)', () => {
  it('highlights the empty required fields with the documented message and sends nothing', async () => {
    const fetchMock = renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      screen.getByText(
        'Un des champs requis n’est pas renseigné. Veuillez le remplir pour valider la saisie.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Nationalité').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Pays de résidence').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it(
    'takes its limits and messages from the server schema (profileFormSchema)',
    { timeout: 15_000 },
    async () => {
      const fetchMock = renderForm();
      const nom = screen.getByLabelText('Nom') as HTMLInputElement;
      expect(nom.maxLength).toBe(75);
      expect((screen.getByLabelText('Code postal') as HTMLInputElement).maxLength).toBe(10);
      const events = userEvent.setup();
      await events.selectOptions(screen.getByLabelText('Nationalité'), 'FR');
      await events.selectOptions(screen.getByLabelText('Pays de résidence'), 'FR');
      await events.clear(nom);
      await events.type(nom, '1234');
      await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(screen.getByText(authTexts.nameInvalid)).toBeTruthy();
      expect(nom.getAttribute('aria-invalid')).toBe('true');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('lists FR, BE, LU, CH first, then the other countries in French', () => {
    renderForm();
    const options = [...(screen.getByLabelText('Nationalité') as HTMLSelectElement).options];
    expect(options.slice(1, 5).map((option) => option.value)).toEqual(['FR', 'BE', 'LU', 'CH']);
    expect(options.map((option) => option.text)).toContain('Allemagne');
    expect(options.length).toBeGreaterThan(240);
  });
});

describe('birth date dialog reading (docs/product/user-space.md)', () => {
  it('converts JJ/MM/YYYY and refuses other formats or ages outside 16–90', () => {
    expect(readBirthDate('15/03/1990')).toEqual({ iso: '1990-03-15' });
    expect(readBirthDate('1990-03-15')).toEqual({
      error: 'La date doit avoir le format JJ/MM/AAAA',
    });
    expect(readBirthDate('31/02/1990')).toEqual({ error: 'Vous devez avoir entre 16 et 90 ans.' });
    const thisYear = new Date().getFullYear();
    expect(readBirthDate(`01/01/${thisYear - 5}`)).toHaveProperty('error');
    expect(readBirthDate(`01/01/${thisYear - 95}`)).toHaveProperty('error');
  });
});
