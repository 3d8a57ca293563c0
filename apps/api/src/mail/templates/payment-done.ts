import { capitalise } from '@bonneroute/shared/auth';
import { formatEuros } from '@bonneroute/shared/pricing';
import { renderMail } from './layout';
import { tripLine, tripRoute, type MailTrip } from './trip-summary';

/** To the passenger: the card payment went through (docs/product/booking-and-money.md: Payment: montant and fees in cents). */
export function paymentDoneEmail(input: {
  prenom: string;
  /** Cents. */
  montant: number;
  /** Cents. */
  fees: number;
  paiementId: number;
  trip: MailTrip;
  siteUrl: string;
}) {
  const total = input.montant + input.fees;
  const rendered = renderMail(
    {
      title: 'Votre paiement a été effectué',
      preheader: `${formatEuros(total)} pour ${tripRoute(input.trip)}.`,
      paragraphs: [
        `Bonjour ${capitalise(input.prenom)},`,
        `Nous avons bien reçu votre paiement de ${formatEuros(total)} (participation ${formatEuros(input.montant)}, frais de service ${formatEuros(input.fees)}).`,
        tripLine(input.trip),
        `Référence du paiement : ${input.paiementId}. Vous retrouvez tous vos paiements dans « Mes paiements ».`,
      ],
      action: {
        label: 'Voir mes paiements',
        url: `${input.siteUrl}/utilisateurs/argent?type=paiements`,
      },
    },
    input.siteUrl,
  );
  return { subject: `Paiement effectué : ${formatEuros(total)} — BonneRoute`, ...rendered };
}
