import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FrenchCalendar } from './french-calendar';

describe('FrenchCalendar', () => {
  it('starts weeks on Monday and refuses days before the minimum', async () => {
    const onChange = vi.fn();
    render(<FrenchCalendar label="Quand ?" value={null} min="2026-12-10" onChange={onChange} />);
    expect(screen.getByText('décembre 2026')).toBeTruthy();
    // 1 December 2026 is a Tuesday: one empty cell before it, after the Monday header.
    const headers = screen.getAllByText(/^(lun|mar|mer|jeu|ven|sam|dim)\.$/);
    expect(headers[0]!.textContent).toBe('lun.');
    expect(screen.getByRole('button', { name: 'mercredi 9 décembre 2026' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'jeudi 10 décembre 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-12-10');
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toHaveProperty('disabled', true);
  });
});
