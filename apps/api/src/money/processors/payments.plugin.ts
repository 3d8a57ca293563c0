import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { MangopayProvider } from './mangopay-provider';

declare module '../../lib/app-deps' {
  interface AppDeps {
    payments: PaymentProvider;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor chosen by PAYMENT_PROVIDER (sandbox by default). */
    payments: PaymentProvider;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { env } = app;
    const provider: PaymentProvider =
      env.PAYMENT_PROVIDER === 'mangopay'
        ? new MangopayProvider({
            baseUrl: env.MANGOPAY_BASE_URL,
            clientId: env.MANGOPAY_CLIENT_ID ?? '',
            apiKey: env.MANGOPAY_API_KEY ?? '',
            walletId: env.MANGOPAY_PLATFORM_WALLET_ID,
          })
        : new SandboxProvider(app.db);
    app.decorate('payments', provider);
  },
  { name: 'payments' },
);
