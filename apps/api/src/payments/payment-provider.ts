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

/** 3-D Secure 2 browser data (spec §7 browser_info_*). */
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

export interface PayoutRequest {
  userId: number;
  amountCents: number;
  iban: string;
  holderName: string;
  reference: string;
}

export interface PaymentProvider {
  readonly name: string;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Where an authorisation stands (after the holder's 3-D Secure challenge). */
  authorisationState(providerRef: string): Promise<AuthorisationState>;
  /** Takes the held amount; the answer names the capture (what a refund refers to). */
  capture(providerRef: string, amountCents: number): Promise<{ captureRef: string }>;
  /** Releases a hold that was not captured. */
  void(providerRef: string): Promise<void>;
  refund(captureRef: string, amountCents: number): Promise<void>;
  payout(request: PayoutRequest): Promise<{ providerRef: string }>;
}

/** The processor refused an operation (a capture of a voided hold…); nothing changed there. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
