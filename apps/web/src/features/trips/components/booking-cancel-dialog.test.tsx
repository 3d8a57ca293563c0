import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refundArrivesBy, refundQuote, refundTexts } from '@bonneroute/shared/booking';
import { formatDay } from '@bonneroute/shared/dates';
import { formatEuros, quote } from '@bonneroute/shared/pricing';
import { BookingCancelDialog } from './booking-cancel-dialog';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * What the server would answer for 2 seats at 22 € paid by card, leaving in `hoursAhead` hours:
 * the shared `quote` (the price charged) and `refundQuote` (the rule the cancellation refunds by).
 */
function serverFigures(hoursAhead: number) {
  const price = quote(2200, 2);
  const now = new Date();
  const refund = refundQuote({
    status: 'PAIEMENT_REUSSI',
    montant: price.montant_cents,
    fees: price.fees_cents,
    departure: new Date(now.getTime() + hoursAhead * 3600_000),
    now,
    by: 'passager',
  });
  const answer = {
    passager_id: 5,
    trajet_id: 9,
    paye: refund.paid,
    rembourse: refund.total,
    retenu: refund.kept,
    regle: refund.rule,
    texte_regle: refund.ruleText,
    remboursement_avant: refund.total > 0 ? refundArrivesBy(now) : null,
  };
  return { refund, answer };
}

/** A fake /api: the quote (or its failure) and the cancellation, with the calls made. */
function fakeApi(quoteReply: () => Response, refunded: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input.url;
      const method = typeof input === 'string' ? (init.method ?? 'GET') : input.method;
      calls.push(`${method} ${new URL(url, 'http://localhost').pathname}`);
      if (method === 'GET' && url.includes('/passagers/5/annulation')) return quoteReply();
      if (method === 'POST' && url.includes('/annulations'))
        return json(200, { data: { message: 'ok', rembourse: refunded } });
      return json(404, { errors: [{ status: '404', detail: 'Introuvable' }] });
    }),
  );
  document.cookie = 'XSRF-TOKEN=jeton-csrf';
  return calls;
}

function Harness({ onCancelled }: { onCancelled?: (message: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="etat">{open ? 'ouvert' : 'fermé'}</p>
      <BookingCancelDialog
        open={open}
        onClose={() => setOpen(false)}
        tripId={9}
        bookingId={5}
        onCancelled={onCancelled}
      />
    </>
  );
}

function renderDialog(onCancelled?: (message: string) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onCancelled={onCancelled} />
    </QueryClientProvider>,
  );
}

describe('BookingCancelDialog', () => {
  it('quotes the exact refund and its rule, then says what came back and the day it arrives', async () => {
    const { refund, answer } = serverFigures(72);
    const calls = fakeApi(() => json(200, { data: answer }), refund.total);
    const onCancelled = vi.fn();
    renderDialog(onCancelled);

    const quoted = await screen.findByTestId('remboursement-prevu');
    // More than 24 h ahead: the contribution back, the fee kept — the shared rule's figures.
    expect(refund.total).toBe(quote(2200, 2).montant_cents);
    expect(quoted.textContent).toContain(refundTexts.willRefund(refund.total, refund.paid));
    expect(quoted.textContent).toContain(formatEuros(refund.total));
    expect(quoted.textContent).toContain(refund.ruleText);
    expect(quoted.textContent).toContain(refundTexts.kept(refund.kept));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Oui, annuler' }));
    const done = await screen.findByTestId('remboursement-effectue');
    const day = refundArrivesBy(new Date());
    expect(done.textContent).toContain(refundTexts.done(refund.total));
    expect(done.textContent).toContain(formatDay(day, 'weekdayLong'));
    expect(screen.getByRole('heading', { name: refundTexts.doneTitle })).toBeTruthy();
    expect(onCancelled).toHaveBeenCalledWith(done.textContent);
    expect(calls).toEqual(['GET /api/passagers/5/annulation', 'POST /api/annulations']);
  });

  it('under 24 hours, half the contribution', async () => {
    const { refund, answer } = serverFigures(5);
    fakeApi(() => json(200, { data: answer }), refund.total);
    renderDialog();
    const quoted = await screen.findByTestId('remboursement-prevu');
    expect(refund.total).toBe(Math.floor(quote(2200, 2).montant_cents / 2));
    expect(quoted.textContent).toContain(formatEuros(refund.total));
    expect(quoted.textContent).toContain(refund.ruleText);
  });

  it('a failed quote says so in French and the cancellation still works', async () => {
    const { refund } = serverFigures(72);
    fakeApi(() => json(500, { errors: [{ status: '500', detail: 'Erreur' }] }), refund.total);
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(refundTexts.quoteFailed)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Oui, annuler' });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await userEvent.setup().click(confirm);
    expect((await screen.findByTestId('remboursement-effectue')).textContent).toContain(
      formatEuros(refund.total),
    );
  });

  it('a quote refused by a rule shows the server’s words', async () => {
    fakeApi(
      () =>
        json(409, {
          errors: [
            { status: '409', code: 'deja_annulee', detail: 'Cette réservation est déjà annulée.' },
          ],
        }),
      0,
    );
    renderDialog();
    expect(await screen.findByText('Cette réservation est déjà annulée.')).toBeTruthy();
  });

  it('Escape closes it', async () => {
    const { refund, answer } = serverFigures(72);
    fakeApi(() => json(200, { data: answer }), refund.total);
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    // The browser turns Escape on a modal <dialog> into its `cancel` event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByTestId('etat').textContent).toBe('fermé');
  });
});
