import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DISCOVERY_OFFER, promoTexts } from '@bonneroute/shared/booking';
import type { DbOrTx } from '../db/client';
import { codesPromo, offres_decouverte, passagers, trajets } from '../db/schema';
import { findValidPromo } from '../trips/promo.repository';
import { conflict, forbidden, notFound, unprocessable } from '../lib/http-error';
import { lockTrip } from './booking.repository';
import { recordMovement } from './ledger.repository';

const COUNTING = ['RESERVE', 'ACCORDE'];

/**
 * spec §7 `POST /code-promo` (code_promo, trajet_id): a driver puts the discovery code on a
 * trip. The 900-trip and 30 €-per-driver limits are checked under one advisory lock, so two
 * drivers racing for the last place cannot both get it.
 */
export async function applyPromoCode(
  app: FastifyInstance,
  userId: number,
  input: { code_promo: string; trajet_id: number },
) {
  const code = input.code_promo.trim().toUpperCase();
  const promo = await findValidPromo(app.db, code, new Date());
  if (!promo?.montant && code !== DISCOVERY_OFFER.code)
    throw unprocessable(promoTexts.invalid, '/body/code_promo');
  return app.db.transaction(async (tx) => {
    const trip = await lockTrip(tx, input.trajet_id);
    if (!trip) throw notFound();
    if (trip.utilisateur_id !== userId) throw forbidden(promoTexts.notYourTrip);
    if (!trip.actif || trip.is_effectue) throw unprocessable(promoTexts.invalid);
    await reserveDiscoveryOffer(tx, { tripId: trip.id, userId, code });
    await tx.update(trajets).set({ code_promo: code }).where(eq(trajets.id, trip.id));
    return { status: 'ok' as const, code_promo: code, message: promoTexts.applied };
  });
}

/**
 * Reserves one of the offer's places for a trip, in the caller's transaction (POST /code-promo,
 * or publishing a trip with the code). The 900-trip and 30 €-per-driver limits are checked
 * under one advisory lock.
 */
export async function reserveDiscoveryOffer(
  tx: DbOrTx,
  { tripId, userId, code }: { tripId: number; userId: number; code: string },
): Promise<void> {
  // Every fuel-bonus code follows its own row of codes_promo (amount, uses, cap per driver);
  // the discovery offer's constants are the defaults of its own code.
  const [promo] = await tx.select().from(codesPromo).where(eq(codesPromo.code, code));
  const bonus = promo?.montant ?? DISCOVERY_OFFER.bonus_cents;
  const maxTrips = promo ? promo.nb_utilisations_max : DISCOVERY_OFFER.max_trips;
  const perDriver = promo ? promo.montant_max_par_conducteur : DISCOVERY_OFFER.max_per_driver_cents;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('offre-decouverte'))`);
  const [existing] = await tx
    .select()
    .from(offres_decouverte)
    .where(eq(offres_decouverte.trajet_id, tripId));
  if (existing) throw conflict(promoTexts.alreadyApplied, 'deja_applique');
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`coalesce(sum(${offres_decouverte.montant}) filter (where ${offres_decouverte.utilisateur_id} = ${userId}), 0)::int`,
    })
    .from(offres_decouverte)
    .where(and(inArray(offres_decouverte.statut, COUNTING), eq(offres_decouverte.code, code)));
  if (maxTrips !== null && counts!.total >= maxTrips)
    throw conflict(promoTexts.exhausted, 'offre_epuisee');
  if (perDriver !== null && counts!.mine + bonus > perDriver)
    throw conflict(promoTexts.driverLimit, 'limite_conducteur');
  await tx.insert(offres_decouverte).values({
    trajet_id: tripId,
    utilisateur_id: userId,
    code,
    montant: bonus,
  });
  if (promo) {
    await tx
      .update(codesPromo)
      .set({ nb_utilisations: sql`${codesPromo.nb_utilisations} + 1` })
      .where(eq(codesPromo.id, promo.id));
  }
}

/**
 * When a trip is done: a full trip with at least 2 carpoolers earns its driver the bonus, as a
 * ledger movement from our promotion budget; otherwise the place goes back to the pool.
 */
export async function settleDiscoveryOffer(tx: DbOrTx, tripId: number): Promise<number> {
  const [offer] = await tx
    .select()
    .from(offres_decouverte)
    .where(and(eq(offres_decouverte.trajet_id, tripId), eq(offres_decouverte.statut, 'RESERVE')));
  if (!offer) return 0;
  const [trip] = await tx.select().from(trajets).where(eq(trajets.id, tripId));
  const [riders] = await tx
    .select({ n: sql<number>`count(distinct ${passagers.utilisateur_id})::int` })
    .from(passagers)
    .where(and(eq(passagers.trajet_id, tripId), eq(passagers.statut, 'CONFIRMEE')));
  const eligible =
    trip!.nb_places_reservees >= trip!.nb_places_proposees &&
    riders!.n >= DISCOVERY_OFFER.min_passengers;
  await tx
    .update(offres_decouverte)
    .set({ statut: eligible ? 'ACCORDE' : 'NON_ELIGIBLE', updated_at: new Date() })
    .where(eq(offres_decouverte.id, offer.id));
  if (!eligible) return 0;
  await recordMovement(tx, { type: 'BONUS', trajet_id: tripId }, [
    { compte: 'PROMOTION', montant: -offer.montant },
    { compte: 'CONDUCTEUR', montant: offer.montant, utilisateur_id: offer.utilisateur_id },
  ]);
  return offer.montant;
}
