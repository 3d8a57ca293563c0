import { Link, useSearchParams } from 'react-router';
import { authTexts, LOGIN_SUCCESS_REDIRECT_MS, safeRedirectPath } from '@bonneroute/shared/auth';
import { buildPath, routePaths } from '@bonneroute/shared/routes';
import { Notice } from '@/components/ui/notice';
import { usePageHead } from '@/lib/use-page-head';
import { loginWithGoogle } from '../api/google';
import { useGoogleClientId } from '../api/get-auth-config';
import { loginWithPassword } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { LoginForm } from '../components/login-form';
import { useDropStoredSession } from '../hooks/use-drop-stored-session';
import { useLogin } from '../hooks/use-login';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import styles from '../components/auth-card.module.css';

/**
 * `/vous-identifier` (docs/product/accounts.md): removes any stored token on entry; `referer` is where to go once
 * logged in; `deconnexion_automatique=1|true` shows the inactivity message.
 */
export default function LoginPage() {
  usePageHead('Connexion');
  useDropStoredSession();
  const [params] = useSearchParams();
  const googleClientId = useGoogleClientId();
  const { status, error, failures, run } = useLogin();
  const inactivity = ['1', 'true'].includes(params.get('deconnexion_automatique') ?? '');
  const target = safeRedirectPath(params.get('referer')) ?? routePaths.homeUtilisateurs;
  useRedirectAfter(status === 'success', target, LOGIN_SUCCESS_REDIRECT_MS);

  return (
    <AuthCard
      title="Connexion"
      lead="Retrouvez vos trajets, vos réservations et vos messages."
      footer={
        <>
          Pas encore de compte ? <Link to={buildPath('inscription')}>Inscrivez-vous</Link>
        </>
      }
    >
      {inactivity ? <Notice tone="warning">{authTexts.inactivity}</Notice> : null}
      <LoginForm
        status={status}
        error={error}
        failures={failures}
        onSubmit={(email, password) => void run(() => loginWithPassword(email, password))}
      />
      {googleClientId ? (
        <>
          <p className={styles.separator}>ou</p>
          <GoogleButton
            clientId={googleClientId}
            label="signin_with"
            onCredential={(credential) => void run(() => loginWithGoogle(credential))}
          />
        </>
      ) : null}
    </AuthCard>
  );
}
