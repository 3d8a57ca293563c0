import { Navigate, useParams } from 'react-router';
import { capitalise, GOOGLE_VALIDATION_HASH } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { Spinner } from '@/components/ui/spinner';
import { useStoredSession } from '@/lib/session-store';
import { usePageHead } from '@/lib/use-page-head';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-card.module.css';

/**
 * `/validation-email/{hash}/{prenom?}` (docs/product/accounts.md: Validation screen): the link of the validation
 * mail. 'verified-by-google' means a Google sign-up (nothing to verify); a link opened again says
 * the account is already validated; any other failed verify goes to the 404 page.
 */
export default function EmailValidationPage() {
  usePageHead('Validation de votre adresse e-mail');
  const { hash = '', prenom = '' } = useParams();
  const fromGoogle = hash === GOOGLE_VALIDATION_HASH;
  const verification = useVerifyEmail(hash, !fromGoogle && hash !== '');
  const session = useStoredSession();

  if (verification.error instanceof ApiError && verification.error.code === 'already_validated')
    return <AlreadyValidated loggedIn={Boolean(session)} />;
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

/** The validation link opened a second time: nothing went wrong, the account is active. */
function AlreadyValidated({ loggedIn }: { loggedIn: boolean }) {
  return (
    <AuthCard title="Compte déjà validé">
      <p>Votre compte est déjà validé : vous pouvez vous connecter.</p>
      <div className={styles.actions}>
        {loggedIn ? (
          <ButtonLink to={buildPath('homeUtilisateurs')} block>
            Mon tableau de bord
          </ButtonLink>
        ) : (
          <ButtonLink to={buildPath('connexion')} block>
            Me connecter
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}
