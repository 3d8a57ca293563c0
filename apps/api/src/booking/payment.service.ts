import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  bookingTexts,
  encodeBookingCode,
  isExpired,
  isLuhnValid,
  type createPaymentBodySchema,
  type PaymentResult,
} from '@bonneroute/shared/booking';
import { quote } from '@bonneroute/shared/pricing';
import { contributionOf } from './leg-price';
import { pricingConfig, publicUrl } from '../config/env';
import { enqueueJob } from '../jobs/enqueue-job';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../lib/http-error';
import type { AuthoriseResult, BrowserInfo } from '../payments/payment-provider';
import { BOOKING_TASKS, PAYMENT_HOLD_MINUTES } from './booking-jobs';
import {
  addReservedSeats,
  findPaymentByKey,
  hasCompleteProfile,
  insertBooking,
  insertPayment,
  lockTrip,
  updatePayment,
  type PaymentRow,
} from './booking.repository';
import { releasePayment, settleAuthorised } from './settlement.service';

type Body = z.output<typeof createPaymentBodySchema>;

export function toPaymentResult(row: PaymentRow, redirectUrl: string | null = null): PaymentResult {
  return {
    id: row.id,
    status: row.status as PaymentResult['status'],
    trajet_id: row.trajet_id,
    nb_places: row.nb_places,
    montant: row.montant,
    fees: row.fees,
    redirect_url: redirectUrl,
  };
}

const paymentFailed = () => new HttpError(402, bookingTexts.paymentFailed, 'paiement_refuse');

