import { capitalise } from '@bonneroute/shared/auth';
import { renderMail } from './layout';

/** The mail of /password/forgot, link `/reset-mot-de-passe/{hash}/{email}`. */
export function passwordResetEmail(input: {
  prenom: string;
  link: string;
  siteUrl: string;
  validMinutes: number;
}) {
  const rendered = renderMail(
    {
      title: `Bonjour ${capitalise(input.prenom)},`,
      preheader: 'Choisissez un nouveau mot de passe pour votre compte BonneRoute.',
      paragraphs: [
        'Vous avez demandé à réinitialiser le mot de passe de votre compte BonneRoute. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: input.link },
      footnote: `Ce lien est valable ${input.validMinutes} minutes et ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.`,
    },
    input.siteUrl,
  );
  return { subject: 'Réinitialisation de votre mot de passe — BonneRoute', ...rendered };
}
