import { describe, expect, it } from 'vitest';
import { refundArrivesBy, refundFor, refundQuote } from './index';

const now = new Date('2026-12-03T10:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3600_000);
const paid = { status: 'PAIEMENT_REUSSI', montant: 3200, fees: 300, now, by: 'passager' } as const;

describe('refundQuote (the cancellation’s own rule, said before cancelling)', () => {
  it('more than 24 h ahead: the contribution, the fee kept', () => {
    const quote = refundQuote({ ...paid, departure: inHours(25) });
    expect(quote).toMatchObject({ total: 3200, paid: 3500, kept: 300, rule: 'plus-24h' });
    expect(quote.ruleText).toContain('les 3\u00a0€ de frais de service restent acquis');
  });

  it('less than 24 h ahead: half the contribution, rounded down', () => {
    const quote = refundQuote({ ...paid, montant: 3201, departure: inHours(23) });
    expect(quote).toMatchObject({ total: 1600, paid: 3501, kept: 1901, rule: 'moins-24h' });
  });

  it('gives exactly what refundFor refunds, whoever cancels, whenever', () => {
    for (const by of ['passager', 'conducteur'] as const)
      for (const hours of [1, 23.9, 24.1, 100])
        for (const montant of [0, 1, 999, 3000]) {
          const input = { ...paid, by, montant, departure: inHours(hours) };
          const { contribution, fees, total } = refundQuote(input);
          expect({ contribution, fees, total }).toEqual(refundFor(input));
        }
  });

  it('a payment not charged gives nothing back and says it is released', () => {
    const quote = refundQuote({ ...paid, status: 'EN_ATTENTE', departure: inHours(48) });
    expect(quote).toMatchObject({ total: 0, kept: 0, rule: 'non-debite' });
    expect(quote.ruleText).toBe(
      'Rien n’a été débité : les 35\u00a0€ bloqués sur votre carte sont libérés.',
    );
  });
});

describe('refundArrivesBy (10 working days)', () => {
  it('skips weekends', () => {
    // Thursday 3 December 2026 → Thursday 17 December.
    expect(refundArrivesBy(now)).toBe('2026-12-17');
    // Saturday 5 December → Friday 18 December.
    expect(refundArrivesBy(new Date('2026-12-05T10:00:00Z'))).toBe('2026-12-18');
  });
  it('counts from the Paris day', () => {
    // 23:30 UTC on Sunday 6 December is already Monday 7 in Paris.
    expect(refundArrivesBy(new Date('2026-12-06T23:30:00Z'))).toBe('2026-12-21');
  });
});
