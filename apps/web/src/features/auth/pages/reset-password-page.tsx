import { Link, useParams } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { usePageHead } from '@/lib/use-page-head';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** `/reset-mot-de-passe/{hash}/{email}` (route resetMotDePasse, docs/product/accounts.md): the link of the mail. */
export default function ResetPasswordPage() {
  usePageHead('Nouveau mot de passe');
  const { hash = '', email = '' } = useParams();
  return (
    <AuthCard
      title="Nouveau mot de passe"
      lead={
        <>
          Choisissez le nouveau mot de passe du compte <strong>{email}</strong>.
        </>
      }
      footer={<Link to={buildPath('connexion')}>Retour à la connexion</Link>}
    >
      <ResetPasswordForm token={hash} email={email} />
    </AuthCard>
  );
}
