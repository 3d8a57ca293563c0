import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readResultsOptions } from '@bonneroute/shared/search-rules';
import { ResultsFilters } from './results-filters';

const optionsOf = (query: string) => readResultsOptions(new URLSearchParams(query));

describe('ResultsFilters', () => {
  it('cycles Tous → Conductrices uniquement (sexe=2) → Conducteurs uniquement (sexe=1) → Tous', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ResultsFilters options={optionsOf('')} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Filtre : Tous/ }));
    expect(onChange).toHaveBeenLastCalledWith({ sexe: '2' });
    rerender(<ResultsFilters options={optionsOf('sexe=2')} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Filtre : Conductrices uniquement/ }));
    expect(onChange).toHaveBeenLastCalledWith({ sexe: '1' });
    rerender(<ResultsFilters options={optionsOf('sexe=1')} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Filtre : Conducteurs uniquement/ }));
    expect(onChange).toHaveBeenLastCalledWith({ sexe: undefined });
  });

  it('keeps the order, one time range (a second tap clears it) and the toggles in the URL', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ResultsFilters options={optionsOf('')} onChange={onChange} />);
    await userEvent.click(screen.getByText('Trier et filtrer'));
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Prix le plus bas');
    expect(onChange).toHaveBeenLastCalledWith({ tri: 'prix' });
    await userEvent.click(screen.getByRole('button', { name: 'avant 06 h' }));
    expect(onChange).toHaveBeenLastCalledWith({ plage: 'nuit' });
    rerender(<ResultsFilters options={optionsOf('plage=nuit&tri=prix')} onChange={onChange} />);
    expect(screen.getByText('Trier et filtrer (2)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'avant 06 h' }));
    expect(onChange).toHaveBeenLastCalledWith({ plage: undefined });
    await userEvent.click(screen.getByLabelText('Profils vérifiés uniquement'));
    expect(onChange).toHaveBeenLastCalledWith({ verifie: '1' });
    await userEvent.click(screen.getByLabelText('Réservation immédiate uniquement'));
    expect(onChange).toHaveBeenLastCalledWith({ auto: '1' });
  });
});
