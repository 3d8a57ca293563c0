import { capitalise } from '@bonneroute/shared/auth';
import { renderMail } from './layout';

/** The mail sent at registration, with the link `/validation-email/{hash}/{prenom}`. */
export function validationEmail(input: {
  prenom: string;
  link: string;
  siteUrl: string;
  validDays: number;
}) {
  const prenom = capitalise(input.prenom);
  const rendered = renderMail(
    {
      title: `Bienvenue sur BonneRoute, ${prenom} !`,
      preheader: 'Validez votre adresse email pour activer votre compte.',
      paragraphs: [
        'Merci pour votre inscription. Il ne reste qu’une étape : validez votre adresse email pour activer votre compte et commencer à covoiturer.',
      ],
      action: { label: 'Valider mon adresse email', url: input.link },
      footnote: `Ce lien est valable ${input.validDays} jours et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message : aucun compte ne sera activé.`,
    },
    input.siteUrl,
  );
  return { subject: 'Validez votre adresse email — BonneRoute', ...rendered };
}
