/**
 * What the booking service needs from a card processor. The embedded sandbox implements it by
 * default; Mangopay in production (PAYMENT_PROVIDER). Amounts are integer cents, EUR.
 */
export interface CardDetails {
  holder: string;
  number: string;
  month: number;
  year: number;
  cvc: string;
}

/** 3-D Secure 2 browser data (the payment form's browser_info_* fields). */
export interface BrowserInfo {
  javaEnabled: boolean;
  language: string;
  colorDepth: number;
  screenHeight: number;
  screenWidth: number;
  timeZoneOffset: number;
  userAgent: string;
  acceptHeader: string;
}

export interface AuthoriseRequest {
  /** Our payment id, echoed in the processor's records. */
  paymentId: number;
  /** The processor's idempotency key: the same key never creates a second hold. */
  idempotencyKey: string;
  userId: number;
  amountCents: number;
  card: CardDetails;
  browserInfo: BrowserInfo;
  ipAddress: string;
  /** Where the browser comes back after a 3-D Secure challenge. */
  returnUrl: string;
}

export type AuthoriseResult =
  | { outcome: 'authorised'; providerRef: string }
  | { outcome: 'declined'; reason: string; providerRef?: string }
  | { outcome: 'challenge'; providerRef: string; redirectUrl: string };

export type AuthorisationState = 'authorised' | 'declined' | 'challenge';

/** The account holder's postal address, as the IBAN form saved it (a processor registers it). */
export interface HolderAddress {
  line: string;
  city: string;
  postcode: string;
  /** ISO 3166-1 alpha-2: FR, BE, LU, CH… */
  country: string;
}

export interface PayoutRequest {
  /** The same key never pays twice. */
  idempotencyKey: string;
  userId: number;
  amountCents: number;
  iban: string;
  /**
   * The country of the bank account paid (its IBAN's: FR, BE, LU, CH…), passed on to the
   * processor, which routes the transfer by it
   * (docs/decisions/025-phones-and-bank-accounts-abroad.md).
   */
  country: string;
  holderName: string;
  holderAddress?: HolderAddress;
  reference: string;
}

/** Card and payout operations, each sent with its own idempotency key. */
export type OperationType =
  'AUTORISATION' | 'CAPTURE' | 'ANNULATION' | 'REMBOURSEMENT' | 'VERSEMENT';

/**
 * What the processor did with one idempotency key (recovery asks it after a crash): an
 * authorisation's result, `done` for another operation that happened (with its reference), or
 * `refused` for one it turned down (nothing moved).
 */
export type OperationRecord =
  AuthoriseResult | { outcome: 'done'; reference: string } | { outcome: 'refused'; reason: string };

/** One card payment as the processor's book has it (amounts in cents). */
export interface ProcessorCharge {
  reference: string;
  /** Our payment, as we labelled the hold (`paiement:12`); null for a hold we never labelled. */
  paymentId: number | null;
  /** Still held on the card (authorised, neither captured nor voided). */
  held: number;
  captured: number;
  refunded: number;
}

export interface ProcessorPayout {
  reference: string;
  key: string;
  /** Our user id, as we labelled the payout. */
  userId: number | null;
  amount: number;
}

/** The processor's own book, compared with our ledger by the reconciliation job. */
export interface ProcessorBook {
  charges: ProcessorCharge[];
  payouts: ProcessorPayout[];
}

export interface PaymentProvider {
  readonly name: string;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Where an authorisation stands (after the holder's 3-D Secure challenge). */
  authorisationState(providerRef: string): Promise<AuthorisationState>;
  /** Takes the held amount; the answer names the capture (what a refund refers to). */
  capture(providerRef: string, amountCents: number, key: string): Promise<{ captureRef: string }>;
  /** Releases a hold that was not captured (releasing it again is not an error). */
  void(providerRef: string, key: string): Promise<void>;
  refund(captureRef: string, amountCents: number, key: string): Promise<{ refundRef: string }>;
  payout(request: PayoutRequest): Promise<{ providerRef: string }>;
  /** What the processor did with this idempotency key; null when it never received it. */
  lookup(key: string, type: OperationType): Promise<OperationRecord | null>;
  /** The processor's book, for the reconciliation; null when the processor cannot list it. */
  book(): Promise<ProcessorBook | null>;
}

/**
 * The processor refused an operation (a capture of a voided hold…); nothing changed there.
 * `retryable`: the answer was lost or the processor was unavailable, so what happened is not
 * known; the same request with the same key is safe to send again.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A refusal we must act on (as opposed to an unknown outcome, to be retried with its key). */
export function isDefinitiveRefusal(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError && !error.retryable;
}
