import { MEETING_POINT_MAX_KM, meetingPointTexts } from '@bonneroute/shared/trips';
import { haversineKm, type LatLon } from '../geo/distance';
import { unprocessable } from '../lib/http-error';

/**
 * docs/product/trips-and-search.md#meeting-points: a point lies near its town (the search files
 * the trip under the point, the town's code stays), else 422 naming the field.
 */
export function checkNearTown(
  town: LatLon & { nom: string },
  point: LatLon,
  pointer: string,
): void {
  if (haversineKm(town, point) > MEETING_POINT_MAX_KM)
    throw unprocessable(meetingPointTexts.tooFar(town.nom), pointer);
}
