import { describe, expect, it } from 'vitest';
import { proDriverFlags, type DriverTripFacts } from './pro-drivers';

let id = 0;
const trip = (overrides: Partial<DriverTripFacts> = {}): DriverTripFacts => ({
  id: ++id,
  date: '2027-01-12',
  montant_contribution: 1500,
  max_contribution: 2500,
  description: null,
  ...overrides,
});

describe('proDriverFlags — a business rather than cost sharing', () => {
  it('flags more than 2 trips on a day, naming the day', () => {
    const flags = proDriverFlags([trip(), trip(), trip(), trip({ date: '2027-01-13' })]);
    expect(flags).toEqual([
      { code: 'trajets_par_jour', raison: '3 trajets le 12/01/2027 : plus de 2 trajets par jour.' },
    ]);
  });

  it('does not flag 2 trips a day (a return trip)', () => {
    expect(proDriverFlags([trip(), trip(), trip({ date: '2027-01-13' })])).toEqual([]);
  });

  it('flags the maximum price on every trip from 5 trips on', () => {
    const dates = ['2027-01-10', '2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14'];
    const atMax = dates.map((date) => trip({ date, montant_contribution: 2500 }));
    expect(proDriverFlags(atMax)).toEqual([
      { code: 'prix_au_maximum', raison: 'Participation au maximum autorisé sur ses 5 trajets.' },
    ]);
    expect(proDriverFlags(atMax.slice(0, 4))).toEqual([]);
    expect(
      proDriverFlags([...atMax, trip({ date: '2027-01-15', montant_contribution: 2400 })]),
    ).toEqual([]);
  });

  it('flags extra charges with the words quoted', () => {
    const flags = proDriverFlags([
      trip({ description: '+5 € par bagage' }),
      trip({ date: '2027-01-14', description: 'Paiement en espèces' }),
    ]);
    expect(flags).toEqual([
      {
        code: 'frais_supplementaires',
        raison:
          'Frais en plus de la participation dans la description de 2 trajets : « +5 € par bagage », « espèces ».',
      },
    ]);
  });
});
