import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating, ReviewStars } from './rating';

describe('Rating', () => {
  it('shows the average with one decimal and the French count', () => {
    const { container } = render(<Rating note={4.5} count={3} />);
    expect(container.textContent).toBe('4,5 ★Note : 4,5 sur 5,  · 3 avis');
    expect(screen.getByText('Note : 4,5 sur 5,').className).toBe('visually-hidden');
  });

  it('says « Nouveau membre » before the first review', () => {
    const { container } = render(<Rating note={null} count={0} />);
    expect(container.textContent).toBe('Nouveau membre');
  });

  it('reads one review’s stars out', () => {
    render(<ReviewStars note={1} />);
    expect(screen.getByRole('img', { name: '1 étoile sur 5' }).textContent).toBe('★☆☆☆☆');
  });
});
