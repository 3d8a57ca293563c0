import { Link } from 'react-router';
import { accountRightsTexts } from '@bonneroute/shared/account-rights';
import { buildPath } from '@bonneroute/shared/routes';
import { usePageHead } from '@/lib/use-page-head';

/** docs/product/accounts.md: where a member lands, signed out, once their account is deleted. */
export default function AccountDeletedPage() {
  usePageHead('Compte supprimé');
  return (
    <div className="container page">
      <h1>Votre compte est supprimé</h1>
      <p>
        Vos données personnelles sont effacées et vous êtes déconnecté. Un e-mail de confirmation
        vient de partir vers votre ancienne adresse.
      </p>
      <p>Ce qui reste :</p>
      <ul>
        {accountRightsTexts.kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        Vous pouvez revenir quand vous voulez :{' '}
        <Link to={buildPath('inscription')}>créer un nouveau compte</Link> avec la même adresse.
      </p>
    </div>
  );
}
