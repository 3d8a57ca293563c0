import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { authTexts, loginBodySchema, type LoginBody } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { ApiError } from '@/lib/api-client';
import { isRequired, maxLengthOf } from '@/lib/forms/schema-rules';
import type { LoginStatus } from '../hooks/use-login';
import { PasswordField } from './password-field';
import { ResendValidationButton } from './resend-validation-button';
import styles from './auth-card.module.css';
import { EmailField } from './email-field';
import { CHECK_ON_SUBMIT } from './form-options';

interface LoginFormProps {
  status: LoginStatus;
  error: ApiError | null;
  failures: number;
  onSubmit: (email: string, password: string) => void;
}

const fields = loginBodySchema.shape;

/** docs/product/accounts.md Login: e-mail and password, Enter submits, the forgot link after 1 to 4 failures. */
export function LoginForm({ status, error, failures, onSubmit }: LoginFormProps) {
  const form = useForm<LoginBody>({
    ...CHECK_ON_SUBMIT,
    defaultValues: { email: '', password: '' },
    // raw: the typed address is sent as typed; POST /login's schema decides whether it is valid.
    resolver: zodResolver(loginBodySchema, undefined, { raw: true }),
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const submit = form.handleSubmit((typed) => onSubmit(typed.email, typed.password));

  const forgotPath = buildPath('motDePasseOublie', {}, email ? { email: email.trim() } : {});
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <EmailField {...form.register('email')} error={errors.email?.message} />
      <PasswordField
        label="Mot de passe"
        autoComplete="current-password"
        {...form.register('password')}
        maxLength={maxLengthOf(fields.password)}
        required={isRequired(fields.password)}
        error={errors.password?.message}
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
