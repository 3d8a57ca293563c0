import type { z } from 'zod';
import {
  bookingTexts,
  encodeBookingCode,
  findCardMistake,
  type createPaymentBodySchema,
  type PaymentResult,
} from '@bonneroute/shared/booking';
import { blockTexts } from '@bonneroute/shared/blocks';
import { quote } from '@bonneroute/shared/pricing';
import { isBookable } from '@bonneroute/shared/trips';
import { waitingListTexts } from '@bonneroute/shared/waiting-list';
import { bookedLegOf, contributionOf } from '../pricing/leg-price';
import { pricingConfig, publicUrl } from '../config/env';
import { assertPairNotBlocked } from '../blocks/blocks.service';
import { isUniqueViolation } from '../db/errors';
import { enqueueJob } from '../jobs/enqueue-job';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../lib/http-error';
import type { AuthoriseResult, BrowserInfo } from './processors/payment-provider';
import { MONEY_TASKS, PAYMENT_HOLD_MINUTES } from './money-jobs';
import {
  findPayment,
  findPaymentByKey,
  insertPayment,
  type PaymentRow,
} from './payments.repository';
import { hasCompleteProfile, insertBooking, lockTrip, seatsLeftFor } from './seat-holds.repository';
import { findOperationOf, insertOperation, type OperationRow } from './operations.repository';
import { runStep } from './processor-step';
import { releasePayment, settleAuthorised } from './settlement.service';
import type { AppDeps } from '../lib/app-deps';
import { countPayment } from '../observability/money-metrics';

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
/** The bank said no: said as such, apart from a technical failure. */
const cardDeclined = () => new HttpError(402, bookingTexts.cardDeclined, 'carte_refusee');

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

export const paymentInProgress = () =>
  new HttpError(409, bookingTexts.paymentInProgress, 'paiement_en_cours');

/** How long a replay waits for the first request of its key before answering « en cours ». */
const REPLAY_WAIT_MS = 5_000;
const REPLAY_POLL_MS = 150;

/** Still being decided: authorisation under way, or a capture recorded and not answered. */
async function isSettling(deps: AppDeps, row: PaymentRow): Promise<boolean> {
  if (row.status === 'EN_COURS') return true;
  if (row.status !== 'PAIEMENT_REUSSI' || row.capture_ref) return false;
  const capture = await findOperationOf(deps.db, row.id, 'CAPTURE');
  return capture?.statut === 'PREVUE';
}

/**
 * A request whose key is already known never reaches the processor: it waits for the first
 * request's outcome and answers it. Still undecided after a few seconds: 409 « en cours », which
 * the payment page answers by asking again a bit later.
 */
