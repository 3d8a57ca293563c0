import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleButton } from './google-button';

afterEach(() => {
  delete window.google;
});

describe('GoogleButton', () => {
  it('renders Google’s button for our client id and hands back the ID token', async () => {
    let callback: ((response: { credential: string }) => void) | undefined;
    const initialize = vi.fn((options: { client_id: string; callback: typeof callback }) => {
      callback = options.callback;
    });
    const renderButton = vi.fn();
    window.google = { accounts: { id: { initialize, renderButton } } };
    const onCredential = vi.fn();
    render(<GoogleButton clientId="id-client" label="signin_with" onCredential={onCredential} />);

    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    expect(initialize.mock.calls[0]![0].client_id).toBe('id-client');
    expect(renderButton.mock.calls[0]![1]).toMatchObject({ text: 'signin_with', locale: 'fr' });
    callback!({ credential: 'jeton-google' });
    expect(onCredential).toHaveBeenCalledWith('jeton-google');
  });
});
