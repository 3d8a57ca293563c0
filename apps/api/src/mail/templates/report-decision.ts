import { capitalise } from '@bonneroute/shared/auth';
import { renderMail } from './layout';

/**
 * The statement of reasons (docs/product/trust-and-safety.md): what was decided on a report, why,
 * and how to contest it once. The reporter and the member concerned each get their own wording;
 * neither learns the other's identity from it.
 */
export function reportDecisionEmail(input: {
  prenom: string;
  role: 'auteur' | 'concerne';
  objet: string;
  decision: string;
  motifs: string;
  contestable: boolean;
  url: string;
  siteUrl: string;
}) {
  const intro =
    input.role === 'auteur'
      ? `Vous nous avez signalé ${input.objet}. L’équipe BonneRoute l’a examiné et a pris la décision suivante.`
      : `${capitalise(input.objet)}, qui vous concerne, nous a été signalé. L’équipe BonneRoute l’a examiné et a pris la décision suivante.`;
  const rendered = renderMail(
    {
      title: 'Décision sur un signalement',
      preheader: input.decision,
      paragraphs: [
        `Bonjour ${capitalise(input.prenom)},`,
        intro,
        `Décision : ${input.decision}`,
        `Motifs : ${input.motifs}`,
        input.contestable
          ? 'Si vous n’êtes pas d’accord, vous pouvez contester cette décision une fois depuis « Mes signalements » : un autre membre de l’équipe la réexaminera.'
          : 'Cette décision fait suite au réexamen de votre contestation.',
      ],
      action: { label: 'Voir mes signalements', url: input.url },
    },
    input.siteUrl,
  );
  return { subject: 'Décision sur un signalement — BonneRoute', ...rendered };
}

/** A warning from the team (a flagged driver, a report), with its reasons. */
export function warningEmail(input: {
  prenom: string;
  motifs: string;
  url: string;
  siteUrl: string;
}) {
  const rendered = renderMail(
    {
      title: 'Avertissement de l’équipe BonneRoute',
      preheader: 'Un rappel des règles du covoiturage sur BonneRoute.',
      paragraphs: [
        `Bonjour ${capitalise(input.prenom)},`,
        'L’équipe BonneRoute vous adresse un avertissement.',
        `Motifs : ${input.motifs}`,
        'Le covoiturage partage les frais d’un trajet que vous faites de toute façon : ni bénéfice, ni frais en plus de la participation réservée sur BonneRoute, ni paiement en dehors du site. Si cela se reproduit, votre compte pourra être suspendu.',
      ],
      action: { label: 'Voir mes signalements', url: input.url },
    },
    input.siteUrl,
  );
  return { subject: 'Avertissement — BonneRoute', ...rendered };
}
