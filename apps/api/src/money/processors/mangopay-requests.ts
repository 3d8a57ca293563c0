import type { AuthoriseRequest, BrowserInfo, PayoutRequest } from './payment-provider';

/**
 * Mangopay API v2.01 request bodies, built as pure functions so they are unit-tested without the
 * network (mangopay-requests.test.ts). Amounts stay in cents, as Mangopay expects.
 */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: Record<string, unknown>;
}

const EUR = (amount: number) => ({ Currency: 'EUR', Amount: amount });

export function browserInfoBody(info: BrowserInfo) {
  return {
    AcceptHeader: info.acceptHeader || 'text/html',
    JavaEnabled: info.javaEnabled,
    JavascriptEnabled: true,
    Language: info.language || 'fr-FR',
    ColorDepth: info.colorDepth,
    ScreenHeight: info.screenHeight,
    ScreenWidth: info.screenWidth,
    TimeZoneOffset: info.timeZoneOffset,
    UserAgent: info.userAgent,
  };
}

/** Step 1 of a card payment: a card registration for the payer. */
export function cardRegistrationRequest(clientId: string, authorId: string): HttpRequest {
  return {
    method: 'POST',
    path: `/v2.01/${clientId}/cardregistrations`,
    body: { UserId: authorId, Currency: 'EUR', CardType: 'CB_VISA_MASTERCARD' },
  };
}

/** The form posted to the tokenisation server (card data never touch Mangopay's API). */
export function tokenisationForm(
  registration: { PreregistrationData: string; AccessKey: string },
  card: AuthoriseRequest['card'],
): URLSearchParams {
  return new URLSearchParams({
    data: registration.PreregistrationData,
    accessKeyRef: registration.AccessKey,
    cardNumber: card.number,
    cardExpirationDate: `${String(card.month).padStart(2, '0')}${String(card.year).slice(-2)}`,
    cardCvx: card.cvc,
  });
}

export function completeRegistrationRequest(
  clientId: string,
  registrationId: string,
  registrationData: string,
): HttpRequest {
  return {
    method: 'PUT',
    path: `/v2.01/${clientId}/cardregistrations/${registrationId}`,
    body: { RegistrationData: registrationData },
  };
}

/** A hold (pre-authorisation) with 3-D Secure 2 data: captured later, or cancelled. */
export function preAuthorisationRequest(
  clientId: string,
  authorId: string,
  cardId: string,
  request: AuthoriseRequest,
): HttpRequest {
  return {
    method: 'POST',
    path: `/v2.01/${clientId}/preauthorizations/card/direct`,
    body: {
      AuthorId: authorId,
      DebitedFunds: EUR(request.amountCents),
      CardId: cardId,
      SecureMode: 'DEFAULT',
      SecureModeReturnURL: request.returnUrl,
      IpAddress: request.ipAddress,
      BrowserInfo: browserInfoBody(request.browserInfo),
      Tag: `paiement:${request.paymentId}`,
    },
  };
}

export function preAuthorisationStateRequest(clientId: string, id: string): HttpRequest {
  return { method: 'GET', path: `/v2.01/${clientId}/preauthorizations/${id}` };
}

/** Capture of a hold into the escrow wallet; our fees go to the platform at capture. */
export function capturePayInRequest(
  clientId: string,
  hold: { authorId: string; preauthorizationId: string; walletId: string },
  amountCents: number,
): HttpRequest {
  return {
    method: 'POST',
    path: `/v2.01/${clientId}/payins/PreAuthorizedDirect`,
    body: {
      AuthorId: hold.authorId,
      CreditedWalletId: hold.walletId,
      DebitedFunds: EUR(amountCents),
      Fees: EUR(0),
      PreauthorizationId: hold.preauthorizationId,
    },
  };
}

export function cancelPreAuthorisationRequest(clientId: string, id: string): HttpRequest {
  return {
    method: 'PUT',
    path: `/v2.01/${clientId}/preauthorizations/${id}`,
    body: { PaymentStatus: 'CANCELED' },
  };
}

export function refundRequest(
  clientId: string,
  payInId: string,
  authorId: string,
  amountCents: number,
): HttpRequest {
  return {
    method: 'POST',
    path: `/v2.01/${clientId}/payins/${payInId}/refunds`,
    body: { AuthorId: authorId, DebitedFunds: EUR(amountCents), Fees: EUR(0) },
  };
}

export function payoutRequest(
  clientId: string,
  authorId: string,
  walletId: string,
  bankAccountId: string,
  payout: PayoutRequest,
): HttpRequest {
  return {
    method: 'POST',
    path: `/v2.01/${clientId}/payouts/bankwire`,
    body: {
      AuthorId: authorId,
      DebitedWalletId: walletId,
      DebitedFunds: EUR(payout.amountCents),
      Fees: EUR(0),
      BankAccountId: bankAccountId,
      BankWireRef: payout.reference.slice(0, 12),
    },
  };
}

/**
 * Registers the driver's IBAN as a Mangopay bank account before a payout: the owner's address
 * with its country (FR, BE, LU, CH…), which Mangopay requires for an IBAN account.
 */
export function ibanBankAccountRequest(
  clientId: string,
  authorId: string,
  payout: PayoutRequest,
): HttpRequest {
  const address = payout.holderAddress;
  return {
    method: 'POST',
    path: `/v2.01/${clientId}/users/${authorId}/bankaccounts/iban`,
    body: {
      OwnerName: payout.holderName,
      OwnerAddress: {
        AddressLine1: address?.line ?? '',
        City: address?.city ?? '',
        PostalCode: address?.postcode ?? '',
        Country: address?.country ?? payout.country,
      },
      IBAN: payout.iban,
      Tag: `pays-banque:${payout.country}`,
    },
  };
}

/** An identity document for KYC: create, add pages, then ask for validation. */
export function kycDocumentRequest(clientId: string, authorId: string): HttpRequest {
  return {
    method: 'POST',
    path: `/v2.01/${clientId}/users/${authorId}/kyc/documents`,
    body: { Type: 'IDENTITY_PROOF' },
  };
}

/** What Mangopay answered to the request sent with this idempotency key (recovery). */
export function idempotencyResponseRequest(clientId: string, key: string): HttpRequest {
  return { method: 'GET', path: `/v2.01/${clientId}/responses/${encodeURIComponent(key)}` };
}
