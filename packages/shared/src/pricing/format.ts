const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const wholeEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** French display of cents: 3200 → "32,00 €" (docs/product/geography-and-prices.md: comma decimals). */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100).replace(/\u202f/g, '\u00a0');
}

/** Whole euros when there are no cents (price ranges: "18 €"). */
export function formatEurosShort(cents: number): string {
  return (cents % 100 === 0 ? wholeEuros : euros).format(cents / 100).replace(/\u202f/g, '\u00a0');
}
