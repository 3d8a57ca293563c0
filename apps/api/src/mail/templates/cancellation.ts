import { capitalise } from '@bonneroute/shared/auth';
import { formatEuros } from '@bonneroute/shared/pricing';
import { renderMail } from './layout';
import { tripLine, tripRoute, type MailTrip } from './trip-summary';

/**
 * A cancellation, to the person it affects: `par` says who cancelled (the driver cancelled the
 * trip, or a passenger their booking); `remboursement` (cents) when money goes back.
 */
export function cancellationEmail(input: {
  prenom: string;
  par: 'conducteur' | 'passager';
  autrePrenom: string;
  trip: MailTrip;
  remboursement?: number | null;
  siteUrl: string;
}) {
  const other = capitalise(input.autrePrenom);
  const title =
    input.par === 'conducteur'
      ? `Le trajet ${tripRoute(input.trip)} est annulé`
      : `${other} a annulé sa réservation`;
  const paragraphs = [
    `Bonjour ${capitalise(input.prenom)},`,
    input.par === 'conducteur'
      ? `${other}, le conducteur, a annulé son trajet. Votre réservation est annulée.`
      : `${other} a annulé sa réservation sur votre trajet : sa place est de nouveau proposée.`,
    tripLine(input.trip),
  ];
  if (input.remboursement)
    paragraphs.push(
      `Vous serez remboursé de ${formatEuros(input.remboursement)} sur le moyen de paiement utilisé, sous quelques jours.`,
    );
  const rendered = renderMail(
    {
      title,
      preheader: `${tripRoute(input.trip)} : annulation.`,
      paragraphs,
      action:
        input.par === 'conducteur'
          ? { label: 'Trouver un autre trajet', url: `${input.siteUrl}/trouver-covoiturage` }
          : {
              label: 'Voir mes trajets',
              url: `${input.siteUrl}/utilisateurs/trajets?type=conducteur`,
            },
    },
    input.siteUrl,
  );
  return { subject: `${title} — BonneRoute`, ...rendered };
}
