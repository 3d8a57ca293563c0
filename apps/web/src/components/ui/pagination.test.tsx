import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('shows nothing when the list fits on one page', () => {
    const { container } = render(
      <Pagination page={1} lastPage={1} onChange={() => {}} label="Pages" />,
    );
    expect(container.textContent).toBe('');
  });

  it('moves one page at a time and stops at both ends', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Pagination page={1} lastPage={3} onChange={onChange} label="Pages des avis" />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages des avis' }).textContent).toContain(
      'Page 1 sur 3',
    );
    expect(screen.getByRole('button', { name: '‹ Précédente' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Suivante ›' }));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(
      <Pagination
        page={3}
        lastPage={3}
        onChange={onChange}
        label="Pages des avis"
        previousLabel="Avis plus récents"
        nextLabel="Avis plus anciens"
      />,
    );
    expect(screen.getByRole('button', { name: 'Avis plus anciens' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Avis plus récents' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
