import { capitalise } from '@bonneroute/shared/auth';
import { accountRightsTexts } from '@bonneroute/shared/account-rights';
import { plural } from '@bonneroute/shared/french';
import { renderMail } from '../mail/templates';

/**
 * The confirmation sent to the address the member had, once their account is deleted: at their
 * request, or (`inactiveYears`) by the retention job after that many years without a login.
 */
export function accountDeletedEmail(input: {
  prenom: string;
  siteUrl: string;
  inactiveYears?: number;
}) {
  const why =
    input.inactiveYears === undefined
      ? 'comme vous l’avez demandé'
      : `faute de connexion depuis ${plural(input.inactiveYears, 'an')}, comme nous vous l’avions annoncé`;
  const rendered = renderMail(
    {
      title: `Au revoir ${capitalise(input.prenom)},`,
      preheader: 'Votre compte BonneRoute est supprimé.',
      paragraphs: [
        `Votre compte BonneRoute vient d’être supprimé, ${why}. Vos données personnelles (e-mail, nom, téléphone, date de naissance, adresse, IBAN, photo, documents, véhicules, alertes) sont effacées.`,
        ...accountRightsTexts.kept,
        'Vous pouvez vous réinscrire quand vous voulez avec la même adresse : ce sera un nouveau compte.',
      ],
      footnote:
        input.inactiveYears === undefined
          ? 'Si vous n’êtes pas à l’origine de cette suppression, répondez à ce message au plus vite.'
          : 'Une question sur cette suppression ? Répondez simplement à ce message.',
    },
    input.siteUrl,
  );
  return { subject: 'Votre compte BonneRoute est supprimé', ...rendered };
}
