import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { usePageHead } from '@/lib/use-page-head';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** `/recuperer-un-mot-de-passe-valide` (route motDePasseOublie, docs/product/accounts.md). */
export default function ForgotPasswordPage() {
  usePageHead('Mot de passe oublié');
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Mot de passe oublié"
      lead="Indiquez l’adresse email de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe."
      footer={<Link to={buildPath('connexion')}>Retour à la connexion</Link>}
    >
      <ForgotPasswordForm initialEmail={params.get('email') ?? ''} />
    </AuthCard>
  );
}
