import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  authTexts,
  passwordProblem,
  RESET_PASSWORD_MIN_LENGTH,
  RESET_REDIRECT_MS,
} from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { resetPassword } from '../api/reset-password';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth-card.module.css';

type Outcome = 'success' | 'expired' | 'failed' | null;

/** spec §2 "reset" mode: new password and confirmation, the spec §8 messages, login after 7.5 s. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  useRedirectAfter(outcome === 'success', buildPath('connexion'), RESET_REDIRECT_MS);

  const ready = !passwordProblem(password, RESET_PASSWORD_MIN_LENGTH) && password === confirmation;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setSending(true);
    try {
      await resetPassword({ email, token, password, password_confirmation: confirmation });
      setOutcome('success');
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 400 ? 'expired' : 'failed');
    } finally {
      setSending(false);
    }
  }

  if (outcome === 'success') return <Notice tone="success">{authTexts.resetSuccess}</Notice>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <NewPasswordFields
        label="Nouveau mot de passe"
        password={password}
        confirmation={confirmation}
        minLength={RESET_PASSWORD_MIN_LENGTH}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      {outcome === 'expired' ? (
        <Notice tone="error">
          {authTexts.resetExpired}{' '}
          <Link to={buildPath('motDePasseOublie', {}, { email })}>Recevoir un nouveau lien</Link>
        </Notice>
      ) : null}
      {outcome === 'failed' ? <Notice tone="error">{authTexts.resetError}</Notice> : null}
      <div className={styles.actions}>
        <Button type="submit" block disabled={!ready || sending}>
          {sending ? 'Enregistrement…' : 'Enregistrer mon nouveau mot de passe'}
        </Button>
      </div>
    </form>
  );
}
