import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authTexts, emailProblem } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { ApiError } from '@/lib/api-client';
import type { LoginStatus } from '../hooks/use-login';
import { PasswordField } from './password-field';
import { ResendValidationButton } from './resend-validation-button';
import styles from './auth-card.module.css';
import { EmailField } from './email-field';

interface LoginFormProps {
  status: LoginStatus;
  error: ApiError | null;
  failures: number;
  onSubmit: (email: string, password: string) => void;
}

/** spec §2 Login: e-mail and password, Enter submits, the forgot link after 1 to 4 failures. */
export function LoginForm({ status, error, failures, onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      email: emailProblem(email) ?? undefined,
      password: password ? undefined : authTexts.passwordRequired,
    };
    setFieldErrors(errors);
    if (!errors.email && !errors.password) onSubmit(email, password);
  }

  const forgotPath = buildPath('motDePasseOublie', {}, email ? { email: email.trim() } : {});
  return (
    <form onSubmit={submit} noValidate>
      <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
      <PasswordField
        label="Mot de passe"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        required
      />
      {status === 'success' ? <Notice tone="success">{authTexts.loginSuccess}</Notice> : null}
      {status === 'error' && error ? (
        <Notice tone="error">
          {error.detail}
          {error.code === 'login_locked' ? (
            <>
              {' '}
              <Link to={forgotPath}>Réinitialiser mon mot de passe</Link>
            </>
          ) : null}
        </Notice>
      ) : null}
      {status === 'error' && error?.code === 'email_not_activated' ? (
        <ResendValidationButton email={email} />
      ) : null}
      {failures >= 1 && failures <= 4 ? (
        <p>
          <Link to={forgotPath}>{authTexts.forgotLink}</Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" block disabled={status === 'loading' || status === 'success'}>
          {status === 'loading' ? 'Connexion…' : 'Se connecter'}
        </Button>
      </div>
    </form>
  );
}
