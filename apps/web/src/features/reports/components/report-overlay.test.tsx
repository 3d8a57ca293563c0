import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { reportTexts } from '@bonneroute/shared/reports';
import { ReportButton } from '@/components/ui/report-button';
import { sessionStore } from '@/lib/session-store';
import ReportOverlayContent from './report-overlay-content';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake `/api`: the session's member, and `POST /signalements` answered by `reply`. */
function fakeApi(reply: () => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const answer =
        call.path === '/api/auth/me'
          ? {
              status: 200,
              body: {
                data: {
                  id: 3,
                  prenom: 'Léa',
                  nom: 'Martin',
                  email: 'lea@exemple.fr',
                  role: 'USER',
                  avatar: null,
                  activated: 1,
                },
              },
            }
          : reply();
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  document.cookie = 'XSRF-TOKEN=jeton-csrf';
  return calls;
}

function renderWithButton() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ReportButton type="message" canal="chat" cible_id={12} label="le message de Paul" />
            <ReportOverlayContent />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  sessionStore.save('jeton');
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('« Signaler »', () => {
  it('asks for a reason from the one list, sends the report and confirms in French', async () => {
    const calls = fakeApi(() => ({
      status: 201,
      body: { data: { id: 5, statut: 'en_attente', message: reportTexts.sent } },
    }));
    renderWithButton();
    await userEvent.click(screen.getByRole('button', { name: 'Signaler le message de Paul' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(10);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(reportTexts.reasonRequired);
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Harcèlement, insultes ou menaces' }),
    );
    await userEvent.type(within(dialog).getByLabelText('Précisions (facultatif)'), 'Insultes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    await within(dialog).findByText(reportTexts.sent);
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/signalements',
      body: {
        type: 'message',
        canal: 'chat',
        cible_id: 12,
        motif: 'harcelement',
        details: 'Insultes.',
      },
    });
  });

  it('shows the server’s French reason when the member had already reported it', async () => {
    fakeApi(() => ({
      status: 409,
      body: { errors: [{ status: '409', detail: reportTexts.alreadyReported }] },
    }));
    renderWithButton();
    await userEvent.click(screen.getByRole('button', { name: 'Signaler le message de Paul' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Autre raison' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      reportTexts.alreadyReported,
    );
  });
});
