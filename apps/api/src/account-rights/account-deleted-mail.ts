import { capitalise } from '@bonneroute/shared/auth';
import { accountRightsTexts } from '@bonneroute/shared/account-rights';
import { renderMail } from '../mail/templates';

/** The confirmation sent to the address the member had, once their account is deleted. */
export function accountDeletedEmail(input: { prenom: string; siteUrl: string }) {
  const rendered = renderMail(
    {
      title: `Au revoir ${capitalise(input.prenom)},`,
      preheader: 'Votre compte BonneRoute est supprimé.',
      paragraphs: [
        'Votre compte BonneRoute vient d’être supprimé, comme vous l’avez demandé. Vos données personnelles (e-mail, nom, téléphone, date de naissance, adresse, IBAN, photo, documents, véhicules, alertes) sont effacées.',
        ...accountRightsTexts.kept,
        'Vous pouvez vous réinscrire quand vous voulez avec la même adresse : ce sera un nouveau compte.',
      ],
      footnote:
        'Si vous n’êtes pas à l’origine de cette suppression, répondez à ce message au plus vite.',
    },
    input.siteUrl,
  );
  return { subject: 'Votre compte BonneRoute est supprimé', ...rendered };
}
