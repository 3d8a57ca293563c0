import { capitalise } from '@bonneroute/shared/auth';
import { formatEuros } from '@bonneroute/shared/pricing';
import { renderMail } from './layout';
import { seats, tripLine, tripRoute, type MailTrip } from './trip-summary';

/** To the passenger: the booking is confirmed (automatic booking, or accepted by the driver). */
export function bookingConfirmationEmail(input: {
  passagerPrenom: string;
  conducteurPrenom: string;
  nbPlaces: number;
  /** Total paid, in cents. */
  montantTotal: number;
  trip: MailTrip;
  siteUrl: string;
}) {
  const rendered = renderMail(
    {
      title: 'Votre réservation est confirmée',
      preheader: `${tripRoute(input.trip)} : ${seats(input.nbPlaces)} avec ${capitalise(input.conducteurPrenom)}.`,
      paragraphs: [
        `Bonjour ${capitalise(input.passagerPrenom)},`,
        `Votre réservation de ${seats(input.nbPlaces)} avec ${capitalise(input.conducteurPrenom)} est confirmée, pour un total de ${formatEuros(input.montantTotal)}.`,
        tripLine(input.trip),
        'Présentez-vous quelques minutes avant l’heure de départ. Une question pour votre conducteur ? Écrivez-lui dans la discussion du trajet.',
      ],
      action: {
        label: 'Ouvrir la discussion du trajet',
        url: `${input.siteUrl}/chat-covoiturage/${input.trip.id}`,
      },
      footnote:
        'Un empêchement ? Annulez depuis « Mes trajets » : une partie du montant peut être retenue selon la politique d’annulation et de remboursement.',
    },
    input.siteUrl,
  );
  return { subject: `Réservation confirmée : ${tripRoute(input.trip)} — BonneRoute`, ...rendered };
}
