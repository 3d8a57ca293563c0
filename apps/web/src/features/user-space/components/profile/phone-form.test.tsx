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
      new Response('{"data":{"numero":"0612345678","is_verifie":0,"code_envoye":true}}', {
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

describe('phone form (spec §5, the server’s telephone and code schemas)', () => {
  it('refuses a number that is not 06/07 + 8 digits with the spec message, sending nothing', async () => {
    const fetchMock = renderForm();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Téléphone mobile'), '05 12 34 56 78');
    await events.click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    expect(screen.getByRole('alert').textContent).toContain(userSpaceTexts.phoneFormat);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the number normalised by the schema (separators stripped)', async () => {
    const fetchMock = renderForm();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Téléphone mobile'), '06.12-34 56 78');
    await events.click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    expect(await waitForPostedForm(fetchMock)).toEqual({ telephone: '0612345678' });
  });

  it('says the number is unchanged without sending it again', async () => {
    const fetchMock = renderForm('0612345678');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    expect(screen.getByText(userSpaceTexts.phoneUnchanged)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the code length from the schema: digits only, Vérifier enabled at six', async () => {
    renderForm('0612345678');
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
