import { bookingTexts } from '@bonneroute/shared/booking';
import { isBookable } from '@bonneroute/shared/trips';
import {
  waitingListTexts,
  type WaitingListEntry,
  type WaitingListJoinBody,
} from '@bonneroute/shared/waiting-list';
import type { DbOrTx } from '../db/client';
import { conflict, notFound, unprocessable } from '../lib/http-error';
import { lockTrip, noteSeatsFreed, seatsLeftFor } from '../money';
import { bookedLegOf } from '../pricing/leg-price';
import type { AppDeps } from '../lib/app-deps';
import {
  findOpenEntry,
  holdsBooking,
  insertEntry,
  rankOf,
  updateEntry,
  type WaitingListRow,
} from './waiting-list.repository';

export async function toWire(db: DbOrTx, row: WaitingListRow): Promise<WaitingListEntry> {
  return {
    id: row.id,
    trajet_id: row.trajet_id,
    statut: row.statut as WaitingListEntry['statut'],
    rang: await rankOf(db, row),
    nb_places: row.nb_places,
    troncon: row.pos_depart === null ? null : `${row.pos_depart}-${row.pos_arrivee}`,
    priorite_jusqu_a: row.priorite_jusqu_a?.toISOString() ?? null,
  };
}

/**
 * « Me prévenir si une place se libère » (docs/product/booking-and-money.md#waiting-list): under
 * the trip's lock, as bookings are, so the seats it reads cannot change meanwhile. Joining again
 * answers the same entry; a leg with seats left is booked, not waited for.
 */
export async function joinWaitingList(
  deps: AppDeps,
  userId: number,
  tripId: number,
  body: WaitingListJoinBody,
): Promise<WaitingListEntry> {
  return deps.db.transaction(async (tx) => {
    const trip = await lockTrip(tx, tripId);
    if (!trip || !trip.is_publie) throw notFound(bookingTexts.tripNotFound);
    if (trip.utilisateur_id === userId) throw conflict(waitingListTexts.ownTrip, 'propre_trajet');
    if (!isBookable(trip)) throw conflict(waitingListTexts.closed, 'liste_close');
    const existing = await findOpenEntry(tx, tripId, userId);
    if (existing) return toWire(tx, existing);
    if (await holdsBooking(tx, tripId, userId))
      throw conflict(waitingListTexts.alreadyBooked, 'deja_reserve');
    const leg = bookedLegOf(trip, body.troncon);
    const seats = body.nb_places ?? 1;
    if ((await seatsLeftFor(tx, tripId, leg, userId)).left >= seats)
      throw unprocessable(waitingListTexts.seatsLeft, '/body/troncon', 'places_libres');
    const row =
      (await insertEntry(tx, {
        trajet_id: tripId,
        utilisateur_id: userId,
        pos_depart: leg?.depart ?? null,
        pos_arrivee: leg?.arrivee ?? null,
        nb_places: seats,
      })) ?? (await findOpenEntry(tx, tripId, userId))!;
    return toWire(tx, row);
  });
}

export async function myWaitingListEntry(
  deps: AppDeps,
  userId: number,
  tripId: number,
): Promise<WaitingListEntry | null> {
  const row = await findOpenEntry(deps.db, tripId, userId);
  return row ? toWire(deps.db, row) : null;
}

/** « Quitter la liste »: a priority given up goes to the next in line at once. */
export async function leaveWaitingList(deps: AppDeps, userId: number, tripId: number) {
  await deps.db.transaction(async (tx) => {
    const trip = await lockTrip(tx, tripId);
    if (!trip) throw notFound(bookingTexts.tripNotFound);
    const entry = await findOpenEntry(tx, tripId, userId);
    if (!entry) throw notFound(waitingListTexts.notOnList);
    await updateEntry(tx, entry.id, { statut: 'PARTIE', priorite_jusqu_a: null });
    if (entry.statut === 'PRIORITE') await noteSeatsFreed(tx, tripId);
  });
}
