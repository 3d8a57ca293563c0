import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Trip } from '@bonneroute/shared/trips';
import { WhoRidesWhere } from './who-rides-where';

const rider = (prenom: string, depart: number, arrivee: number) => {
  const towns = ['Paris', 'Lyon', 'Marseille'];
  return {
    prenom,
    troncon: { depart, arrivee, ville_depart: towns[depart], ville_arrivee: towns[arrivee] },
  };
};

const tripWith = (passagers: ReturnType<typeof rider>[]) =>
  ({
    ville_depart: 'Paris',
    ville_arrivee: 'Marseille',
    villes_etapes: [{ nom: 'Lyon' }],
    passagers,
  }) as unknown as Trip;

describe('who gets in and out where', () => {
  it('says each stop’s boardings and alightings by first name, with French plurals', () => {
    render(
      <WhoRidesWhere
        trip={tripWith([rider('Marie', 0, 1), rider('Léo', 0, 1), rider('Paul', 1, 2)])}
      />,
    );
    const stops = within(screen.getByTestId('montees-descentes')).getAllByRole('listitem');
    expect(stops.map((li) => li.textContent)).toEqual([
      'Paris : Marie et Léo montent',
      'Lyon : Marie et Léo descendent · Paul monte',
      'Marseille : Paul descend',
    ]);
  });

  it('shows nothing without passengers', () => {
    render(<WhoRidesWhere trip={tripWith([])} />);
    expect(screen.queryByTestId('montees-descentes')).toBeNull();
  });
});