async function answerReplay(deps: AppDeps, first: PaymentRow, body: Body): Promise<PaymentResult> {
  if (first.trajet_id !== body.trajet_id || first.nb_places !== body.nb_places)
    throw conflict(bookingTexts.idempotencyReused, 'idempotence');
  let row = first;
  const deadline = Date.now() + REPLAY_WAIT_MS;
  while ((await isSettling(deps, row)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    row = (await findPayment(deps.db, row.id))!;
  }
  if (row.status === 'EN_COURS') throw paymentInProgress();
  if (row.status === 'PAIEMENT_ECHOUE' || row.status === 'ANNULE') throw paymentFailed();
  if (row.status === 'AUTHENTIFICATION_REQUISE') {
    const authorisation = await findOperationOf(deps.db, row.id, 'AUTORISATION');
    return toPaymentResult(row, authorisation?.redirect_url ?? null);
  }
  return toPaymentResult(row);
}

/**
 * `POST /utilisateurs/{id}/paiements` (docs/product/booking-and-money.md, Paying by card), with the
 * request's idempotency key (its `Idempotency-Key` header, else the form's `token`). The card call
 * never runs inside a transaction: (1) lock the trip, check, hold the seats, record the attempt and
 * its authorisation operation with the processor's own key — the intent, before any call; (2) ask
 * the processor with that key and store its answer right after; (3) settle (capture for an
 * automatic trip, hold for a manual one) or release. Only the request that recorded the attempt
 * calls the processor; any other with the same key answers the first one's outcome.
 */
export async function createPayment(
  deps: AppDeps,
  userId: number,
  body: Body,
  request: { ip: string; accept?: string; idempotencyKey: string },
): Promise<PaymentResult> {
  const key = request.idempotencyKey;
  const previous = await findPaymentByKey(deps.db, userId, key);
  if (previous) return answerReplay(deps, previous, body);
  // Obvious card mistakes are named before anything is held (the processor checks again).
  const mistake = findCardMistake(body);
  if (mistake) throw unprocessable(mistake.message, `/body/${mistake.field}`);
  if (!(await hasCompleteProfile(deps.db, userId)))
    throw unprocessable(bookingTexts.profileIncompleteText, undefined, 'profil_incomplet');

  let attempt: { row: PaymentRow; authorisation: OperationRow | null };
  try {
    attempt = await recordAttempt(deps, userId, body, { ...request, key });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await findPaymentByKey(deps.db, userId, key);
      if (existing) return answerReplay(deps, existing, body);
    }
    throw error;
  }
  if (!attempt.authorisation) return answerReplay(deps, attempt.row, body);

  const payment = attempt.row;
  let outcome: AuthoriseResult;
  try {
    const ran = await runStep(deps, attempt.authorisation, async (step) =>
      deps.payments.authorise({
        paymentId: payment.id,
        idempotencyKey: step.cle,
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
        returnUrl: paymentReturnUrl(publicUrl(deps.env), payment),
      }),
    );
    if (!ran) return answerReplay(deps, payment, body);
    outcome = ran.record as AuthoriseResult;
  } catch (error) {
    // No answer: the processor may or may not have authorised. The recovery job asks it with
    // the operation's key; meanwhile the page is told the payment is still being checked.
    deps.log.warn({ err: error, paymentId: payment.id }, 'processeur de paiement sans réponse');
    throw paymentInProgress();
  }
  return applyAuthorisation(deps, payment.id, outcome);
}

/** Step (1): the attempt, its booking, its seats and its authorisation operation, or the first. */
async function recordAttempt(
  deps: AppDeps,
  userId: number,
  body: Body,
  request: { ip: string; accept?: string; key: string },
): Promise<{ row: PaymentRow; authorisation: OperationRow | null }> {
  return deps.db.transaction(async (tx) => {
    const trip = await lockTrip(tx, body.trajet_id);
    if (!trip) throw notFound(bookingTexts.tripNotFound);
    const again = await findPaymentByKey(tx, userId, request.key);
    if (again) return { row: again, authorisation: null };
    if (!isBookable(trip))
      throw trip.actif && trip.is_publie && !trip.is_effectue
        ? conflict(bookingTexts.tripInPast, 'trajet_passe')
        : conflict(bookingTexts.tripNotBookable, 'trajet_inactif');
    if (trip.utilisateur_id === userId) throw forbidden(bookingTexts.ownTrip);
    // Under the pair's lock: a block landing now waits for this booking, or refuses it.
    await assertPairNotBlocked(tx, userId, trip.utilisateur_id, blockTexts.bookingRefused);
    if (trip.utilisateur_id !== body.conducteur_id)
      throw unprocessable(bookingTexts.wrongDriver, '/body/conducteur_id');
    const contribution = contributionOf(trip, body.troncon);
    // Only the legs between the passenger's stops (docs/product/booking-and-money.md): under
    // the trip's lock, the seats every other booking and hold of those legs leaves.
    const leg = bookedLegOf(trip, body.troncon);
    const seats = await seatsLeftFor(tx, trip.id, leg, userId);
    if (seats.left < body.nb_places)
      throw conflict(
        seats.heldForOthers ? waitingListTexts.seatHeld : bookingTexts.notEnoughSeats,
        'places',
      );
    const price = quote(contribution, body.nb_places, pricingConfig(deps.env));
    if (!isPriceShownRight(body, price)) throw conflict(bookingTexts.priceChanged, 'prix');
    const booking = await insertBooking(tx, {
      trajet_id: trip.id,
      utilisateur_id: userId,
      nb_places_reservees: body.nb_places,
      pos_depart: leg?.depart ?? null,
      pos_arrivee: leg?.arrivee ?? null,
      statut: 'EN_COURS_PAIEMENT',
    });
    const row = await insertPayment(tx, {
      utilisateur_id: userId,
      trajet_id: trip.id,
      conducteur_id: trip.utilisateur_id,
      passager_id: booking.id,
      nb_places: body.nb_places,
      montant: price.montant_cents,
      fees: price.fees_cents,
      status: 'EN_COURS',
      idempotency_key: request.key,
      provider: deps.payments.name,
      carte_fin: body.numero.slice(-4),
      ip_address: request.ip,
      browser_info: browserInfoOf(body, request.accept),
    });
    const authorisation = await insertOperation(tx, {
      type: 'AUTORISATION',
      paiement_id: row.id,
      montant: row.montant + row.fees,
    });
    await enqueueJob(
      tx,
      MONEY_TASKS.releaseAbandoned,
      { paymentId: row.id },
      {
        jobKey: `paiement-abandonne:${row.id}`,
        runAt: new Date(Date.now() + PAYMENT_HOLD_MINUTES * 60_000),
      },
    );
    return { row, authorisation };
  });
}

