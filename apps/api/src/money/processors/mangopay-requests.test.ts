import { describe, expect, it, vi } from 'vitest';
import {
  browserInfoBody,
  cancelPreAuthorisationRequest,
  capturePayInRequest,
  cardRegistrationRequest,
  kycDocumentRequest,
  payoutRequest,
  ibanBankAccountRequest,
  preAuthorisationRequest,
  refundRequest,
  tokenisationForm,
} from './mangopay-requests';
import { MangopayProvider } from './mangopay-provider';
import type { AuthoriseRequest } from './payment-provider';

const request: AuthoriseRequest = {
  paymentId: 42,
  idempotencyKey: '6f1c2e8a-0d2b-4c57-9a43-2b7f0e1d5a90',
  userId: 7,
  amountCents: 6300,
  card: { holder: 'Paula', number: '4242424242424242', month: 3, year: 2029, cvc: '123' },
  browserInfo: {
    javaEnabled: false,
    language: 'fr-FR',
    colorDepth: 24,
    screenHeight: 800,
    screenWidth: 1280,
    timeZoneOffset: -60,
    userAgent: 'Mozilla/5.0',
    acceptHeader: 'application/json',
  },
  ipAddress: '203.0.113.9',
  returnUrl: 'https://bonneroute.fr/api/paiements/42/retour',
};

describe('Mangopay request building', () => {
  it('registers a card for the payer, then tokenises it with MMYY expiry', () => {
    expect(cardRegistrationRequest('bonneroute', 'u1')).toEqual({
      method: 'POST',
      path: '/v2.01/bonneroute/cardregistrations',
      body: { UserId: 'u1', Currency: 'EUR', CardType: 'CB_VISA_MASTERCARD' },
    });
    const form = tokenisationForm({ PreregistrationData: 'pre', AccessKey: 'key' }, request.card);
    expect(Object.fromEntries(form)).toEqual({
      data: 'pre',
      accessKeyRef: 'key',
      cardNumber: '4242424242424242',
      cardExpirationDate: '0329',
      cardCvx: '123',
    });
  });

  it('holds the amount in cents with 3-D Secure 2 browser data and the return URL', () => {
    const built = preAuthorisationRequest('bonneroute', 'u1', 'card1', request);
    expect(built.path).toBe('/v2.01/bonneroute/preauthorizations/card/direct');
    expect(built.body).toMatchObject({
      AuthorId: 'u1',
      CardId: 'card1',
      DebitedFunds: { Currency: 'EUR', Amount: 6300 },
      SecureModeReturnURL: 'https://bonneroute.fr/api/paiements/42/retour',
      IpAddress: '203.0.113.9',
      BrowserInfo: {
        AcceptHeader: 'application/json',
        JavaEnabled: false,
        JavascriptEnabled: true,
        Language: 'fr-FR',
        ColorDepth: 24,
        ScreenHeight: 800,
        ScreenWidth: 1280,
        TimeZoneOffset: -60,
        UserAgent: 'Mozilla/5.0',
      },
    });
    expect(browserInfoBody({ ...request.browserInfo, language: '' }).Language).toBe('fr-FR');
  });

  it('captures into the escrow wallet, cancels and refunds', () => {
    expect(
      capturePayInRequest(
        'bonneroute',
        { authorId: 'u1', preauthorizationId: 'pa1', walletId: 'w1' },
        6300,
      ),
    ).toEqual({
      method: 'POST',
      path: '/v2.01/bonneroute/payins/PreAuthorizedDirect',
      body: {
        AuthorId: 'u1',
        CreditedWalletId: 'w1',
        DebitedFunds: { Currency: 'EUR', Amount: 6300 },
        Fees: { Currency: 'EUR', Amount: 0 },
        PreauthorizationId: 'pa1',
      },
    });
    expect(cancelPreAuthorisationRequest('bonneroute', 'pa1')).toMatchObject({
      method: 'PUT',
      body: { PaymentStatus: 'CANCELED' },
    });
    expect(refundRequest('bonneroute', 'pi1', 'u1', 3000).body).toMatchObject({
      DebitedFunds: { Currency: 'EUR', Amount: 3000 },
    });
  });

  it('pays a driver out to a bank account and asks identity proof for KYC', () => {
    const payout = payoutRequest('bonneroute', 'u2', 'w2', 'ba1', {
      idempotencyKey: 'a6b1d7c2-5e34-4f0a-8c19-3d2e7b6a9f01',
      userId: 2,
      amountCents: 6000,
      iban: 'FR76…',
      country: 'FR',
      holderName: 'Didier',
      reference: 'BonneRoute trajet 12',
    });
    expect(payout.body).toMatchObject({
      DebitedWalletId: 'w2',
      BankAccountId: 'ba1',
      DebitedFunds: { Currency: 'EUR', Amount: 6000 },
    });
    expect((payout.body!.BankWireRef as string).length).toBeLessThanOrEqual(12);
    expect(kycDocumentRequest('bonneroute', 'u2').body).toEqual({ Type: 'IDENTITY_PROOF' });
  });

  it('registers a Belgian IBAN with its owner’s address and country', () => {
    const account = ibanBankAccountRequest('bonneroute', 'u3', {
      idempotencyKey: 'k',
      userId: 3,
      amountCents: 1500,
      iban: 'BE68539007547034',
      country: 'BE',
      holderName: 'Anna Peeters',
      holderAddress: { line: 'Rue Neuve 1', city: 'Bruxelles', postcode: '1000', country: 'BE' },
      reference: 'BonneRoute 3',
    });
    expect(account.path).toBe('/v2.01/bonneroute/users/u3/bankaccounts/iban');
    expect(account.body).toMatchObject({
      OwnerName: 'Anna Peeters',
      OwnerAddress: { City: 'Bruxelles', PostalCode: '1000', Country: 'BE' },
      IBAN: 'BE68539007547034',
    });
  });
});

