import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP_CODE_LENGTH, userSpaceTexts } from '@bonneroute/shared/user-space';
import { PhoneForm } from './phone-form';
import { aUser, stubDialog, waitForPostedForm } from './test-user';

beforeEach(stubDialog);
afterEach(() => vi.unstubAllGlobals());

function renderForm(numero: string | null = null) {
  const fetchMock = vi.fn(
    async () =>
      new Response('{"data":{"numero":"+33612345678","is_verifie":0,"code_envoye":true}}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PhoneForm user={aUser({ telephone_infos: { numero, is_verifie: 0 } })} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('phone form (docs/product/user-space.md: the server’s telephone and code schemas)', () => {
  it('refuses a French landline (05…) with the format message, sending nothing', async () => {
    const fetchMock = renderForm();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Téléphone mobile'), '05 12 34 56 78');
    await events.click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    expect(screen.getByRole('alert').textContent).toContain(userSpaceTexts.phoneFormat);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the number in E.164, as the schema reads it (separators stripped)', async () => {
    const fetchMock = renderForm();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Téléphone mobile'), '06.12-34 56 78');
    await events.click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    expect(await waitForPostedForm(fetchMock)).toEqual({ telephone: '+33612345678' });
  });

  it('sends a Belgian mobile typed with +32 in E.164', async () => {
    const fetchMock = renderForm();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Téléphone mobile'), '+32 470 12 34 56');
    await events.click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    expect(await waitForPostedForm(fetchMock)).toEqual({ telephone: '+32470123456' });
  });

  it('refuses a mobile of a country BonneRoute does not serve, sending nothing', async () => {
    const fetchMock = renderForm();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Téléphone mobile'), '+49 151 23456789');
    await events.click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    expect(screen.getByRole('alert').textContent).toContain(userSpaceTexts.phoneCountry);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a stored French number the French way and a Swiss one internationally', () => {
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <PhoneForm user={aUser({ telephone_infos: { numero: '+33612345678', is_verifie: 1 } })} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('numero-enregistre').textContent).toBe('06 12 34 56 78');
    unmount();
    renderForm('+41791234567');
    expect(screen.getByTestId('numero-enregistre').textContent).toBe('+41 79 123 45 67');
    expect((screen.getByLabelText('Téléphone mobile') as HTMLInputElement).value).toBe(
      '+41 79 123 45 67',
    );
  });

  it('says the number is unchanged without sending it again', async () => {
    const fetchMock = renderForm('+33612345678');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    expect(screen.getByText(userSpaceTexts.phoneUnchanged)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the code length from the schema: digits only, Vérifier enabled at six', async () => {
    renderForm('+33612345678');
    const events = userEvent.setup();
    const code = screen.getByLabelText('Code reçu par SMS') as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'Vérifier le code' }) as HTMLButtonElement;
    expect(code.maxLength).toBe(OTP_CODE_LENGTH);
    await events.type(code, '12a34');
    expect(code.value).toBe('1234');
    expect(verify.disabled).toBe(true);
    await events.type(code, '56');
    expect(verify.disabled).toBe(false);
  });
});
