import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { sessionStore } from '@/lib/session-store';
import { usePageHead } from '@/lib/use-page-head';
import { useGoogleClientId } from '../api/get-auth-config';
import { AuthCard } from '../components/auth-card';
import { GoogleSignUp } from '../components/google-sign-up';
import { RegisterWizard } from '../components/register/register-wizard';
import { useFeeTexts } from '@/lib/pricing';

/**
 * `/inscription-bonneroutier` (route inscription, docs/product/accounts.md): redirects to `/` when a token is
 * already stored on entry.
 */
export default function RegisterPage() {
  usePageHead('Inscription');
  const { fee } = useFeeTexts();
  const [hadToken] = useState(() => sessionStore.validToken() !== null);
  const googleClientId = useGoogleClientId();
  if (hadToken) return <Navigate to="/" replace />;
  return (
    <AuthCard
      title="Inscription"
      lead={`Rejoignez les bonneroutiers : covoiturez au prix juste, ${fee} de frais par place.`}
      footer={
        <>
          Déjà inscrit ? <Link to={buildPath('connexion')}>Connectez-vous</Link>
          <br />
          Ce que nous faisons de vos données :{' '}
          <Link to={buildPath('confidentialite')}>politique de confidentialité</Link>
        </>
      }
    >
      <RegisterWizard aside={googleClientId ? <GoogleSignUp clientId={googleClientId} /> : null} />
    </AuthCard>
  );
}
