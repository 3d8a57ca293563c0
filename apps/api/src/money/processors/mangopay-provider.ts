import {
  PaymentProviderError,
  type AuthorisationState,
  type AuthoriseRequest,
  type AuthoriseResult,
  type OperationRecord,
  type OperationType,
  type PaymentProvider,
  type PayoutRequest,
} from './payment-provider';
import {
  cancelPreAuthorisationRequest,
  capturePayInRequest,
  cardRegistrationRequest,
  completeRegistrationRequest,
  idempotencyResponseRequest,
  preAuthorisationRequest,
  preAuthorisationStateRequest,
  refundRequest,
  tokenisationForm,
  type HttpRequest,
} from './mangopay-requests';

interface MangopayResource {
  Id: string;
  Status: string;
  SecureModeNeeded?: boolean;
  SecureModeRedirectURL?: string | null;
  ResultMessage?: string;
}

function holdResult(hold: MangopayResource): AuthoriseResult {
  if (hold.Status === 'FAILED')
    return { outcome: 'declined', reason: hold.ResultMessage ?? 'refusée', providerRef: hold.Id };
  if (hold.SecureModeNeeded && hold.SecureModeRedirectURL)
    return { outcome: 'challenge', providerRef: hold.Id, redirectUrl: hold.SecureModeRedirectURL };
  return { outcome: 'authorised', providerRef: hold.Id };
}

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
 * requests are built in ./mangopay-requests.ts; the IBAN and documents live in the user space.
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
    let response: Response;
    try {
      response = await this.http(`${this.options.baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.body ? JSON.stringify(request.body) : undefined,
        // Well within MONEY_RECOVERY_AFTER_SECONDS: the recovery never asks about a live call.
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      // No answer: whether Mangopay acted is unknown; the same key may be sent again.
      throw new PaymentProviderError(`Mangopay injoignable : ${String(error)}`, true);
    }
    if (!response.ok) {
      // 409: a request with this key is still being processed; 429 and 5xx: try again later.
      const retryable =
        response.status === 409 || response.status === 429 || response.status >= 500;
      throw new PaymentProviderError(`Mangopay ${request.path} ${response.status}`, retryable);
    }
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
    const hold = await this.call<MangopayResource>(
      preAuthorisationRequest(clientId, authorId, card.CardId, request),
      request.idempotencyKey,
    );
    return holdResult(hold);
  }

  async authorisationState(providerRef: string): Promise<AuthorisationState> {
    const hold = await this.call<{ Status: string }>(
      preAuthorisationStateRequest(this.options.clientId, providerRef),
    );
    if (hold.Status === 'SUCCEEDED') return 'authorised';
    if (hold.Status === 'FAILED') return 'declined';
    return 'challenge';
  }

  async capture(
    providerRef: string,
    amountCents: number,
    key: string,
  ): Promise<{ captureRef: string }> {
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
      key,
    );
    if (payIn.Status === 'FAILED') throw new PaymentProviderError('capture refusée');
    return { captureRef: payIn.Id };
  }

  /** Cancelling is a PUT (no key at Mangopay): a hold already cancelled counts as done. */
  async void(providerRef: string, _key: string): Promise<void> {
    const hold = await this.call<{ PaymentStatus?: string }>(
      preAuthorisationStateRequest(this.options.clientId, providerRef),
    );
    if (hold.PaymentStatus === 'CANCELED' || hold.PaymentStatus === 'EXPIRED') return;
    if (hold.PaymentStatus === 'VALIDATED') throw new PaymentProviderError('déjà capturé');
    await this.call(cancelPreAuthorisationRequest(this.options.clientId, providerRef));
  }

  async refund(captureRef: string, amountCents: number, key: string) {
    const payIn = await this.call<{ AuthorId: string }>({
      method: 'GET',
      path: `/v2.01/${this.options.clientId}/payins/${captureRef}`,
    });
    const refund = await this.call<{ Id: string; Status: string }>(
      refundRequest(this.options.clientId, captureRef, payIn.AuthorId, amountCents),
      key,
    );
    if (refund.Status === 'FAILED') throw new PaymentProviderError('remboursement refusé');
    return { refundRef: refund.Id };
  }

  async payout(_request: PayoutRequest): Promise<{ providerRef: string }> {
    // Needs the driver's Mangopay bank account (the user space stores the IBAN); see
    // payoutRequest().
    throw new PaymentProviderError('versements Mangopay non raccordés');
  }

  /** Mangopay keeps the answer of every keyed request: GET /responses/{key}. */
  async lookup(key: string, type: OperationType): Promise<OperationRecord | null> {
    let answer: { StatusCode?: string; Resource?: MangopayResource };
    try {
      answer = await this.call(idempotencyResponseRequest(this.options.clientId, key));
    } catch (error) {
      if (error instanceof PaymentProviderError && / 404$/.test(error.message)) return null;
      throw error;
    }
    const resource = answer.Resource;
    if (!resource?.Id || Number(answer.StatusCode ?? 200) >= 400)
      return { outcome: 'refused', reason: resource?.ResultMessage ?? 'refusée' };
    if (type === 'AUTORISATION') return holdResult(resource);
    if (resource.Status === 'FAILED')
      return { outcome: 'refused', reason: resource.ResultMessage ?? 'refusée' };
    return { outcome: 'done', reference: resource.Id };
  }

  /** Listing the whole book is not wired for Mangopay: the reconciliation says so. */
  async book() {
    return null;
  }
}
