import {
  PaymentProviderError,
  type AuthorisationState,
  type AuthoriseRequest,
  type AuthoriseResult,
  type PaymentProvider,
  type PayoutRequest,
} from './payment-provider';
import {
  cancelPreAuthorisationRequest,
  capturePayInRequest,
  cardRegistrationRequest,
  completeRegistrationRequest,
  preAuthorisationRequest,
  preAuthorisationStateRequest,
  refundRequest,
  tokenisationForm,
  type HttpRequest,
} from './mangopay-requests';

export interface MangopayOptions {
  baseUrl: string;
  clientId: string;
  apiKey: string;
  /** The escrow wallet payments are captured into. */
  walletId?: string;
  /** Our user → Mangopay natural user (created at the first payment by the accounts feature). */
  authorIdFor?: (userId: number) => Promise<string>;
  fetch?: typeof fetch;
}

/**
 * Production adapter (PAYMENT_PROVIDER=mangopay): card registration, a pre-authorisation with
 * 3-D Secure 2 browser data, capture into the escrow wallet, cancel, refund. Payouts and KYC
 * requests are built in ./mangopay-requests.ts; the IBAN and documents live with issue 5.
 */
export class MangopayProvider implements PaymentProvider {
  readonly name = 'mangopay';
  private token: { value: string; expiresAt: number } | undefined;
  private readonly http: typeof fetch;

  constructor(private readonly options: MangopayOptions) {
    this.http = options.fetch ?? fetch;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.apiKey}`).toString('base64');
    const response = await this.http(`${this.options.baseUrl}/v2.01/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PaymentProviderError(`Mangopay oauth ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async call<T>(request: HttpRequest, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.accessToken()}`,
      'content-type': 'application/json',
    };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const response = await this.http(`${this.options.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
    if (!response.ok) throw new PaymentProviderError(`Mangopay ${request.path} ${response.status}`);
    return (await response.json()) as T;
  }

  private authorId(userId: number): Promise<string> {
    if (!this.options.authorIdFor) throw new PaymentProviderError('compte Mangopay inconnu');
    return this.options.authorIdFor(userId);
  }

  async authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
    const clientId = this.options.clientId;
    const authorId = await this.authorId(request.userId);
    const registration = await this.call<{
      Id: string;
      AccessKey: string;
      PreregistrationData: string;
      CardRegistrationURL: string;
    }>(cardRegistrationRequest(clientId, authorId));
    const tokenised = await this.http(registration.CardRegistrationURL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: tokenisationForm(registration, request.card),
    });
    const registrationData = await tokenised.text();
    const card = await this.call<{ CardId: string | null; ResultMessage?: string }>(
      completeRegistrationRequest(clientId, registration.Id, registrationData),
    );
    if (!card.CardId) return { outcome: 'declined', reason: card.ResultMessage ?? 'carte refusée' };
    const hold = await this.call<{
      Id: string;
      Status: string;
      SecureModeNeeded?: boolean;
      SecureModeRedirectURL?: string | null;
      ResultMessage?: string;
    }>(
      preAuthorisationRequest(clientId, authorId, card.CardId, request),
      `paiement-${request.paymentId}`,
    );
    if (hold.Status === 'FAILED')
      return { outcome: 'declined', reason: hold.ResultMessage ?? 'refusée', providerRef: hold.Id };
    if (hold.SecureModeNeeded && hold.SecureModeRedirectURL)
      return {
        outcome: 'challenge',
        providerRef: hold.Id,
        redirectUrl: hold.SecureModeRedirectURL,
      };
    return { outcome: 'authorised', providerRef: hold.Id };
  }

  async authorisationState(providerRef: string): Promise<AuthorisationState> {
    const hold = await this.call<{ Status: string }>(
      preAuthorisationStateRequest(this.options.clientId, providerRef),
    );
    if (hold.Status === 'SUCCEEDED') return 'authorised';
    if (hold.Status === 'FAILED') return 'declined';
    return 'challenge';
  }

  async capture(providerRef: string, amountCents: number): Promise<{ captureRef: string }> {
    const hold = await this.call<{ AuthorId: string }>(
      preAuthorisationStateRequest(this.options.clientId, providerRef),
    );
    if (!this.options.walletId) throw new PaymentProviderError('portefeuille Mangopay manquant');
    const payIn = await this.call<{ Id: string; Status: string }>(
      capturePayInRequest(
        this.options.clientId,
        {
          authorId: hold.AuthorId,
          preauthorizationId: providerRef,
          walletId: this.options.walletId,
        },
        amountCents,
      ),
      `capture-${providerRef}`,
    );
    if (payIn.Status === 'FAILED') throw new PaymentProviderError('capture refusée');
    return { captureRef: payIn.Id };
  }

  async void(providerRef: string): Promise<void> {
    await this.call(cancelPreAuthorisationRequest(this.options.clientId, providerRef));
  }

  async refund(captureRef: string, amountCents: number): Promise<void> {
    const payIn = await this.call<{ AuthorId: string }>({
      method: 'GET',
      path: `/v2.01/${this.options.clientId}/payins/${captureRef}`,
    });
    await this.call(refundRequest(this.options.clientId, captureRef, payIn.AuthorId, amountCents));
  }

  async payout(_request: PayoutRequest): Promise<{ providerRef: string }> {
    // Needs the driver's Mangopay bank account (issue 5 stores the IBAN); see payoutRequest().
    throw new PaymentProviderError('versements Mangopay non raccordés');
  }
}
