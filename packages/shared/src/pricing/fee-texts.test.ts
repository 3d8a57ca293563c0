import { describe, expect, it } from 'vitest';
import { feeTexts } from './index';

describe('feeTexts', () => {
  it('quotes the default fee and its example', () => {
    expect(feeTexts()).toEqual({
      fee: '2\u00a0€',
      exampleContribution: '30\u00a0€',
      examplePrice: '32\u00a0€',
    });
  });

  it('follows a configured fee, with cents when it has some', () => {
    const texts = feeTexts({
      fixed_fee_cents: 250,
      percentage: 0,
      discount_per_extra_seat_cents: 100,
      discount_cap_cents: 100,
    });
    expect(texts.fee).toBe('2,50\u00a0€');
    expect(texts.examplePrice).toBe('32,50\u00a0€');
  });
});
