import { feeTexts } from '@bonneroute/shared/pricing';
import { capitalise } from '@bonneroute/shared/auth';
import { renderMail } from './layout';

/** The team's reminder to someone who registered but never validated their address. */
export function registrationReminderEmail(input: {
  prenom: string;
  link: string;
  siteUrl: string;
  validDays: number;
}) {
  const prenom = capitalise(input.prenom);
  const rendered = renderMail(
    {
      title: `${prenom}, votre compte BonneRoute vous attend`,
      preheader: 'Un clic pour valider votre adresse email et commencer à covoiturer.',
      paragraphs: [
        'Vous avez commencé votre inscription sur BonneRoute, mais votre adresse email n’est pas encore validée.',
        `Validez-la pour réserver une place ou publier votre trajet : ${feeTexts().fee} de frais par place, pas un centime de plus.`,
      ],
      action: { label: 'Valider mon adresse email', url: input.link },
      footnote: `Ce lien est valable ${input.validDays} jours et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.`,
    },
    input.siteUrl,
  );
  return { subject: 'Votre inscription sur BonneRoute n’est pas terminée', ...rendered };
}
