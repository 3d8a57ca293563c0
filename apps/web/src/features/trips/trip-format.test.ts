import { describe, expect, it } from 'vitest';
import { formatTripTime } from '@bonneroute/shared/dates';
import { arrivalTime, foreignCountryName, legOf } from './trip-format';

describe('trip display rules', () => {
  it('adds the duration to the departure time, across midnight too', () => {
    expect(arrivalTime({ heure: '08:15', duree_secondes: 16_200 })).toBe('12 h 45');
    expect(arrivalTime({ heure: '22:30', duree_secondes: 7_200 })).toBe('00 h 30');
  });

  it('says Indéterminée without a duration', () => {
    expect(arrivalTime({ heure: '08:15', duree_secondes: null })).toBe('Indéterminée');
  });

  it('shows times the French way', () => {
    expect(formatTripTime('07:05')).toBe('07 h 05');
  });

  it('names the country of a town outside France, not of a French one', () => {
    expect(foreignCountryName('BE-21004')).toBe('Belgique');
    expect(foreignCountryName('CH-6621')).toBe('Suisse');
    expect(foreignCountryName('75056')).toBeNull();
  });

  it('gives the searched leg its towns’ codes, a stage across the border included', () => {
    const trip = {
      ville_depart: 'Paris',
      ville_arrivee: 'Bruxelles',
      code_commune_depart: '75056',
      code_commune_arrivee: 'BE-21004',
      villes_etapes: [
        {
          nom: 'Valenciennes',
          code_commune: '59606',
          latitude: 50.36,
          longitude: 3.52,
          adresse: null,
          note: null,
        },
        {
          nom: 'Mons',
          code_commune: 'BE-53053',
          latitude: 50.45,
          longitude: 3.95,
          adresse: null,
          note: null,
        },
      ],
      montant_contribution: 2300,
    };
    expect(legOf({ ...trip, troncon: null })).toMatchObject({
      departCode: '75056',
      arriveeCode: 'BE-21004',
    });
    const leg = legOf({
      ...trip,
      troncon: {
        depart: 1,
        arrivee: 2,
        ville_depart: 'Valenciennes',
        ville_arrivee: 'Mons',
        montant_contribution: 700,
        nb_places_disponibles: 2,
      },
    });
    expect(leg).toMatchObject({ depart: 'Valenciennes', departCode: '59606' });
    expect(leg).toMatchObject({ arrivee: 'Mons', arriveeCode: 'BE-53053', contribution: 700 });
  });
});
