import { groupedTripsSentence } from '@bonneroute/shared/alerts';
import { formatDateFr, formatTripTime } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';
import { formatEurosShort } from '@bonneroute/shared/pricing';
import { renderMail } from '../mail/templates/layout';

export interface AlertMailRoute {
  ville_depart: string;
  ville_arrivee: string;
}

export interface AlertMailTrip {
  /** The towns of the matching leg (a stage town when the alert's town is one). */
  ville_depart: string;
  ville_arrivee: string;
  date: string;
  heure_depart: string;
  heure_arrivee: string;
  /** The leg's contribution in cents. */
  montant: number;
  url: string;
}

const route = (alert: AlertMailRoute) => `${alert.ville_depart} → ${alert.ville_arrivee}`;

export function tripLine(trip: AlertMailTrip): string {
  return `${trip.ville_depart} → ${trip.ville_arrivee}, le ${formatDateFr(trip.date)}, départ ${formatTripTime(trip.heure_depart)}, arrivée vers ${formatTripTime(trip.heure_arrivee)}, ${formatEurosShort(trip.montant)} par place : ${trip.url}`;
}

/** The double opt-in of a visitor's alert. */
export function alertConfirmationEmail(input: {
  alert: AlertMailRoute;
  url: string;
  siteUrl: string;
}) {
  const rendered = renderMail(
    {
      title: 'Confirmez votre alerte',
      preheader: `Un clic et nous vous écrivons dès qu’un trajet ${route(input.alert)} est publié.`,
      paragraphs: [
        'Bonjour,',
        `Vous avez demandé à être prévenu(e) quand un covoiturage ${route(input.alert)} est publié sur BonneRoute.`,
        'Confirmez votre adresse e-mail pour activer l’alerte.',
      ],
      action: { label: 'Confirmer mon alerte', url: input.url },
      footnote:
        'Ce n’est pas vous ? Ignorez ce message : sans confirmation, l’alerte est supprimée dans 7 jours.',
    },
    input.siteUrl,
  );
  return { subject: `Confirmez votre alerte ${route(input.alert)}`, ...rendered };
}

/** A match (one trip) or a digest (several trips found within the hour). */
export function alertMatchEmail(input: {
  alert: AlertMailRoute;
  trips: AlertMailTrip[];
  unsubscribeUrl: string;
  manageUrl: string | null;
  siteUrl: string;
}) {
  const { trips } = input;
  const single = trips.length === 1;
  const first = trips[0]!;
  const rendered = renderMail(
    {
      title: single
        ? `Un trajet ${route(input.alert)} vient d’être publié`
        : `${trips.length} trajets ${route(input.alert)} viennent d’être publiés`,
      preheader: single
        ? `Le ${formatDateFr(first.date)} à ${formatTripTime(first.heure_depart)}, ${formatEurosShort(first.montant)} par place.`
        : `Les trajets publiés depuis notre dernier message, réunis en un seul e-mail.`,
      paragraphs: [
        'Bonjour,',
        single
          ? 'Un trajet correspond à votre alerte :'
          : 'Ces trajets correspondent à votre alerte :',
        ...trips.map(tripLine),
        'Les places partent vite : réservez dès maintenant.',
      ],
      action: { label: single ? 'Voir le trajet' : 'Voir le premier trajet', url: first.url },
      footnote: `Vous recevez ce message parce que vous avez créé une alerte ${route(input.alert)}. ${
        input.manageUrl ? `Gérer mes alertes : ${input.manageUrl} — ` : ''
      }Ne plus recevoir cette alerte : ${input.unsubscribeUrl}`,
    },
    input.siteUrl,
  );
  return {
    subject: single
      ? `Nouveau trajet ${route(input.alert)} le ${formatDateFr(first.date)}`
      : `${trips.length} nouveaux trajets ${route(input.alert)}`,
    ...rendered,
  };
}

/** How many trips a summary lists; the others are behind its link to the route's page. */
export const GROUP_MAIL_TRIPS = 10;

/**
 * The summary of the trips an alert found beyond its owner's 20 a day: the count, the first
 * ones (soonest first) and the route's page for the rest.
 */
export function alertGroupEmail(input: {
  alert: AlertMailRoute;
  total: number;
  trips: AlertMailTrip[];
  routeUrl: string;
  unsubscribeUrl: string;
  manageUrl: string | null;
  siteUrl: string;
}) {
  const sentence = groupedTripsSentence(input.total);
  const others = input.total - input.trips.length;
  const rendered = renderMail(
    {
      title: `${sentence} ${route(input.alert)}`,
      preheader: 'Beaucoup de trajets ont été publiés : nous les avons réunis en un seul message.',
      paragraphs: [
        'Bonjour,',
        `Beaucoup de trajets ${route(input.alert)} ont été publiés depuis notre dernier message : plutôt que de vous écrire pour chacun, nous les avons réunis ici.`,
        ...input.trips.map(tripLine),
        ...(others > 0
          ? [
              `Et ${plural(others, { one: 'autre trajet', other: 'autres trajets' })} : ${input.routeUrl}`,
            ]
          : []),
      ],
      action: { label: 'Voir les trajets', url: input.routeUrl },
      footnote: `Vous recevez ce message parce que vous avez créé une alerte ${route(input.alert)}. ${
        input.manageUrl ? `Gérer mes alertes : ${input.manageUrl} — ` : ''
      }Ne plus recevoir cette alerte : ${input.unsubscribeUrl}`,
    },
    input.siteUrl,
  );
  return { subject: `${sentence} ${route(input.alert)}`, ...rendered };
}
