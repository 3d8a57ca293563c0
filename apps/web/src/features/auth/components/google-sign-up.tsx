import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GOOGLE_VALIDATION_HASH } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { Notice } from '@/components/ui/notice';
import { registerWithGoogle } from '../api/google';
import { useLogin } from '../hooks/use-login';
import { GoogleButton } from './google-button';
import styles from './auth-card.module.css';

/**
 * Registration step 1's "third-party sign-in" (docs/product/accounts.md): the account is created activated and
 * logged in, then the validation screen greets it with the hash 'verified-by-google'.
 */
export function GoogleSignUp({ clientId }: { clientId: string }) {
  const navigate = useNavigate();
  const { status, error, run } = useLogin();
  const [busy, setBusy] = useState(false);

  async function signUp(credential: string) {
    setBusy(true);
    const response = await run(() => registerWithGoogle(credential));
    setBusy(false);
    if (response) {
      const prenom = response.data.attributes.prenom;
      navigate(buildPath('validation', { hash: GOOGLE_VALIDATION_HASH, prenom }), {
        replace: true,
      });
    }
  }

  return (
    <div aria-busy={busy}>
      <p className={styles.separator}>ou</p>
      {status === 'error' && error ? <Notice tone="error">{error.detail}</Notice> : null}
      <GoogleButton clientId={clientId} label="signup_with" onCredential={(c) => void signUp(c)} />
    </div>
  );
}
