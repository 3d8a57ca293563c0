import { seatsText } from '@bonneroute/shared/booking';
import { formatEuros } from '@bonneroute/shared/pricing';
import { receiptTexts } from '@bonneroute/shared/receipts';
import { routePaths } from '@bonneroute/shared/routes';
import {
  mapsLinkFor,
  meetingPointLine,
  meetingPointsOf,
  meetingPointTexts,
  tripChangeTexts,
  type TripStage,
} from '@bonneroute/shared/trips';
import { renderMail } from './templates';
import type { MailMessage } from './mail.service';
import type { trajets } from '../db/schema';

type TripRow = typeof trajets.$inferSelect;

interface Person {
  id: number;
  email: string;
  prenom: string;
}

function tripLabel(trip: TripRow): string {
  const [year, month, day] = trip.date.split('-');
  return `${trip.ville_depart} → ${trip.ville_arrivee} du ${day}/${month}/${year} à ${trip.heure.slice(0, 5)}`;
}

/** docs/product/booking-and-money.md#receipts-and-credit-notes: where the payer finds the receipt. */
function receiptLine(siteUrl: string): string {
  return receiptTexts.mailLine(`${siteUrl}${routePaths.argentUtilisateurs}?type=paiements`);
}

const POINT_KIND = { depart: 'Départ', etape: 'Étape', arrivee: 'Arrivée' } as const;

/**
 * docs/product/trips-and-search.md#meeting-points: each stop's point with its note, and the https
 * maps link (mail clients drop `geo:` links; decision 029).
 */
function meetingPointLinks(trip: TripRow) {
  const stages = Array.isArray(trip.villes_etapes) ? (trip.villes_etapes as TripStage[]) : [];
  return meetingPointsOf({ ...trip, villes_etapes: stages }).map((point) => ({
    text: `${POINT_KIND[point.kind]} : ${meetingPointLine(point)}`,
    label: meetingPointTexts.openInMaps,
    url: mapsLinkFor({ ...point, label: point.adresse ?? point.ville }),
  }));
}

function message(
  to: Person,
  template: string,
  subject: string,
  paragraphs: string[],
  trip: TripRow,
  siteUrl: string,
  withPoints = false,
): MailMessage {
  const rendered = renderMail(
    {
      title: subject,
      preheader: paragraphs[0] ?? subject,
      paragraphs: [`Bonjour ${to.prenom},`, ...paragraphs],
      ...(withPoints ? { links: meetingPointLinks(trip) } : {}),
      action: { label: 'Voir le trajet', url: `${siteUrl}/covoiturage/${trip.id}` },
    },
    siteUrl,
  );
  return { to: to.email, subject, template, utilisateurId: to.id, ...rendered };
}

