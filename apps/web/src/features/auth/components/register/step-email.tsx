import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { authTexts, normaliseEmail, registerEmailStepSchema } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { isEmailFree } from '../../api/check-email';
import styles from '../auth-card.module.css';
import { EmailField } from '../email-field';
import { CHECK_ON_SUBMIT } from '../form-options';

/**
 * Step 1: the e-mail as POST /register reads it (its schema gives it trimmed and lower-cased),
 * checked free (docs/product/accounts.md: "checks it is not already registered").
 */
export function StepEmail({
  initialEmail,
  onNext,
}: {
  initialEmail: string;
  onNext: (email: string) => void;
}) {
  const form = useForm<{ email: string }>({
    ...CHECK_ON_SUBMIT,
    defaultValues: { email: initialEmail },
    resolver: zodResolver(registerEmailStepSchema),
  });
  const typed = useWatch({ control: form.control, name: 'email' });
  const [taken, setTaken] = useState(false);
  const [checking, setChecking] = useState(false);

  const submit = form.handleSubmit(
    async ({ email }) => {
      setTaken(false);
      setChecking(true);
      try {
        if (await isEmailFree(email)) onNext(email);
        else {
          setTaken(true);
          form.setError('email', { message: authTexts.emailTaken });
        }
      } catch (caught) {
        const message = caught instanceof ApiError ? caught.detail : commonTexts.genericError;
        form.setError('email', { message });
      } finally {
        setChecking(false);
      }
    },
    () => setTaken(false),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <EmailField {...form.register('email')} error={form.formState.errors.email?.message} />
      {taken ? (
        <p>
          <Link to={buildPath('connexion')}>Se connecter</Link> ·{' '}
          <Link to={buildPath('motDePasseOublie', {}, { email: normaliseEmail(typed) })}>
            {authTexts.forgotLink}
          </Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" block disabled={checking}>
          {checking ? 'Vérification…' : 'Continuer'}
        </Button>
      </div>
    </form>
  );
}
