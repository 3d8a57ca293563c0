import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  userSpaceTexts,
  type FullUser,
} from '@bonneroute/shared/user-space';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useUploadAvatar } from '../../api/uploads';
import { CropDialog } from './crop-dialog';
import styles from './profile.module.css';

type Status =
  | { kind: 'ready' }
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

function statusText(status: Status): string {
  if (status.kind === 'ready') return 'Prêt';
  if (status.kind === 'loading') return 'en cours de chargement';
  if (status.kind === 'success') return userSpaceTexts.avatarSaved;
  return status.message;
}

/** docs/product/user-space.md Avatar card: Change button, crop dialog (Valider/Annuler), status line from 'Prêt'. */
export function AvatarCard({ user }: { user: FullUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'ready' });
  const upload = useUploadAvatar(user.id);
  const navigate = useNavigate();

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (!AVATAR_TYPES.includes(chosen.type)) {
      setStatus({ kind: 'error', message: userSpaceTexts.avatarWrongType });
      return;
    }
    setStatus({ kind: 'ready' });
    setFile(chosen);
  };

  const send = (image: Blob) => {
    setFile(null);
    // The server's limit applies to what is sent: the cropped image, not the chosen file.
    if (image.size > AVATAR_MAX_BYTES) {
      setStatus({ kind: 'error', message: userSpaceTexts.avatarTooLarge });
      return;
    }
    setStatus({ kind: 'loading' });
    upload.mutate(image, {
      onSuccess: () => setStatus({ kind: 'success' }),
      onError: (error) => {
        // docs/product/user-space.md: 422 → too large (or the server's detail); anything else → technical, 404 page.
        if (error instanceof ApiError && (error.status === 422 || error.status === 413)) {
          setStatus({
            kind: 'error',
            message: error.status === 413 ? userSpaceTexts.avatarTooLarge : error.detail,
          });
          return;
        }
        setStatus({ kind: 'error', message: userSpaceTexts.avatarTechnical });
        navigate(buildPath('erreur404'));
      },
    });
  };

  return (
    <section aria-labelledby="photo-title">
      <h2 id="photo-title">Ma photo</h2>
      <div className={styles.inline}>
        <Avatar
          src={user.avatar}
          alt="Votre photo de profil"
          size={128}
          className={styles.avatar}
        />
        <div>
          <Button onClick={() => input.current?.click()} disabled={status.kind === 'loading'}>
            Changer
          </Button>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="visually-hidden"
            aria-label="Choisir une photo"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <p role="status" className={status.kind === 'error' ? styles.pending : undefined}>
            {statusText(status)}
          </p>
        </div>
      </div>
      <CropDialog file={file} onCancel={() => setFile(null)} onValidate={send} />
    </section>
  );
}
