import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  /** The mobile in E.164 (« +33612345678 », « +32470123456 »), the form SMS providers expect. */
  to: string;
  text: string;
}

/**
 * Where SMS codes go. `send` answers true when the provider accepted the message;
 * false leaves it "not sent" for the admin OTP list ("Envoyer le code").
 */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<boolean>;
}

/**
 * The default without a provider: nothing leaves the server. The code stays stored (sent=0) for
 * the admin OTP list; development logs it so a developer can finish the flow.
 */
export function createEmbeddedSmsSender(log: FastifyBaseLogger, logCodes: boolean): SmsSender {
  return {
    name: 'embedded',
    async send(message) {
      if (logCodes) log.info({ to: message.to, text: message.text }, 'SMS (non envoyé)');
      return false;
    },
  };
}

/**
 * A real provider by configuration: POST {to, text} as JSON to SMS_API_URL with the bearer
 * SMS_API_TOKEN; any 2xx means accepted.
 */
export function createHttpSmsSender(options: {
  url: string;
  token?: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): SmsSender {
  return {
    name: 'http',
    async send(message) {
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!response.ok) options.log.warn({ status: response.status }, 'SMS refusé');
        return response.ok;
      } catch (error) {
        options.log.warn({ err: error }, 'SMS non envoyé');
        return false;
      }
    },
  };
}
