import { z } from 'zod';
import { INT32_MAX, INT32_MIN, text } from '../api';
import {
  CARD_CVC_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  isExpired,
  isLuhnValid,
  onlyDigits,
} from './card';
import { MAX_SEATS_PER_BOOKING } from '../limits';
import { PROMO_CODE_MAX } from './promo-code';
import { bookingTexts } from './texts';

/** Payment life cycle; PAIEMENT_REUSSI is the documented success status. */
export const PAYMENT_STATUSES = [
  'EN_COURS',
  'AUTHENTIFICATION_REQUISE',
  'EN_ATTENTE',
  'PAIEMENT_REUSSI',
  'PAIEMENT_ECHOUE',
  'ANNULE',
  'REMBOURSE',
  'REMBOURSE_PARTIELLEMENT',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

const int = (message?: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(INT32_MIN, { error: message ?? `doit être au moins ${INT32_MIN}` })
    .max(INT32_MAX, { error: message ?? `doit être au plus ${INT32_MAX}` });
const optionalText = (max: number) => text().trim().max(max).optional();

/** docs/product/booking-and-money.md `POST /utilisateurs/{id}/paiements` (form). Amounts are in cents and only checked. */
export const createPaymentBodySchema = z.object({
  trajet_id: int().positive(),
  conducteur_id: int().positive(),
  nb_places: int(bookingTexts.seatsRange)
    .min(1, { error: bookingTexts.seatsRange })
    .max(MAX_SEATS_PER_BOOKING, { error: bookingTexts.seatsRange }),
  montant: int().min(0).optional(),
  fees: int().min(0).optional(),
  /** The leg booked when the search matched a stage town ("0-1"); the whole trip without it. */
  troncon: text()
    .regex(/^\d{1,2}-\d{1,2}$/, { error: 'Ce tronçon n’existe pas sur ce trajet.' })
    .optional(),
  titulaire: text({ error: bookingTexts.holderRequired })
    .trim()
    .min(1, { error: bookingTexts.holderRequired })
    .max(120),
  numero: text({ error: bookingTexts.cardNumberInvalid })
    .transform(onlyDigits)
    .pipe(
      text()
        .min(12, { error: bookingTexts.cardNumberInvalid })
        .max(CARD_NUMBER_MAX_LENGTH, { error: bookingTexts.cardNumberInvalid }),
    ),
  mois: int(bookingTexts.monthInvalid)
    .min(1, { error: bookingTexts.monthInvalid })
    .max(12, { error: bookingTexts.monthInvalid }),
  annee: int(bookingTexts.yearInvalid).min(2000, { error: bookingTexts.yearInvalid }).max(2100, {
    error: bookingTexts.yearInvalid,
  }),
  cryptogramme: text({ error: bookingTexts.cvcInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${CARD_CVC_LENGTH}}$`), { error: bookingTexts.cvcInvalid }),
  /**
   * The idempotency key: one per payment attempt, reused by a retry or a double click. Optional
   * when the request carries the standard `Idempotency-Key` header instead.
   */
  token: text().trim().min(8).max(100).optional(),
  browser_info_java_enabled: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).optional(),
  browser_info_language: optionalText(16),
  browser_info_color_depth: int().min(1).max(64).optional(),
  browser_info_screen_height: int().min(0).max(100_000).optional(),
  browser_info_screen_width: int().min(0).max(100_000).optional(),
  browser_info_time_zone_offset: int().min(-900).max(900).optional(),
  browser_info_user_agent: optionalText(512),
  /** Ignored: the server reads the address of the request (decision in docs/decisions.md). */
  ip_address: optionalText(64),
});

/**
 * Obvious card mistakes (a wrong checksum, a past expiry), named before anything is held: the
 * payment service refuses them with this, and the card form before sending anything.
 */
export function findCardMistake(
  card: { numero: string; mois: number; annee: number },
  now: Date = new Date(),
): { field: 'numero' | 'annee'; message: string } | null {
  if (!isLuhnValid(card.numero))
    return { field: 'numero', message: bookingTexts.cardNumberInvalid };
  if (isExpired(card.mois, card.annee, now))
    return { field: 'annee', message: bookingTexts.cardExpired };
  return null;
}

/**
 * docs/product/booking-and-money.md Card: the card fields of the payment body (createPaymentBodySchema) and the payment
 * service's card checks, for the form to refuse what the server would.
 */
export const cardFormSchema = createPaymentBodySchema
  .pick({ titulaire: true, numero: true, mois: true, annee: true, cryptogramme: true })
  .superRefine((card, context) => {
    const mistake = findCardMistake(card);
    if (mistake)
      context.addIssue({ code: 'custom', message: mistake.message, path: [mistake.field] });
  });

export const paymentResultSchema = z.object({
  id: z.number().int(),
  status: paymentStatusSchema,
  trajet_id: z.number().int(),
  nb_places: z.number().int(),
  montant: z.number().int(),
  fees: z.number().int(),
  /** 3-D Secure: where the browser goes to authenticate. */
  redirect_url: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
export const paymentResultResponseSchema = z.object({ data: paymentResultSchema });

/** docs/product/booking-and-money.md Payment: montant > 0 sent, < 0 received. */
export const paymentSchema = z.object({
  id: z.number().int(),
  date_paiement: z.string(),
  montant: z.number().int(),
  fees: z.number().int(),
  status: paymentStatusSchema,
  nb_places: z.number().int(),
  /** Given back to the card for a payment the user sent, in cents, and when. */
  rembourse: z.number().int(),
  date_remboursement: z.string().nullable(),
  /** The receipt's number once the payment succeeded (sent payments only). */
  recu: z.string().nullable(),
  /** The numbers of its credit notes, one per refund. */
  avoirs: z.array(z.string()),
  trajet: z.object({
    id: z.number().int(),
    adresse_depart: z.string(),
    adresse_arrivee: z.string(),
    date: z.string(),
  }),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListResponseSchema = z.object({ data: z.array(paymentSchema) });

export const paymentListQuerySchema = z.object({
  filter: z.object({ status: paymentStatusSchema.optional() }).optional(),
});

/** docs/product/booking-and-money.md `POST /annulations` (multipart): trajet_id, plus passager_id for a passenger. */
export const cancellationBodySchema = z.object({
  trajet_id: int().positive(),
  passager_id: int().positive().optional(),
});
export const cancellationResponseSchema = z.object({
  data: z.object({
    message: z.string(),
    /** What goes back to each card, in cents. */
    rembourse: z.number().int(),
  }),
});

/**
 * docs/product/booking-and-money.md `GET /passagers/{id}/annulation`: what cancelling this booking
 * now would give back, computed by the cancellation's own rule. Cents.
 */
export const refundQuoteResponseSchema = z.object({
  data: z.object({
    passager_id: z.number().int(),
    trajet_id: z.number().int(),
    paye: z.number().int(),
    rembourse: z.number().int(),
    retenu: z.number().int(),
    regle: z.enum(['plus-24h', 'moins-24h', 'conducteur', 'modification-importante', 'non-debite']),
    /** The policy's sentence that gives the figure, in French. */
    texte_regle: z.string(),
    /** The Paris day (YYYY-MM-DD) the money has reached the card by; null when nothing comes back. */
    remboursement_avant: z.string().nullable(),
  }),
});
export type RefundQuoteAnswer = z.infer<typeof refundQuoteResponseSchema>['data'];

/** A driver's answer to a manual booking request. */
export const bookingRequestSchema = z.object({
  id: z.number().int(),
  trajet_id: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
  nb_places_reservees: z.number().int(),
  statut: z.string(),
  created_at: z.string(),
  datetime_acceptation: z.string().nullable(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export const bookingRequestListResponseSchema = z.object({ data: z.array(bookingRequestSchema) });

export const savedCardListResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), alias: z.string(), expiration: z.string() })),
});

/** What the payment page shows: the trip and the server's price for the seats asked. */
export const bookingQuoteSchema = z.object({
  trajet: z.object({
    id: z.number().int(),
    utilisateur_id: z.number().int(),
    conducteur_prenom: z.string(),
    adresse_depart: z.string(),
    adresse_arrivee: z.string(),
    ville_depart: z.string(),
    ville_arrivee: z.string(),
    date: z.string(),
    heure: z.string(),
    nb_places_disponibles: z.number().int(),
    is_resa_automatique: z.union([z.literal(0), z.literal(1)]),
    reservable: z.boolean(),
  }),
  devis: z.object({
    seats: z.number().int(),
    contribution_cents: z.number().int(),
    public_price_cents: z.number().int(),
    fee_per_seat_cents: z.number().int(),
    discount_cents: z.number().int(),
    total_cents: z.number().int(),
    montant_cents: z.number().int(),
    fees_cents: z.number().int(),
    /** The same price line by line (shared `priceBreakdown`), signed cents. */
    lignes: z.array(
      z.object({
        code: z.enum(['participation', 'frais', 'reduction', 'total']),
        libelle: z.string(),
        montant_cents: z.number().int(),
      }),
    ),
  }),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;
export const bookingQuoteResponseSchema = z.object({ data: bookingQuoteSchema });

/** docs/product/booking-and-money.md `POST /code-promo` (code_promo, trajet_id). */
export const promoCodeBodySchema = z.object({
  code_promo: text().trim().min(1).max(PROMO_CODE_MAX),
  trajet_id: int().positive(),
});
export const promoCodeResponseSchema = z.object({
  data: z.object({ status: z.literal('ok'), code_promo: z.string(), message: z.string() }),
});