/**
 * The server's price is the only one charged (and its own split stored). Clients split the total
 * between `montant` and `fees` in more than one way: any split of the right total is the price
 * shown; a different total is refused. One part alone must match it.
 */
export function isPriceShownRight(
  body: { montant?: number; fees?: number },
  price: { montant_cents: number; fees_cents: number },
): boolean {
  if (body.montant !== undefined && body.fees !== undefined)
    return body.montant + body.fees === price.montant_cents + price.fees_cents;
  if (body.montant !== undefined) return body.montant === price.montant_cents;
  if (body.fees !== undefined) return body.fees === price.fees_cents;
  return true;
}

/** What an authorisation's answer leads to (the request, the 3-D Secure return, recovery). */
export async function applyAuthorisation(
  deps: AppDeps,
  paymentId: number,
  result: AuthoriseResult,
): Promise<PaymentResult> {
  countPayment(result.outcome);
  if (result.outcome === 'declined') {
    await releasePayment(deps, paymentId, { status: 'PAIEMENT_ECHOUE', reason: result.reason });
    throw cardDeclined();
  }
  if (result.outcome === 'challenge') {
    const row = (await findPayment(deps.db, paymentId))!;
    return toPaymentResult(row, result.redirectUrl);
  }
  const settled = await settleAuthorised(deps, paymentId, result.providerRef);
  if (settled.status === 'PAIEMENT_ECHOUE' || settled.status === 'ANNULE') throw paymentFailed();
  return toPaymentResult(settled);
}

/** Where the browser lands after the 3-D Secure page: the trip, or the payment page again. */
/** The 3-D Secure return link: its `cle` lets only the payer's browser back in. */
export function paymentReturnUrl(
  siteUrl: string,
  payment: Pick<PaymentRow, 'id' | 'cle_retour'>,
): string {
  const cle = payment.cle_retour ? `?cle=${encodeURIComponent(payment.cle_retour)}` : '';
  return `${siteUrl}/api/paiements/${payment.id}/retour${cle}`;
}

export function returnPathFor(row: PaymentRow): string {
  if (row.status === 'PAIEMENT_REUSSI') return `/covoiturage/${row.trajet_id}?paiement=reussi`;
  if (row.status === 'EN_ATTENTE') return `/covoiturage/${row.trajet_id}?paiement=en-attente`;
  return `/paiement/${encodeBookingCode(row.trajet_id, row.nb_places)}?paiement=echec`;
}
