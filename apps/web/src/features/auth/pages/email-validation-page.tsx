import { Navigate, useParams } from 'react-router';
import { capitalise, GOOGLE_VALIDATION_HASH } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useStoredSession } from '@/lib/session-store';
import { usePageTitle } from '@/lib/use-page-title';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-card.module.css';

/**
 * `/validation-email/{hash}/{prenom?}` (spec §2 Validation screen): the link of the validation
 * mail. 'verified-by-google' means a Google sign-up (nothing to verify); a failed verify goes to
 * the 404 page.
 */
export default function EmailValidationPage() {
  usePageTitle('Validation de votre adresse e-mail');
  const { hash = '', prenom = '' } = useParams();
  const fromGoogle = hash === GOOGLE_VALIDATION_HASH;
  const verification = useVerifyEmail(hash, !fromGoogle && hash !== '');
  const session = useStoredSession();

  if (!hash || verification.isError) return <Navigate to={buildPath('erreur404')} replace />;
  if (!fromGoogle && !verification.data) return <Spinner label="Validation de votre adresse…" />;
  const name = capitalise(verification.data?.prenom ?? prenom);

  return (
    <AuthCard title={name ? `Félicitations ${name} !` : 'Félicitations !'}>
      <p>
        {fromGoogle
          ? 'Votre compte BonneRoute est créé avec votre compte Google : votre adresse email est déjà vérifiée.'
          : 'Votre adresse email est validée : votre compte BonneRoute est actif.'}
      </p>
      <p>Vous partez bientôt ? Publiez votre premier trajet et partagez vos frais de route.</p>
      <div className={styles.actions}>
        <ButtonLink to={buildPath('proposer')} variant="accent" block>
          Publier mon premier trajet
        </ButtonLink>
        {session ? null : (
          <ButtonLink to={buildPath('connexion')} variant="secondary" block>
            Me connecter
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}
