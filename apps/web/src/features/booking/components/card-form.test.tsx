import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CARDS, bookingTexts, cardFormSchema } from '@bonneroute/shared/booking';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { CardForm } from './card-form';

function renderForm() {
  const onPay = vi.fn();
  render(<CardForm busy={false} payLabel="Payer 12,00 €" onPay={onPay} />);
  return onPay;
}

async function fillCard(number: string, year = String(new Date().getFullYear() + 2)) {
  const events = userEvent.setup();
  await events.type(screen.getByLabelText('Titulaire de la carte'), 'Paula Passagère');
  await events.type(screen.getByLabelText('Numéro de carte'), number);
  await events.selectOptions(screen.getByLabelText('Mois'), '01');
  await events.selectOptions(screen.getByLabelText('Année'), year);
  await events.type(screen.getByLabelText('Cryptogramme'), '12a3');
  return events;
}

describe('card form (docs/product/booking-and-money.md: Card, the payment body’s card rules)', () => {
  it('takes the holder’s limit from the payment schema', () => {
    renderForm();
    const holder = screen.getByLabelText('Titulaire de la carte') as HTMLInputElement;
    expect(holder.maxLength).toBe(maxLengthOf(cardFormSchema.shape.titulaire));
  });

  it('keeps Pay disabled until every field is filled, then pays with the typed card', async () => {
    const onPay = renderForm();
    const pay = screen.getByRole('button', { name: 'Payer 12,00 €' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    const events = await fillCard(TEST_CARDS.success);
    expect((screen.getByLabelText('Cryptogramme') as HTMLInputElement).value).toBe('123');
    expect(pay.disabled).toBe(false);
    await events.click(pay);
    expect(onPay).toHaveBeenCalledWith({
      titulaire: 'Paula Passagère',
      numero: TEST_CARDS.success,
      mois: '01',
      annee: String(new Date().getFullYear() + 2),
      cryptogramme: '123',
    });
  });

  it('refuses a number with a wrong checksum with the server’s message, paying nothing', async () => {
    const onPay = renderForm();
    const events = await fillCard('4242 4242 4242 4241');
    await events.click(screen.getByRole('button', { name: 'Payer 12,00 €' }));
    expect(screen.getByRole('alert').textContent).toContain(bookingTexts.cardNumberInvalid);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('refuses a card expired this year (January, when the month has passed)', async () => {
    if (new Date().getMonth() === 0) return; // in January, 01 of this year is still valid
    const onPay = renderForm();
    const events = await fillCard(TEST_CARDS.success, String(new Date().getFullYear()));
    await events.click(screen.getByRole('button', { name: 'Payer 12,00 €' }));
    expect(screen.getByRole('alert').textContent).toContain(bookingTexts.cardExpired);
    expect(onPay).not.toHaveBeenCalled();
  });
});
