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
});
