import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, userSpaceTexts } from '@bonneroute/shared/user-space';
import { AvatarCard } from './avatar-card';
import { aUser } from './test-user';

// jsdom has no canvas: the crop dialog hands back an image of the size the test chooses.
let croppedSize = 1000;
vi.mock('./crop-dialog', () => ({
  CropDialog: ({ file, onValidate }: { file: File | null; onValidate: (image: Blob) => void }) =>
    file ? (
      <button
        type="button"
        onClick={() => onValidate(new Blob([new Uint8Array(croppedSize)], { type: 'image/jpeg' }))}
      >
        Valider
      </button>
    ) : null,
}));

afterEach(() => vi.unstubAllGlobals());

function renderCard() {
  const fetchMock = vi.fn(
    async () =>
      new Response('{"data":{"avatar":"/fichiers/avatars/u7-ab.jpg"}}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AvatarCard user={aUser()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const photo = (type: string) => new File(['x'], 'photo', { type });

describe('avatar card (docs/product/user-space.md: Avatar, limits of the shared package)', () => {
  it('offers the shared image types', () => {
    renderCard();
    expect(screen.getByLabelText('Choisir une photo').getAttribute('accept')).toBe(
      AVATAR_TYPES.join(','),
    );
  });

  it('refuses a file of another type with the French message and sends nothing', async () => {
    const fetchMock = renderCard();
    const events = userEvent.setup({ applyAccept: false });
    await events.upload(screen.getByLabelText('Choisir une photo'), photo('image/webp'));
    expect(screen.getByRole('status').textContent).toBe(userSpaceTexts.avatarWrongType);
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an image over the server limit with the documented text and sends nothing', async () => {
    const fetchMock = renderCard();
    const events = userEvent.setup();
    croppedSize = AVATAR_MAX_BYTES + 1;
    await events.upload(screen.getByLabelText('Choisir une photo'), photo('image/png'));
    await events.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('status').textContent).toBe(userSpaceTexts.avatarTooLarge);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an image at the limit', async () => {
    const fetchMock = renderCard();
    const events = userEvent.setup();
    croppedSize = AVATAR_MAX_BYTES;
    await events.upload(screen.getByLabelText('Choisir une photo'), photo('image/jpeg'));
    await events.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(userSpaceTexts.avatarSaved)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });
});
