import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GOOGLE_VALIDATION_HASH } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { Notice } from '@/components/ui/notice';
import { registerWithGoogle } from '../api/google';
import { useLogin } from '../hooks/use-login';
import { ConsentCheckboxes, consentBody, NO_CONSENT } from './consent-checkboxes';
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
  const [consent, setConsent] = useState(NO_CONSENT);
  const [consentAsked, setConsentAsked] = useState(false);

  async function signUp(credential: string) {
    // docs/product/accounts.md: no account without the terms accepted, Google's included.
    if (!consent.cgu) {
      setConsentAsked(true);
      return;
    }
    setBusy(true);
    const response = await run(() => registerWithGoogle(credential, consentBody(consent)));
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
      <ConsentCheckboxes value={consent} onChange={setConsent} showError={consentAsked} />
      <GoogleButton clientId={clientId} label="signup_with" onCredential={(c) => void signUp(c)} />
    </div>
  );
}