describe('MangopayProvider', () => {
  it('answers a 3-D Secure redirect from the pre-authorisation', async () => {
    const replies: Record<string, unknown> = {
      '/v2.01/oauth/token': { access_token: 'tok', expires_in: 3600 },
      '/v2.01/bonneroute/cardregistrations': {
        Id: 'cr1',
        AccessKey: 'k',
        PreregistrationData: 'p',
        CardRegistrationURL: 'https://tokens.example/reg',
      },
      '/v2.01/bonneroute/cardregistrations/cr1': { CardId: 'card1' },
      '/v2.01/bonneroute/preauthorizations/card/direct': {
        Id: 'pa1',
        Status: 'CREATED',
        SecureModeNeeded: true,
        SecureModeRedirectURL: 'https://acs.example/challenge',
      },
    };
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      const { pathname } = new URL(url);
      if (url.startsWith('https://tokens.example')) return new Response('data=regdata');
      return new Response(JSON.stringify(replies[pathname] ?? {}), { status: 200 });
    });
    const provider = new MangopayProvider({
      baseUrl: 'https://api.mangopay.example',
      clientId: 'bonneroute',
      apiKey: 'secret',
      authorIdFor: async () => 'u1',
      fetch: fetchMock as unknown as typeof fetch,
    });
    await expect(provider.authorise(request)).resolves.toEqual({
      outcome: 'challenge',
      providerRef: 'pa1',
      redirectUrl: 'https://acs.example/challenge',
    });
    const hold = fetchMock.mock.calls.find(([url]) => url.endsWith('/card/direct'))!;
    expect((hold[1] as RequestInit).headers).toMatchObject({
      authorization: 'Bearer tok',
      'idempotency-key': request.idempotencyKey,
    });
  });
});

describe('MangopayProvider idempotency', () => {
  function provider(replies: Record<string, { status: number; body: unknown }>) {
    const fetchMock = vi.fn(async (url: string) => {
      const { pathname } = new URL(url);
      if (pathname === '/v2.01/oauth/token')
        return new Response(JSON.stringify({ access_token: 'tok', expires_in: 3600 }));
      const reply = replies[pathname] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    });
    return new MangopayProvider({
      baseUrl: 'https://api.mangopay.example',
      clientId: 'bonneroute',
      apiKey: 'secret',
      fetch: fetchMock as unknown as typeof fetch,
    });
  }

  it('asks Mangopay what it did with a key, and knows a key it never received', async () => {
    const mangopay = provider({
      '/v2.01/bonneroute/responses/cle-autorisation-0001': {
        status: 200,
        body: { StatusCode: '200', Resource: { Id: 'pa9', Status: 'SUCCEEDED' } },
      },
      '/v2.01/bonneroute/responses/cle-remboursement-01': {
        status: 200,
        body: { StatusCode: '200', Resource: { Id: 'rf3', Status: 'SUCCEEDED' } },
      },
    });
    await expect(mangopay.lookup('cle-autorisation-0001', 'AUTORISATION')).resolves.toEqual({
      outcome: 'authorised',
      providerRef: 'pa9',
    });
    await expect(mangopay.lookup('cle-remboursement-01', 'REMBOURSEMENT')).resolves.toEqual({
      outcome: 'done',
      reference: 'rf3',
    });
    await expect(mangopay.lookup('cle-jamais-recue-0001', 'CAPTURE')).resolves.toBeNull();
  });

  it('tells an unknown outcome (5xx, retried with its key) from a refusal (4xx)', async () => {
    const mangopay = provider({
      '/v2.01/bonneroute/payins/pi1': { status: 200, body: { AuthorId: 'u1' } },
      '/v2.01/bonneroute/payins/pi1/refunds': { status: 503, body: {} },
      '/v2.01/bonneroute/payins/pi2': { status: 200, body: { AuthorId: 'u1' } },
      '/v2.01/bonneroute/payins/pi2/refunds': { status: 400, body: {} },
    });
    await expect(mangopay.refund('pi1', 100, 'cle-1')).rejects.toMatchObject({ retryable: true });
    await expect(mangopay.refund('pi2', 100, 'cle-2')).rejects.toMatchObject({ retryable: false });
  });
});
