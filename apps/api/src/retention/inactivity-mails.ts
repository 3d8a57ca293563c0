import { capitalise } from '@bonneroute/shared/auth';
import { calendarDateInParis, frenchLongDate } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';
import { routePaths } from '@bonneroute/shared/routes';
import { renderMail } from '../mail/templates';

/**
 * docs/product/accounts.md#retention: the one warning an account unused for years gets before
 * its deletion; logging in is all it takes to keep it.
 */
export function inactivityWarningEmail(input: {
  prenom: string;
  siteUrl: string;
  inactiveYears: number;
  deletionOn: Date;
}) {
  const day = frenchLongDate(calendarDateInParis(input.deletionOn));
  const rendered = renderMail(
    {
      title: `Bonjour ${capitalise(input.prenom)},`,
      preheader: `Sans connexion d’ici le ${day}, votre compte BonneRoute sera supprimé.`,
      paragraphs: [
        `Personne ne s’est connecté à votre compte BonneRoute depuis bientôt ${plural(input.inactiveYears, 'an')}. Pour ne pas garder vos données plus longtemps que nécessaire, nous supprimerons votre compte le ${day} si vous ne vous connectez pas d’ici là.`,
        'Pour garder votre compte, il suffit de vous connecter une fois. Sinon, vos données personnelles seront effacées ; vos paiements restent gardés comme la loi comptable l’exige, vos avis et messages restent signés « Membre supprimé ».',
      ],
      action: { label: 'Me connecter', url: `${input.siteUrl}${routePaths.connexion}` },
      footnote: 'Vous pouvez aussi télécharger vos données depuis votre espace avant cette date.',
    },
    input.siteUrl,
  );
  return {
    subject: `Votre compte BonneRoute sera supprimé le ${day}`,
    ...rendered,
  };
}
