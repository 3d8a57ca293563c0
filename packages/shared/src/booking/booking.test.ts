import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingTexts,
  findCardMistake,
  BOOKING_STATE_LABELS,
  TEST_CARDS,
  bookingState,
  canUseTripChat,
  isCancellableBooking,
  cardBrand,
  decodeBookingCode,
  formatCardNumber,
  encodeBookingCode,
  expiryYears,
  isExpired,
  isLuhnValid,
  refundFor,
} from './index';

describe('card rules', () => {
  it('accepts the published test numbers and refuses a broken checksum', () => {
    for (const number of Object.values(TEST_CARDS)) expect(isLuhnValid(number)).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('42424242')).toBe(false);
  });

  it('offers 15 years from this one and treats the expiry month as usable', () => {
    const now = new Date(2026, 10, 23);
    const years = expiryYears(now);
    expect(years).toHaveLength(15);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2040);
    expect(years).toContain(2031);
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
  });
});

describe('card number display', () => {
  it('groups the digits by four, whatever was typed or pasted', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242-4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('names the card network from the first digits', () => {
    expect(cardBrand('4242 4242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6759649826438453')).toBe('Maestro');
    expect(cardBrand('9999')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });
});

describe('/paiement/{base64(tripId|seats)}', () => {
  it('round-trips and rejects anything else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 4 }),
        (id, n) => {
          expect(decodeBookingCode(encodeBookingCode(id, n))).toEqual({
            tripId: id,
            seats: n,
            leg: null,
          });
        },
      ),
    );
    expect(encodeBookingCode(12, 2)).toBe(btoa('12|2'));
    expect(decodeBookingCode(btoa('12|9'))).toBeNull();
    expect(decodeBookingCode('%%%')).toBeNull();
  });

  it('carries the leg of a booking on part of the trip', () => {
    const code = encodeBookingCode(12, 2, { depart: 0, arrivee: 1 });
    expect(code).toBe(btoa('12|2|0-1'));
    expect(decodeBookingCode(code)).toEqual({
      tripId: 12,
      seats: 2,
      leg: { depart: 0, arrivee: 1 },
    });
    expect(decodeBookingCode(btoa('12|2|3-1'))).toBeNull();
  });
});

describe('refund policy', () => {
  const departure = new Date('2026-12-24T08:00:00Z');
  const hoursBefore = (h: number) => new Date(departure.getTime() - h * 3600_000);

  it('passenger: contribution back beyond 24 h, half within, fee kept; driver: everything', () => {
    const base = { montant: 3000, fees: 200, departure };
    expect(refundFor({ ...base, now: hoursBefore(25), by: 'passager' }).total).toBe(3000);
    expect(refundFor({ ...base, now: hoursBefore(23), by: 'passager' }).total).toBe(1500);
    expect(refundFor({ ...base, now: hoursBefore(1), by: 'conducteur' }).total).toBe(3200);
  });

  it('never refunds more than was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: -48, max: 240 }),
        fc.constantFrom('passager' as const, 'conducteur' as const),
        (montant, fees, hours, by) => {
          const refund = refundFor({ montant, fees, departure, now: hoursBefore(hours), by });
          expect(refund.total).toBe(refund.contribution + refund.fees);
          expect(refund.contribution).toBeLessThanOrEqual(montant);
          expect(refund.fees).toBeLessThanOrEqual(fees);
          expect(refund.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('booking state', () => {
  const upcoming = { is_effectue: 0 as const, actif: 1 as const };
  it('names every state a passenger follows, and offers only what works', () => {
    const states = ['EN_ATTENTE', 'CONFIRMEE', 'REFUSEE', 'EXPIREE', 'ANNULEE'].map((statut) =>
      bookingState({ statut }, upcoming),
    );
    expect(states.map((state) => BOOKING_STATE_LABELS[state])).toEqual([
      'En attente d’acceptation',
      'Confirmée',
      'Refusée par le conducteur',
      'Refusée : le conducteur n’a pas répondu à temps',
      'Annulée',
    ]);
    expect(bookingState({ statut: 'CONFIRMEE' }, { is_effectue: 1, actif: 1 })).toBe('effectuee');
    expect(bookingState({ statut: 'ANNULEE' }, { is_effectue: 0, actif: 0 })).toBe('trajet-annule');
    expect(states.map(canUseTripChat)).toEqual([false, true, false, false, false]);
    expect(states.map(isCancellableBooking)).toEqual([true, true, false, false, false]);
  });
});

describe('card mistakes, one rule for the payment service and the card form', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  it('names a wrong checksum, then a past expiry, else nothing', () => {
    expect(findCardMistake({ numero: '4242424242424241', mois: 12, annee: 2030 }, now)).toEqual({
      field: 'numero',
      message: bookingTexts.cardNumberInvalid,
    });
    expect(findCardMistake({ numero: TEST_CARDS.success, mois: 5, annee: 2026 }, now)).toEqual({
      field: 'annee',
      message: bookingTexts.cardExpired,
    });
    expect(findCardMistake({ numero: TEST_CARDS.success, mois: 6, annee: 2026 }, now)).toBeNull();
  });
});
