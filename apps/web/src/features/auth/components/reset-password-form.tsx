import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import {
  authTexts,
  RESET_PASSWORD_MIN_LENGTH,
  RESET_REDIRECT_MS,
  resetPasswordFormSchema,
} from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { resetPassword } from '../api/reset-password';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { CHECK_ON_SUBMIT } from './form-options';
import { NewPasswordFields, type NewPasswords } from './new-password-fields';
import styles from './auth-card.module.css';

type Outcome = 'success' | 'expired' | 'failed' | null;

/** docs/product/accounts.md "reset" mode: new password and confirmation, docs/product/accounts.md messages, login after 7.5 s. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const form = useForm<NewPasswords>({
    ...CHECK_ON_SUBMIT,
    defaultValues: { password: '', password_confirmation: '' },
    // The two passwords of POST /password/reset's schema; the link gives its e-mail and token.
    resolver: zodResolver(resetPasswordFormSchema, undefined, { raw: true }),
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  useRedirectAfter(outcome === 'success', buildPath('connexion'), RESET_REDIRECT_MS);

  const [password, confirmation] = useWatch({
    control: form.control,
    name: ['password', 'password_confirmation'],
  });
  const ready = resetPasswordFormSchema.safeParse({
    password,
    password_confirmation: confirmation,
  }).success;

  const submit = form.handleSubmit(async (passwords) => {
    setSending(true);
    try {
      await resetPassword({ email, token, ...passwords });
      setOutcome('success');
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 400 ? 'expired' : 'failed');
    } finally {
      setSending(false);
    }
  });

  if (outcome === 'success') return <Notice tone="success">{authTexts.resetSuccess}</Notice>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <NewPasswordFields
        label="Nouveau mot de passe"
        form={form}
        fields={resetPasswordFormSchema.shape}
        minLength={RESET_PASSWORD_MIN_LENGTH}
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