/** The French mails of booking and money; each names the trip and the amounts. */
export const bookingMails = {
  confirmed: (to: Person, trip: TripRow, seats: number, total: number, siteUrl: string) =>
    message(
      to,
      'confirmation-reservation',
      'Votre réservation est confirmée',
      [
        `Votre réservation de ${seatsText(seats)} pour le trajet ${tripLabel(trip)} est confirmée.`,
        `Montant payé : ${formatEuros(total)}.`,
        receiptLine(siteUrl),
        'Vos points de rendez-vous :',
      ],
      trip,
      siteUrl,
      true,
    ),
  /** docs/product/trips-and-search.md#meeting-points: the driver moved a point after bookings. */
  meetingPointsChanged: (to: Person, trip: TripRow, siteUrl: string) =>
    message(
      to,
      'points-rendez-vous-modifies',
      'Un point de rendez-vous de votre trajet a changé',
      [
        `Le conducteur a modifié les points de rendez-vous du trajet ${tripLabel(trip)}.`,
        tripChangeTexts.fullRefundRight,
        'Les points à retenir :',
      ],
      trip,
      siteUrl,
      true,
    ),
  /** docs/product/trips-and-search.md#changing-a-published-trip: what changed, and the right it gives. */
  tripChanged: (
    to: Person,
    trip: TripRow,
    change: { summary: string; major: boolean; siteUrl: string },
  ) =>
    message(
      to,
      'trajet-modifie',
      change.major ? tripChangeTexts.notificationMajor : tripChangeTexts.notificationMinor,
      [
        `Le conducteur a modifié le trajet ${tripLabel(trip)}.`,
        change.summary,
        ...(change.major ? [tripChangeTexts.fullRefundRight] : []),
        'Vos points de rendez-vous :',
      ],
      trip,
      change.siteUrl,
      true,
    ),
  newPassenger: (to: Person, trip: TripRow, passenger: string, seats: number, siteUrl: string) =>
    message(
      to,
      'nouveau-passager',
      'Un nouveau passager a réservé votre trajet',
      [`${passenger} a réservé ${seatsText(seats)} sur votre trajet ${tripLabel(trip)}.`],
      trip,
      siteUrl,
    ),
  request: (to: Person, trip: TripRow, passenger: string, seats: number, siteUrl: string) =>
    message(
      to,
      'demande-reservation',
      'Nouvelle demande de réservation à accepter',
      [
        `${passenger} demande ${seatsText(seats)} sur votre trajet ${tripLabel(trip)}.`,
        'Acceptez ou refusez la demande dans « Gestion passagers » sous 24 heures ; sans réponse, elle sera refusée et le passager ne sera pas débité.',
      ],
      trip,
      siteUrl,
    ),
  requestPending: (to: Person, trip: TripRow, total: number, siteUrl: string) =>
    message(
      to,
      'demande-envoyee',
      'Votre demande de réservation a été envoyée',
      [
        `Votre demande pour le trajet ${tripLabel(trip)} attend la réponse du conducteur.`,
        `Le montant de ${formatEuros(total)} est bloqué sur votre carte et ne sera débité que si le conducteur accepte.`,
      ],
      trip,
      siteUrl,
    ),
  accepted: (to: Person, trip: TripRow, total: number, siteUrl: string) =>
    message(
      to,
      'reservation-acceptee',
      'Votre réservation a été acceptée',
      [
        `Le conducteur a accepté votre demande pour le trajet ${tripLabel(trip)}.`,
        `Montant débité : ${formatEuros(total)}.`,
        receiptLine(siteUrl),
        'Vos points de rendez-vous :',
      ],
      trip,
      siteUrl,
      true,
    ),
  released: (to: Person, trip: TripRow, reason: 'refus' | 'expiration', siteUrl: string) =>
    message(
      to,
      reason === 'refus' ? 'reservation-refusee' : 'reservation-expiree',
      reason === 'refus'
        ? 'Votre demande de réservation a été refusée'
        : 'Votre demande de réservation n’a pas reçu de réponse',
      [
        reason === 'refus'
          ? `Le conducteur a refusé votre demande pour le trajet ${tripLabel(trip)}.`
          : `Le conducteur n’a pas répondu à temps à votre demande pour le trajet ${tripLabel(trip)}.`,
        'Le montant bloqué sur votre carte a été libéré : vous n’avez pas été débité.',
      ],
      trip,
      siteUrl,
    ),
  cancelledByPassenger: (to: Person, trip: TripRow, refund: number, siteUrl: string) =>
    message(
      to,
      'annulation-reservation',
      'Votre réservation a bien été annulée',
      [
        `Votre réservation pour le trajet ${tripLabel(trip)} est annulée.`,
        refund > 0
          ? `Selon notre politique d’annulation, ${formatEuros(refund)} vous sont remboursés sur votre carte.`
          : 'Selon notre politique d’annulation, aucun montant n’est remboursé.',
      ],
      trip,
      siteUrl,
    ),
  passengerLeft: (to: Person, trip: TripRow, passenger: string, seats: number, siteUrl: string) =>
    message(
      to,
      'annulation-passager',
      'Une réservation a été annulée',
      [
        `${passenger} a annulé sa réservation de ${seatsText(seats)} sur votre trajet ${tripLabel(trip)}.`,
      ],
      trip,
      siteUrl,
    ),
  tripCancelled: (to: Person, trip: TripRow, refund: number, siteUrl: string) =>
    message(
      to,
      'annulation-trajet',
      'Un trajet que vous avez réservé a été annulé',
      [
        `Le conducteur a annulé le trajet ${tripLabel(trip)}.`,
        refund > 0
          ? `Vous êtes remboursé intégralement, frais compris : ${formatEuros(refund)}.`
          : 'Le montant bloqué sur votre carte a été libéré : vous n’avez pas été débité.',
      ],
      trip,
      siteUrl,
    ),
  tripCancelledDriver: (to: Person, trip: TripRow, siteUrl: string) =>
    message(
      to,
      'annulation-trajet-conducteur',
      'Votre trajet a bien été annulé',
      [`Votre trajet ${tripLabel(trip)} est annulé ; vos passagers sont prévenus et remboursés.`],
      trip,
      siteUrl,
    ),
};
