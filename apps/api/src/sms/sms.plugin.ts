import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countedSms } from './counted-sms';
import { createEmbeddedSmsSender, createHttpSmsSender, type SmsSender } from './sms-sender';

declare module '../lib/app-deps' {
  interface AppDeps {
    sms: SmsSender;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS codes: a provider when SMS_API_URL is set, otherwise kept for the admin OTP list. */
    sms: SmsSender;
  }
}

export const smsPlugin = fp(
  async (app: FastifyInstance, options: { sender?: SmsSender }) => {
    const { SMS_API_URL, SMS_API_TOKEN, NODE_ENV } = app.env;
    const sender =
      options.sender ??
      (SMS_API_URL
        ? createHttpSmsSender({ url: SMS_API_URL, token: SMS_API_TOKEN, log: app.log })
        : createEmbeddedSmsSender(app.log, NODE_ENV === 'development'));
    app.decorate('sms', countedSms(sender));
  },
  { name: 'sms' },
);
