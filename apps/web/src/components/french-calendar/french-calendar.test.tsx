import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dayMoveForKey, sameDayInMonth } from './calendar-keys';
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

  it('is one Tab stop: only the chosen day is in the tab order', async () => {
    render(
      <>
        <FrenchCalendar label="Quand ?" value="2026-12-15" min="2026-12-10" onChange={vi.fn()} />
        <button type="button">Après</button>
      </>,
    );
    const inTabOrder = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-label')?.includes('décembre 2026'))
      .filter((button) => button.tabIndex === 0);
    expect(inTabOrder.map((button) => button.getAttribute('aria-label'))).toEqual([
      'mardi 15 décembre 2026',
    ]);
    screen.getByRole('button', { name: 'mardi 15 décembre 2026' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Après' }));
  });

  it('moves the focus with arrows, Home/End and PageUp/PageDown, never before the minimum', async () => {
    const onChange = vi.fn();
    render(
      <FrenchCalendar label="Quand ?" value="2026-12-15" min="2026-12-10" onChange={onChange} />,
    );
    const focused = () => document.activeElement?.getAttribute('aria-label');
    screen.getByRole('button', { name: 'mardi 15 décembre 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe('mercredi 16 décembre 2026');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('mercredi 23 décembre 2026');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('dimanche 27 décembre 2026');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('lundi 21 décembre 2026');
    await userEvent.keyboard('{PageDown}');
    expect(focused()).toBe('jeudi 21 janvier 2027');
    expect(screen.getByText('janvier 2027')).toBeTruthy();
    await userEvent.keyboard('{PageUp}{ArrowUp}{ArrowUp}');
    expect(focused()).toBe('jeudi 10 décembre 2026');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-12-10');
  });

  it('calls onClose on Escape', async () => {
    const onClose = vi.fn();
    render(
      <FrenchCalendar
        label="Quand ?"
        value="2026-12-15"
        min="2026-12-10"
        onChange={vi.fn()}
        onClose={onClose}
        autoFocus
      />,
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('mardi 15 décembre 2026');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('calendar keys', () => {
  it('keeps the day of the month, or the month’s last day', () => {
    expect(sameDayInMonth('2027-01-31', 1)).toBe('2027-02-28');
    expect(sameDayInMonth('2026-12-15', -1)).toBe('2026-11-15');
    expect(dayMoveForKey('Tab', '2026-12-15')).toBeNull();
  });
});
