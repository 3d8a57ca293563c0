import { calendarDateInParis, parisDateTimeToInstant } from '../dates';
import { plural } from '../french/plural';
import { formatEurosShort } from '../pricing/format';
import { buildPath } from '../routes/match-route';
import { SITE_NAME } from '../routes/route-meta';
import type { PageHead } from './page-head';
import { addSeconds, formatTripTime, frenchDayMonth, frenchLongDate } from '../dates/format';

/** What a trip's head needs (the wire Trip has it all; no zod here). */
export interface TripHeadInput {
  id: number;
  date: string;
  heure: string;
  ville_depart: string;
  ville_arrivee: string;
  duree_secondes: number | null;
  actif: number;
  computed: { nb_places_disponibles: number };
  villes_etapes: { nom: string }[];
  adresses: { depart: { complete: string }; arrivee: { complete: string } };
  conducteur: { prenom: string; note: number | null; nb_avis: number };
}

export const TRIP_NOT_FOUND_HEAD: PageHead = {
  title: 'Covoiturage introuvable',
  description: 'Ce covoiturage n’existe pas ou n’existe plus.',
  noindex: true,
  status: 404,
};

/** ISO 8601 with Paris's offset: « 2026-12-03T09:00:00+01:00 ». */
function parisIso(date: string, heure: string): string {
  const instant = parisDateTimeToInstant(date, heure);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = heure.split(':').map(Number) as [number, number];
  const offset = Math.round((Date.UTC(y, m - 1, d, h, min) - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${heure.slice(0, 5)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A trip dated before today in Paris (docs/product/seo-pages.md: it sends to similar trips). */
export function isPastTrip(trip: Pick<TripHeadInput, 'date'>, now: Date = new Date()): boolean {
  return trip.date < calendarDateInParis(now);
}

/**
 * « Covoiturage Paris → Lyon le 3 décembre à 9 h, 24 € » with a description and a
 * schema.org Trip whose Offer is the public price of one seat (`priceCents`, fees included).
 * A past or cancelled trip is `noindex, follow`: the page points to the pair's upcoming trips
 * (docs/decisions/013-head-and-seo.md).
 */
export function tripHead(
  trip: TripHeadInput,
  priceCents: number,
  origin: string,
  now: Date = new Date(),
): PageHead {
  const year = Number(calendarDateInParis(now).slice(0, 4));
  const route = `${trip.ville_depart} → ${trip.ville_arrivee}`;
  const price = formatEurosShort(priceCents);
  const when = `le ${frenchDayMonth(trip.date, year)} à ${formatTripTime(trip.heure)}`;
  const title = `Covoiturage ${route} ${when}, ${price}`;
  const path = buildPath('covoiturage', { id: trip.id });
  if (isPastTrip(trip, now) || trip.actif === 0) {
    return {
      title,
      description: `${trip.actif === 0 ? 'Ce covoiturage a été annulé' : 'Ce covoiturage a déjà eu lieu'}. Voyez les prochains covoiturages ${route} sur ${SITE_NAME}.`,
      noindex: true,
      follow: true,
    };
  }
  const seats = trip.computed.nb_places_disponibles;
  const arrival = trip.duree_secondes === null ? null : addSeconds(trip.heure, trip.duree_secondes);
  const driver = trip.conducteur;
  const rating =
    driver.note === null
      ? ''
      : `, ${String(driver.note).replace('.', ',')}/5 (${plural(driver.nb_avis, 'avis')})`;
  const description =
    `Covoiturage de ${trip.ville_depart} à ${trip.ville_arrivee} le ${frenchLongDate(trip.date)} : ` +
    `départ à ${formatTripTime(trip.heure)}${arrival ? `, arrivée vers ${formatTripTime(arrival)}` : ''}. ` +
    `${price} par passager, ${seats === 0 ? 'complet' : plural(seats, 'placeDisponible')}. ` +
    `Conducteur : ${driver.prenom}${rating}.`;
  const url = origin + path;
  const stops = [trip.ville_depart, ...trip.villes_etapes.map((s) => s.nom), trip.ville_arrivee];
  return {
    title,
    description,
    canonical: path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Trip',
      name: `Covoiturage ${route}`,
      description,
      url,
      departureTime: parisIso(trip.date, trip.heure),
      ...(arrival && trip.duree_secondes !== null
        ? {
            arrivalTime: new Date(
              parisDateTimeToInstant(trip.date, trip.heure).getTime() + trip.duree_secondes * 1000,
            ).toISOString(),
          }
        : {}),
      itinerary: {
        '@type': 'ItemList',
        itemListElement: stops.map((name, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: { '@type': 'City', name },
        })),
      },
      provider: { '@type': 'Organization', name: SITE_NAME, url: origin },
      offers: {
        '@type': 'Offer',
        price: (priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: `https://schema.org/${seats === 0 ? 'SoldOut' : 'InStock'}`,
        validThrough: parisIso(trip.date, trip.heure),
        url,
      },
    },
  };
}
