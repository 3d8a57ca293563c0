import { createHash, randomBytes } from 'node:crypto';
import { bookingTexts } from '@bonneroute/shared/booking';
import { capitalise } from '@bonneroute/shared/auth';
import { SHARED_POSITION_EVENT, tripShareChannel } from '@bonneroute/shared/realtime';
import {
  estimateStopTimes,
  tripShareTexts,
  TRIP_SHARE_HOURS_AFTER_ARRIVAL,
  TRIP_SHARE_POSITION_GRACE_MINUTES,
  type SharedPosition,
  type SharedPositionBody,
  type SharedTrip,
  type TripShareBody,
} from '@bonneroute/shared/trip-share';
import { meetingPointsOf } from '@bonneroute/shared/trips';
import { forbidden, HttpError, notFound } from '../lib/http-error';
import { stagesOf } from '../trips/to-wire';
import type { AppDeps } from '../lib/app-deps';
import {
  erasePositionsAfterArrival,
  findFirstCar,
  findPerson,
  findShareByHash,
  findTrip,
  insertShare,
  isOnTrip,
  savePosition,
  type SharedTripRow,
  type TripShareRow,
} from './trip-share.repository';

const gone = (detail: string) => new HttpError(410, detail, 'expire');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function arrivalOf(trip: SharedTripRow): Date {
  return new Date(trip.depart_le.getTime() + (trip.duree_secondes ?? 0) * 1000);
}
const positionEndOf = (trip: SharedTripRow) =>
  new Date(arrivalOf(trip).getTime() + TRIP_SHARE_POSITION_GRACE_MINUTES * 60_000);

/**
 * « Partager mon trajet »: the driver or a confirmed passenger gets a link for a relative. The
 * token is 256 random bits; only its SHA-256 is stored, so the table cannot give links away.
 */
export async function createShare(
  deps: AppDeps,
  userId: number,
  tripId: number,
  body: TripShareBody,
  now = new Date(),
) {
  const trip = await findTrip(deps.db, tripId);
  if (!trip || !trip.is_publie || !trip.actif) throw notFound(bookingTexts.tripNotFound);
  if (!(await isOnTrip(deps.db, trip, userId))) throw forbidden(tripShareTexts.notMember);
  const expires = new Date(arrivalOf(trip).getTime() + TRIP_SHARE_HOURS_AFTER_ARRIVAL * 3600_000);
  if (expires <= now) throw gone(tripShareTexts.expired);
  const token = randomBytes(32).toString('base64url');
  await insertShare(deps.db, {
    trajet_id: trip.id,
    utilisateur_id: userId,
    token_hash: hashOf(token),
    is_position: body.position ?? false,
    expire_le: expires,
  });
  return {
    url: `${deps.siteUrl}/suivi/${token}`,
    token,
    position: body.position ?? false,
    expire_le: expires.toISOString(),
  };
}

/** The link's share and trip: 404 unknown, 410 once expired. */
async function liveShare(deps: AppDeps, token: string, now: Date) {
  const share = await findShareByHash(deps.db, hashOf(token));
  if (!share) throw notFound(tripShareTexts.unknown);
  if (share.expire_le <= now) throw gone(tripShareTexts.expired);
  const trip = (await findTrip(deps.db, share.trajet_id))!;
  return { share, trip };
}

function positionOf(share: TripShareRow, trip: SharedTripRow, now: Date): SharedPosition | null {
  if (!share.is_position || share.latitude === null || share.longitude === null) return null;
  if (!share.position_le || positionEndOf(trip) <= now) return null;
  return {
    latitude: share.latitude,
    longitude: share.longitude,
    precision: share.precision_metres,
    le: share.position_le.toISOString(),
  };
}

/** GET /api/suivi/{token}: what the relative sees (no phone, no passenger, no price). */
export async function sharedTrip(
  deps: AppDeps,
  token: string,
  now = new Date(),
): Promise<SharedTrip> {
  const { share, trip } = await liveShare(deps, token, now);
  const [driver, sharer, car] = await Promise.all([
    findPerson(deps.db, trip.utilisateur_id),
    findPerson(deps.db, share.utilisateur_id),
    findFirstCar(deps.db, trip.utilisateur_id),
  ]);
  const points = meetingPointsOf({ ...trip, villes_etapes: stagesOf(trip) });
  const times = estimateStopTimes(points, trip.heure, trip.duree_secondes);
  return {
    trajet: {
      id: trip.id,
      date: trip.date,
      heure: trip.heure.slice(0, 5),
      ville_depart: trip.ville_depart,
      ville_arrivee: trip.ville_arrivee,
      arrivee_estimee_le: trip.duree_secondes ? arrivalOf(trip).toISOString() : null,
    },
    conducteur: { prenom: capitalise(driver?.prenom ?? ''), avatar: driver?.avatar ?? null },
    voiture: car,
    arrets: points.map((point, i) => ({
      kind: point.kind,
      ville: point.ville,
      adresse: point.adresse,
      latitude: point.latitude,
      longitude: point.longitude,
      heure: times[i] ?? null,
    })),
    partage_par: capitalise(sharer?.prenom ?? ''),
    partage_position: share.is_position,
    position: positionOf(share, trip, now),
    canal: share.is_position ? tripShareChannel(share.token_hash) : null,
    expire_le: share.expire_le.toISOString(),
  };
}

/** The sharer's phone, every 30 s: the latest point replaces the last and goes to the viewers. */
export async function sharePosition(
  deps: AppDeps,
  userId: number,
  token: string,
  body: SharedPositionBody,
  now = new Date(),
) {
  const { share, trip } = await liveShare(deps, token, now);
  if (share.utilisateur_id !== userId) throw forbidden(tripShareTexts.notYourShare);
  if (!share.is_position) throw forbidden(tripShareTexts.positionNotAllowed);
  if (positionEndOf(trip) <= now) throw gone(tripShareTexts.tripOver);
  const precision =
    body.precision === undefined || body.precision === null ? null : Math.round(body.precision);
  await savePosition(deps.db, share.id, {
    latitude: body.latitude,
    longitude: body.longitude,
    precision_metres: precision,
    at: now,
  });
  const position = {
    latitude: body.latitude,
    longitude: body.longitude,
    precision,
    le: now.toISOString(),
  };
  await deps.realtime.publish({
    channel: tripShareChannel(share.token_hash),
    event: SHARED_POSITION_EVENT,
    data: position,
  });
  return position;
}

/** Who may listen to a share's channel: anyone with its page, while the link lives. */
export async function mayFollowShare(deps: AppDeps, hash: string, now = new Date()) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return false;
  const share = await findShareByHash(deps.db, hash);
  return Boolean(share?.is_position && share.expire_le > now);
}

/** The cron: positions are not kept after the arrival. */
export async function erasePositions(deps: AppDeps, now = new Date()) {
  return erasePositionsAfterArrival(deps.db, now, TRIP_SHARE_POSITION_GRACE_MINUTES * 60);
}
