import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/render';
import { HelpBotPanel } from './help-bot-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HelpBotPanel (a question is a chat message: same schema)', () => {
  it('asks nothing while blank, then asks the trimmed question and empties the field', async () => {
    renderAt(<HelpBotPanel />, '/', '/');
    const field = screen.getByLabelText('Votre question') as HTMLInputElement;
    const send = screen.getByRole('button', { name: 'Envoyer' }) as HTMLButtonElement;
    expect(field.maxLength).toBe(255);
    await userEvent.type(field, '   ');
    expect(send.disabled).toBe(true);
    await userEvent.type(field, '  Comment payer ?  {Enter}');
    const thread = screen.getByRole('list', { name: 'Conversation avec l’assistant' });
    await vi.waitFor(() => expect(thread.textContent).toContain('Comment payer ?'));
    expect(thread.querySelectorAll('li')[1]?.textContent).toBe('Comment payer ?');
    await vi.waitFor(() => expect(field.value).toBe(''));
  });

  it('keeps a question typed while the assistant writes, and answers both in turn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAt(<HelpBotPanel />, '/', '/');
      const field = screen.getByLabelText('Votre question');
      await user.type(field, 'Comment annuler ?');
      const send = screen.getByRole('button', { name: 'Envoyer' }) as HTMLButtonElement;
      await vi.waitFor(() => expect(send.disabled).toBe(false));
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(document.body.textContent).toContain('L’assistant écrit…'));
      await user.type(field, 'quand vais-je être payé ?');
      // The assistant is still writing, yet the question can be sent.
      await vi.waitFor(() => expect(send.disabled).toBe(false));
      await user.keyboard('{Enter}');
      const thread = screen.getByRole('list', { name: 'Conversation avec l’assistant' });
      const texts = () => [...thread.querySelectorAll('li')].map((item) => item.textContent ?? '');
      // Both questions show at once, the second before any answer.
      await vi.waitFor(() =>
        expect(texts().slice(1, 3)).toEqual(['Comment annuler ?', 'quand vais-je être payé ?']),
      );
      await vi.advanceTimersByTimeAsync(20_000);
      await vi.waitFor(() => expect(screen.queryByText('L’assistant écrit…')).toBeNull());
      const all = texts().join('\n');
      expect(all).toMatch(/Annuler la réservation/);
      expect(all).toMatch(/Conducteur, votre participation vous est versée/);
      expect(all.indexOf('Annuler la réservation')).toBeLessThan(
        all.indexOf('votre participation vous est versée'),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
