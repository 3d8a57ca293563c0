import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createTripBodySchema } from '@bonneroute/shared/trips';
import { maxLengthOf, rangeOf } from '@/lib/forms/schema-rules';
import { PromoStep } from './step-money';
import { SeatsStep } from './step-passengers';

describe('wizard steps read POST /trajets’ schema (createTripBodySchema)', () => {
  it('offers 1–4 seats, then up to the schema’s maximum behind the plus', async () => {
    const onChoose = vi.fn();
    render(<SeatsStep onChoose={onChoose} />);
    const group = () => screen.getByRole('group', { name: 'Nombre de places' });
    const counts = () =>
      [...group().querySelectorAll('button')].map((b) => b.textContent).filter((t) => t !== '+');
    expect(counts()).toEqual(['1', '2', '3', '4']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Plus de places' }));
    const { min, max } = rangeOf(createTripBodySchema.shape.nb_places_proposees);
    expect(counts().at(0)).toBe(String(min));
    expect(counts().at(-1)).toBe(String(max));
    expect(max).toBe(8);
  });

  it('takes the promo code’s limit from the schema', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PromoStep choice={1} onChoice={() => undefined} onVerified={() => undefined} />
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText('Code promo') as HTMLInputElement).maxLength).toBe(
      maxLengthOf(createTripBodySchema.shape.code_promo),
    );
  });
});
