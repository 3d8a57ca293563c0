import { formatDateFr, formatTripTime } from '@bonneroute/shared/dates';
import { priorityEndText, WAITING_LIST_PRIORITY_MINUTES } from '@bonneroute/shared/waiting-list';
import type { MailMessage } from '../mail/mail.service';
import { renderMail } from '../mail/templates';

interface Input {
  to: { id: number; email: string; prenom: string };
  trip: { ville_depart: string; ville_arrivee: string; date: string; heure: string };
  until: Date;
  url: string;
  siteUrl: string;
}

/** To the first in line: a seat is theirs to book until `until` (docs/product/booking-and-money.md#waiting-list). */
export function seatOfferedEmail({ to, trip, until, url, siteUrl }: Input): MailMessage {
  const subject = 'Une place s’est libérée sur votre trajet';
  const route = `${trip.ville_depart} → ${trip.ville_arrivee} du ${formatDateFr(trip.date)} à ${formatTripTime(trip.heure)}`;
  const rendered = renderMail(
    {
      title: subject,
      preheader: `Elle vous est réservée jusqu’à ${priorityEndText(until)}.`,
      paragraphs: [
        `Bonjour ${to.prenom},`,
        `Bonne nouvelle : une place s’est libérée sur le trajet ${route}, sur lequel vous attendiez.`,
        `Elle vous est réservée pendant ${WAITING_LIST_PRIORITY_MINUTES} minutes, jusqu’à ${priorityEndText(until)}. Passé ce délai, elle sera proposée au suivant sur la liste d’attente.`,
      ],
      action: { label: 'Réserver ma place', url },
    },
    siteUrl,
  );
  return {
    to: to.email,
    subject,
    template: 'liste-attente-place',
    utilisateurId: to.id,
    ...rendered,
  };
}
