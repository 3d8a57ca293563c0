import { DISCOVERY_OFFER, normalisePromoCode, promoTexts } from '@bonneroute/shared/booking';
import { isEditable } from '@bonneroute/shared/trips';
import type { DbOrTx } from '../db/client';
import {
  findCountingReservation,
  findPromo,
  findValidPromo,
  insertReservation,
  lockPromoReservations,
  promoUsage,
  setReservationStatus,
} from './promo.repository';
import { conflict, forbidden, notFound, unprocessable } from '../lib/http-error';
import { countConfirmedRiders, setTripPromoCode } from './booking.repository';
import { lockTrip, recordMovement } from '../money';
import type { AppDeps } from '../lib/app-deps';

/**
 * Promo codes, one module over one repository (booking/promo.repository.ts): a code
 * is a fuel bonus with its own amount, use limit and cap per driver (`codes_promo`); a trip that
 * carries it reserves one use (`offres_decouverte`). Uses are counted from those rows only; a
 * reservation is released when its trip is cancelled or deactivated, granted or declared not
 * eligible when the trip is done.
 */

/** docs/product/booking-and-money.md `POST /code-promo` (code_promo, trajet_id): a driver puts a code on a trip. */
export async function applyPromoCode(
  deps: AppDeps,
  userId: number,
  input: { code_promo: string; trajet_id: number },
) {
  const code = normalisePromoCode(input.code_promo);
  const promo = await findValidPromo(deps.db, code, new Date());
  if (!promo?.montant) throw unprocessable(promoTexts.invalid, '/body/code_promo');
  return deps.db.transaction(async (tx) => {
    const trip = await lockTrip(tx, input.trajet_id);
    if (!trip) throw notFound();
    if (trip.utilisateur_id !== userId) throw forbidden(promoTexts.notYourTrip);
    if (!isEditable(trip)) throw unprocessable(promoTexts.invalid);
    const bonus = await reserveDiscoveryOffer(tx, { tripId: trip.id, userId, code });
    await setTripPromoCode(tx, trip.id, code);
    return { status: 'ok' as const, code_promo: code, message: promoTexts.applied(bonus) };
  });
}

/**
 * Reserves one use of a code for a trip, in the caller's transaction (POST /code-promo, or
 * publishing a trip with the code). The code's use limit and cap per driver are checked under
 * one lock, so two drivers racing for the last use cannot both get it. Returns the bonus.
 */
export async function reserveDiscoveryOffer(
  tx: DbOrTx,
  { tripId, userId, code }: { tripId: number; userId: number; code: string },
): Promise<number> {
  const promo = await findPromo(tx, code);
  // The discovery offer's constants are only the defaults of its own code.
  const bonus = promo?.montant ?? DISCOVERY_OFFER.bonus_cents;
  const maxUses = promo ? promo.nb_utilisations_max : DISCOVERY_OFFER.max_trips;
  const perDriver = promo ? promo.montant_max_par_conducteur : DISCOVERY_OFFER.max_per_driver_cents;
  await lockPromoReservations(tx);
  if (await findCountingReservation(tx, tripId))
    throw conflict(promoTexts.alreadyApplied, 'deja_applique');
  const usage = await promoUsage(tx, code, userId);
  if (maxUses !== null && usage.total >= maxUses)
    throw conflict(promoTexts.exhausted, 'offre_epuisee');
  if (perDriver !== null && usage.mine + bonus > perDriver)
    throw conflict(promoTexts.driverLimit(perDriver), 'limite_conducteur');
  await insertReservation(tx, { trajet_id: tripId, utilisateur_id: userId, code, montant: bonus });
  return bonus;
}

/** The trip is cancelled or deactivated: its reserved use goes back to the code. */
export async function releasePromoReservation(tx: DbOrTx, tripId: number): Promise<void> {
  await setReservationStatus(tx, tripId, 'RESERVE', 'LIBERE');
}

/**
 * When a trip is done: a full trip with at least 2 carpoolers earns its driver the bonus, as a
 * ledger movement from our promotion budget; otherwise the use goes back to the code.
 */
export async function settleDiscoveryOffer(tx: DbOrTx, tripId: number): Promise<number> {
  const offer = await findCountingReservation(tx, tripId);
  if (!offer || offer.statut !== 'RESERVE') return 0;
  const trip = (await lockTrip(tx, tripId))!;
  const riders = await countConfirmedRiders(tx, tripId);
  const eligible =
    trip.nb_places_reservees >= trip.nb_places_proposees &&
    riders >= DISCOVERY_OFFER.min_passengers;
  await setReservationStatus(tx, tripId, 'RESERVE', eligible ? 'ACCORDE' : 'NON_ELIGIBLE');
  if (!eligible) return 0;
  await recordMovement(tx, { type: 'BONUS', trajet_id: tripId }, [
    { compte: 'PROMOTION', montant: -offer.montant },
    { compte: 'CONDUCTEUR', montant: offer.montant, utilisateur_id: offer.utilisateur_id },
  ]);
  return offer.montant;
}
