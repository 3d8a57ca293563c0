import { capitalise } from '@bonneroute/shared/auth';
import { plural } from '@bonneroute/shared/french';
import { formatEuros } from '@bonneroute/shared/pricing';
import { statementTexts } from '@bonneroute/shared/receipts';
import { routePaths } from '@bonneroute/shared/routes';
import { renderMail } from '../mail/templates';

/**
 * docs/product/booking-and-money.md#yearly-statement: the January e-mail of a driver's year. The
 * PDF is not attached (the outbox stores text, and the statement is the member's money record):
 * the button opens « Mon argent », where the year's PDF and CSV are one click away once logged in.
 */
export function yearlyStatementEmail(input: {
  prenom: string;
  siteUrl: string;
  year: number;
  /** Cents. */
  total: number;
  trips: number;
  passengers: number;
  seats: number;
}) {
  const rendered = renderMail(
    {
      title: `${statementTexts.title} ${input.year}`,
      preheader: `En ${input.year}, vous avez reçu ${formatEuros(input.total)} pour vos trajets.`,
      paragraphs: [
        `Bonjour ${capitalise(input.prenom)},`,
        `En ${input.year}, vous avez reçu ${formatEuros(input.total)} pour ${plural(input.trips, 'trajet')} (${plural(input.passengers, 'passager')}, ${plural(input.seats, 'placeReservee')}).`,
        statementTexts.intro,
        `Votre relevé ${input.year} (PDF et CSV), trajet par trajet, est dans « Mon argent », rubrique « ${statementTexts.title} ».`,
      ],
      action: {
        label: `Télécharger mon relevé ${input.year}`,
        url: `${input.siteUrl}${routePaths.argentUtilisateurs}?type=paiements#releve-annuel`,
      },
    },
    input.siteUrl,
  );
  return { subject: `Votre relevé annuel ${input.year} — BonneRoute`, ...rendered };
}
