import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userSpaceTexts } from '@bonneroute/shared/user-space';
import { BirthDateDialog } from './birth-date-dialog';
import { stubDialog } from './test-user';

beforeEach(stubDialog);
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response('{"data":{}}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BirthDateDialog userId={7} open onClose={() => undefined} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { fetchMock, onSaved };
}

describe('birth date dialog (docs/product/user-space.md: birthDateFormSchema)', () => {
  it('shows the age message of the schema and sends nothing', async () => {
    const { fetchMock } = renderDialog();
    const events = userEvent.setup();
    const thisYear = new Date().getFullYear();
    await events.type(
      screen.getByLabelText('Date de naissance (JJ/MM/AAAA)'),
      `0101${thisYear - 5}`,
    );
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert').textContent).toContain(userSpaceTexts.birthDateRange);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the ISO date the schema read from JJ/MM/AAAA', async () => {
    const { fetchMock, onSaved } = renderDialog();
    const events = userEvent.setup();
    const input = screen.getByLabelText('Date de naissance (JJ/MM/AAAA)') as HTMLInputElement;
    await events.type(input, '15031990');
    expect(input.value).toBe('15/03/1990');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[1]?.body)).toBe('date_naissance=1990-03-15');
  });
});
