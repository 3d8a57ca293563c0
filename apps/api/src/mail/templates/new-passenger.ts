import { capitalise } from '@bonneroute/shared/auth';
import { renderMail } from './layout';
import { seats, tripLine, tripRoute, tripUrl, type MailTrip } from './trip-summary';
import { plural } from '@bonneroute/shared/french';

/** To the driver: a passenger booked seats on their trip (or asks to, on a manual trip). */
export function newPassengerEmail(input: {
  conducteurPrenom: string;
  passagerPrenom: string;
  nbPlaces: number;
  trip: MailTrip;
  /** Manual booking: the driver must accept or refuse. */
  aAccepter?: boolean;
  siteUrl: string;
}) {
  const passager = capitalise(input.passagerPrenom);
  const title = input.aAccepter
    ? `${passager} souhaite voyager avec vous`
    : `${passager} a réservé ${seats(input.nbPlaces)} sur votre trajet`;
  const rendered = renderMail(
    {
      title,
      preheader: `${tripRoute(input.trip)} : ${plural(input.nbPlaces, input.aAccepter ? 'placeDemandee' : 'placeReservee')}.`,
      paragraphs: [
        `Bonjour ${capitalise(input.conducteurPrenom)},`,
        input.aAccepter
          ? `${passager} demande ${seats(input.nbPlaces)} sur votre trajet. Acceptez ou refusez sa demande depuis « Mes trajets ».`
          : `Bonne nouvelle : ${passager} a réservé ${seats(input.nbPlaces)} sur votre trajet.`,
        tripLine(input.trip),
        'Vous pouvez échanger avec vos passagers dans la discussion du trajet.',
      ],
      action: { label: 'Voir mon trajet', url: tripUrl(input.siteUrl, input.trip) },
    },
    input.siteUrl,
  );
  return { subject: `${title} — BonneRoute`, ...rendered };
}
