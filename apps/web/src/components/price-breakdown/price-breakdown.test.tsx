import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuros, priceBreakdown, quote } from '@bonneroute/shared/pricing';
import { PriceBreakdown } from './price-breakdown';

/** The figures the screen shows, line by line: label and amount. */
function shownLines(title = 'Détail du prix') {
  return within(screen.getByRole('region', { name: title }))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('PriceBreakdown', () => {
  it('one seat: the driver’s contribution, our fee and the total, as the server quotes them', () => {
    const price = quote(1600, 1);
    render(<PriceBreakdown price={price} />);
    expect(shownLines()).toEqual([
      ['Participation versée au conducteur', formatEuros(price.montant_cents)],
      ['Frais de service', formatEuros(price.fee_per_seat_cents)],
      ['Total à payer', formatEuros(price.total_cents)],
    ]);
    // A driver who set 16 € gets 16 €: the fee is on a line of its own.
    expect(shownLines()[0]![1]).toBe(formatEuros(1600));
  });

  it('two seats: each line says « × 2 places » and the discount is named and subtracted', () => {
    const price = quote(1400, 2);
    render(<PriceBreakdown price={price} />);
    const lines = shownLines();
    expect(lines.map(([label]) => label)).toEqual(priceBreakdown(price).map((l) => l.libelle));
    expect(lines[0]![0]).toContain('× 2 places');
    const discount = lines.find(([label]) => label?.startsWith('Réduction plusieurs places'));
    expect(discount?.[1]).toBe(`−\u00a0${formatEuros(price.discount_cents)}`);
    expect(lines.at(-1)).toEqual(['Total à payer', formatEuros(price.total_cents)]);
    // The lines add up to what the card is charged.
    const sum = priceBreakdown(price)
      .filter((line) => line.code !== 'total')
      .reduce((total, line) => total + line.montant_cents, 0);
    expect(sum).toBe(price.total_cents);
  });

  it('takes the server’s pricing (a percentage fee) as given', () => {
    const price = quote(2000, 1, {
      fixed_fee_cents: 100,
      percentage: 0.1,
      discount_per_extra_seat_cents: 0,
      discount_cap_cents: 0,
    });
    render(<PriceBreakdown price={price} title="Votre paiement" />);
    expect(screen.getByRole('heading', { name: 'Votre paiement' })).toBeTruthy();
    expect(shownLines('Votre paiement')[1]).toEqual([
      'Frais de service',
      formatEuros(price.fee_per_seat_cents),
    ]);
  });
});
