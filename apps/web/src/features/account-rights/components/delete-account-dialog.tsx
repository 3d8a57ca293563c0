import { useState, type FormEvent } from 'react';
import { accountRightsTexts } from '@bonneroute/shared/account-rights';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useDeleteMyAccount, useSendDeletionCode } from '../api/delete-my-account';
import styles from './account-rights.module.css';

interface Props {
  userId: number;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Confirms the deletion with the password (or, for a Google account, a code sent by e-mail). A refusal (409) lists what is still going on and what
 * to do, one reason a line; Escape or « Annuler » closes without deleting anything.
 */
export function DeleteAccountDialog({ userId, open, onClose, onDeleted }: Props) {
  const [password, setPassword] = useState('');
  // A Google account has no password: it asks for a code by e-mail and types that instead.
  const [withCode, setWithCode] = useState(false);
  const deletion = useDeleteMyAccount(userId);
  const sending = useSendDeletionCode(userId);
  const error = deletion.error instanceof ApiError ? deletion.error : null;
  const passwordError = error?.status === 422 ? error.detail : null;
  const blocked = error && error.status !== 422 ? error.detail : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    deletion.mutate(withCode ? { code: password } : { password }, { onSuccess: onDeleted });
  }

  function askCode() {
    sending.mutate(undefined, {
      onSuccess: () => {
        setWithCode(true);
        setPassword('');
        deletion.reset();
      },
    });
  }

  function close() {
    setPassword('');
    setWithCode(false);
    deletion.reset();
    sending.reset();
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} title="Supprimer mon compte">
      <form onSubmit={submit} noValidate>
        <p>{accountRightsTexts.deletionWarning}</p>
        {blocked ? (
          <Notice tone="error">
            <span className={styles.reasons}>{blocked}</span>
          </Notice>
        ) : null}
        {withCode ? (
          <TextField
            label="Le code reçu par e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value.trim())}
            error={passwordError}
            hint={sending.data?.data.message}
          />
        ) : (
          <TextField
            label="Votre mot de passe"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError}
          />
        )}
        {withCode ? null : (
          <p>
            <Button type="button" variant="ghost" size="small" onClick={askCode}>
              Je me connecte avec Google : recevoir un code par e-mail
            </Button>
          </p>
        )}
        {sending.isError ? <Notice tone="error">{sending.error.message}</Notice> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" disabled={deletion.isPending || !password}>
            {deletion.isPending ? 'Suppression…' : 'Supprimer définitivement'}
          </Button>
          <Button type="button" variant="secondary" onClick={close}>
            Annuler
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