function browserInfoOf(body: Body, acceptHeader: string | undefined): BrowserInfo {
  const java = body.browser_info_java_enabled;
  return {
    javaEnabled: java === true || java === '1' || java === 'true',
    language: body.browser_info_language ?? 'fr-FR',
    colorDepth: body.browser_info_color_depth ?? 24,
    screenHeight: body.browser_info_screen_height ?? 0,
    screenWidth: body.browser_info_screen_width ?? 0,
    timeZoneOffset: body.browser_info_time_zone_offset ?? 0,
    userAgent: body.browser_info_user_agent ?? '',
    acceptHeader: acceptHeader ?? 'text/html',
  };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/** A replay of the same key answers the first attempt, whatever it became. */
function replay(existing: PaymentRow, body: Body): PaymentResult {
  if (existing.trajet_id !== body.trajet_id || existing.nb_places !== body.nb_places)
    throw conflict(bookingTexts.idempotencyReused, 'idempotence');
  if (existing.status === 'PAIEMENT_ECHOUE') throw paymentFailed();
  return toPaymentResult(existing);
}

/**
 * spec §7 `POST /utilisateurs/{id}/paiements`. Three steps so the card call never runs inside a
 * transaction: (1) lock the trip, check, hold the seats and record the attempt; (2) ask the
 * processor; (3) settle (capture for an automatic trip, hold for a manual one) or release.
 */
export async function createPayment(
  app: FastifyInstance,
  userId: number,
  body: Body,
  request: { ip: string; accept?: string },
): Promise<PaymentResult> {
  const previous = await findPaymentByKey(app.db, userId, body.token);
  if (previous) return replay(previous, body);
  // Obvious card mistakes are named before anything is held (the processor checks again).
  if (!isLuhnValid(body.numero))
    throw unprocessable(bookingTexts.cardNumberInvalid, '/body/numero');
  if (isExpired(body.mois, body.annee))
    throw unprocessable(bookingTexts.cardExpired, '/body/annee');
  if (!(await hasCompleteProfile(app.db, userId)))
    throw unprocessable(bookingTexts.profileIncompleteText, undefined, 'profil_incomplet');

  let payment: PaymentRow;
  try {
    payment = await app.db.transaction(async (tx) => {
      const trip = await lockTrip(tx, body.trajet_id);
      if (!trip) throw notFound(bookingTexts.tripNotFound);
      const again = await findPaymentByKey(tx, userId, body.token);
      if (again) return again;
      if (!trip.actif || !trip.is_publie || trip.is_effectue)
        throw conflict(bookingTexts.tripNotBookable, 'trajet_inactif');
      if (trip.depart_le.getTime() <= Date.now())
        throw conflict(bookingTexts.tripInPast, 'trajet_passe');
      if (trip.utilisateur_id === userId) throw forbidden(bookingTexts.ownTrip);
      if (trip.utilisateur_id !== body.conducteur_id)
        throw unprocessable(bookingTexts.wrongDriver, '/body/conducteur_id');
      if (trip.nb_places_proposees - trip.nb_places_reservees < body.nb_places)
        throw conflict(bookingTexts.notEnoughSeats, 'places');
      const contribution = contributionOf(trip, body.troncon);
      const price = quote(contribution, body.nb_places, pricingConfig(app.env));
      // The server's price is the only one charged; a different one shown is refused.
      if (
        (body.montant !== undefined && body.montant !== price.montant_cents) ||
        (body.fees !== undefined && body.fees !== price.fees_cents)
      )
        throw conflict(bookingTexts.priceChanged, 'prix');
      const booking = await insertBooking(tx, {
        trajet_id: trip.id,
        utilisateur_id: userId,
        nb_places_reservees: body.nb_places,
        statut: 'EN_COURS_PAIEMENT',
      });
      await addReservedSeats(tx, trip.id, body.nb_places);
      const row = await insertPayment(tx, {
        utilisateur_id: userId,
        trajet_id: trip.id,
        conducteur_id: trip.utilisateur_id,
        passager_id: booking.id,
        nb_places: body.nb_places,
        montant: price.montant_cents,
        fees: price.fees_cents,
        status: 'EN_COURS',
        idempotency_key: body.token,
        provider: app.payments.name,
        carte_fin: body.numero.slice(-4),
        ip_address: request.ip,
        browser_info: browserInfoOf(body, request.accept),
      });
      await enqueueJob(
        tx,
        BOOKING_TASKS.releaseAbandoned,
        { paymentId: row.id },
        {
          jobKey: `paiement-abandonne:${row.id}`,
          runAt: new Date(Date.now() + PAYMENT_HOLD_MINUTES * 60_000),
        },
      );
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await findPaymentByKey(app.db, userId, body.token);
      if (existing) return replay(existing, body);
    }
    throw error;
  }
  if (payment.status !== 'EN_COURS' || payment.provider_ref) return replay(payment, body);

  let result: AuthoriseResult;
  try {
    result = await app.payments.authorise({
      paymentId: payment.id,
      userId,
      amountCents: payment.montant + payment.fees,
      card: {
        holder: body.titulaire,
        number: body.numero,
        month: body.mois,
        year: body.annee,
        cvc: body.cryptogramme,
      },
      browserInfo: browserInfoOf(body, request.accept),
      ipAddress: request.ip,
      returnUrl: `${publicUrl(app.env)}/api/paiements/${payment.id}/retour`,
    });
  } catch (error) {
    app.log.warn({ err: error, paymentId: payment.id }, 'processeur de paiement indisponible');
    result = { outcome: 'declined', reason: 'processeur indisponible' };
  }
  return applyAuthorisation(app, payment, result);
}

export async function applyAuthorisation(
  app: FastifyInstance,
  payment: PaymentRow,
  result: AuthoriseResult,
): Promise<PaymentResult> {
  if (result.outcome === 'declined') {
    await releasePayment(app, payment.id, { status: 'PAIEMENT_ECHOUE', reason: result.reason });
    throw paymentFailed();
  }
  if (result.outcome === 'challenge') {
    const row = await updatePayment(app.db, payment.id, {
      status: 'AUTHENTIFICATION_REQUISE',
      provider_ref: result.providerRef,
    });
    return toPaymentResult(row, result.redirectUrl);
  }
  const settled = await settleAuthorised(app, payment.id, result.providerRef);
  if (settled.status === 'PAIEMENT_ECHOUE' || settled.status === 'ANNULE') throw paymentFailed();
  return toPaymentResult(settled);
}

/** Where the browser lands after the 3-D Secure page: the trip, or the payment page again. */
export function returnPathFor(row: PaymentRow): string {
  if (row.status === 'PAIEMENT_REUSSI') return `/covoiturage/${row.trajet_id}?paiement=reussi`;
  if (row.status === 'EN_ATTENTE') return `/covoiturage/${row.trajet_id}?paiement=en-attente`;
  return `/paiement/${encodeBookingCode(row.trajet_id, row.nb_places)}?paiement=echec`;
}
