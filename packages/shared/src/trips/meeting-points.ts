import { z } from 'zod';
import { text } from '../api';

/**
 * docs/product/trips-and-search.md#meeting-points: the departure, the arrival and each stage town
 * have an exact meeting point (an address found by the address search, or a place picked on the
 * map) with its coordinates and an optional note.
 */
export const MEETING_ADDRESS_MAX = 255;
export const MEETING_NOTE_MAX = 200;
/**
 * A point belongs to its town: at most this far from the town's centre (the search measures
 * « distance from your place » from the point, and a far point would file the trip elsewhere).
 * 25 km leaves room for the estimated centres of small communes (decision 004: 90 % within 10 km).
 */
export const MEETING_POINT_MAX_KM = 25;

export const meetingPointTexts = {
  tooFar: (town: string) =>
    `Le point de rendez-vous doit se trouver à moins de ${MEETING_POINT_MAX_KM} km de ${town}.`,
  unknownStage: (code: string) => `Ce trajet n’a pas d’étape ${code}.`,
  nothingToUpdate: 'Indiquez au moins un point de rendez-vous à modifier.',
  unchanged: 'Les points de rendez-vous n’ont pas changé.',
  saved: 'Points de rendez-vous enregistrés. Les passagers sont prévenus.',
  savedNoPassenger: 'Points de rendez-vous enregistrés.',
  pickedOnMap: 'Point choisi sur la carte',
  openInMaps: 'Ouvrir dans l’application de cartes',
} as const;

const optionalNote = text()
  .trim()
  .max(MEETING_NOTE_MAX, `ne doit pas dépasser ${MEETING_NOTE_MAX} caractères`)
  .nullish()
  .transform((value) => (value ? value : null));

/** One meeting point as the driver gives it (JSON body). */
export const meetingPointInputSchema = z.object({
  adresse: text().trim().min(1, 'est obligatoire').max(MEETING_ADDRESS_MAX),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  note: optionalNote,
});
export type MeetingPointInput = z.infer<typeof meetingPointInputSchema>;

/** docs/product/trips-and-search.md#meeting-points PUT /trajets/{id}/points-de-rendez-vous. */
export const updateMeetingPointsBodySchema = z.object({
  depart: meetingPointInputSchema.optional(),
  arrivee: meetingPointInputSchema.optional(),
  /** Stage towns' points, each named by its town's code (a trip passes a town once). */
  etapes: z
    .array(meetingPointInputSchema.extend({ code_commune: text().trim().min(1).max(12) }))
    .max(8, 'au plus 8 villes étapes')
    .optional(),
});
export type UpdateMeetingPointsBody = z.infer<typeof updateMeetingPointsBodySchema>;

/** A stage town's point in the create body (multipart: JSON text), beside its town's code. */
export const stagePointInputSchema = z.object({
  code_commune: text().trim().min(1).max(120),
  adresse: text().trim().min(1).max(MEETING_ADDRESS_MAX).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  note: optionalNote.optional(),
});

/** What a screen, an e-mail or the map shows of one stop. */
export interface MeetingPoint {
  kind: 'depart' | 'etape' | 'arrivee';
  ville: string;
  code_commune: string;
  /** Null for a stage town published before meeting points (its centre). */
  adresse: string | null;
  note: string | null;
  latitude: number;
  longitude: number;
}

interface TripPoints {
  ville_depart: string;
  ville_arrivee: string;
  code_commune_depart: string;
  code_commune_arrivee: string;
  adresse_depart: string;
  adresse_arrivee: string;
  note_depart: string | null;
  note_arrivee: string | null;
  latitude_depart: number;
  longitude_depart: number;
  latitude_arrivee: number;
  longitude_arrivee: number;
  villes_etapes: readonly {
    nom: string;
    code_commune: string;
    latitude: number;
    longitude: number;
    adresse?: string | null;
    note?: string | null;
  }[];
}

/** Every stop of a trip in route order: departure, stage towns, arrival. */
export function meetingPointsOf(trip: TripPoints): MeetingPoint[] {
  return [
    {
      kind: 'depart',
      ville: trip.ville_depart,
      code_commune: trip.code_commune_depart,
      adresse: trip.adresse_depart,
      note: trip.note_depart,
      latitude: trip.latitude_depart,
      longitude: trip.longitude_depart,
    },
    ...trip.villes_etapes.map((stage): MeetingPoint => ({
      kind: 'etape',
      ville: stage.nom,
      code_commune: stage.code_commune,
      adresse: stage.adresse ?? null,
      note: stage.note ?? null,
      latitude: stage.latitude,
      longitude: stage.longitude,
    })),
    {
      kind: 'arrivee',
      ville: trip.ville_arrivee,
      code_commune: trip.code_commune_arrivee,
      adresse: trip.adresse_arrivee,
      note: trip.note_arrivee,
      latitude: trip.latitude_arrivee,
      longitude: trip.longitude_arrivee,
    },
  ];
}

const fixed = (value: number) => value.toFixed(6).replace(/\.?0+$/, '');

/**
 * docs/decisions/029-meeting-points-and-map.md: links that open a point in the phone's maps app.
 * `geo:` (RFC 5870) opens the maps app the Android user chose; Apple's maps URL opens Apple Maps
 * on an iPhone; the Google Maps URL is the one https link that opens the maps app on both and a
 * web map elsewhere, so the e-mail (whose clients drop `geo:` links) and desktops use it.
 */
export function mapsLinks(point: Pick<MeetingPoint, 'latitude' | 'longitude'> & { label: string }) {
  const at = `${fixed(point.latitude)},${fixed(point.longitude)}`;
  const label = encodeURIComponent(point.label);
  return {
    geo: `geo:${at}?q=${at}(${label})`,
    apple: `https://maps.apple.com/?ll=${at}&q=${label}`,
    web: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(at)}`,
  };
}

/** The link for this device (a user agent string; the server render and e-mails have none). */
export function mapsLinkFor(
  point: Pick<MeetingPoint, 'latitude' | 'longitude'> & { label: string },
  userAgent = '',
): string {
  const links = mapsLinks(point);
  if (/Android/i.test(userAgent)) return links.geo;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return links.apple;
  return links.web;
}

/** How a point reads in one line: « 12 rue de la Gare, Lyon (devant l’entrée) ». */
export function meetingPointLine(point: MeetingPoint): string {
  const place = point.adresse ? `${point.adresse}, ${point.ville}` : point.ville;
  return point.note ? `${place} (${point.note})` : place;
}
