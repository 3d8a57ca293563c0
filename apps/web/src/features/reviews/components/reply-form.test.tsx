import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewTexts } from '@bonneroute/shared/reviews';
import { fakeApi, renderAt } from '../test/fake-api';
import { ReplyForm } from './reply-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReplyForm (checked with the server’s reply schema)', () => {
  it('refuses a blank reply in French, then sends the trimmed one', async () => {
    const calls = fakeApi((call) =>
      call.method === 'POST' ? { status: 201, body: { data: {} } } : undefined,
    );
    const onDone = vi.fn();
    renderAt(<ReplyForm reviewId={8} onCancel={() => {}} onDone={onDone} />, '/', '/');
    const field = screen.getByLabelText('Votre réponse publique') as HTMLTextAreaElement;
    expect(field.maxLength).toBe(500);
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Publier ma réponse' }));
    await screen.findByText(reviewTexts.textEmpty);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(field, 'Merci, bonne route !  ');
    await userEvent.click(screen.getByRole('button', { name: 'Publier ma réponse' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/avis/8/reponse',
      body: { reponse: 'Merci, bonne route !' },
    });
  });
});
