import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { sendError } from './error-handler';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on routes called by outside services (payment webhooks). */
    csrf?: boolean;
  }
}

/**
 * Browser features no page of the site uses, refused to it and to every frame it embeds (a
 * third-party script or frame cannot turn on the camera or read the position). Only names that
 * Chromium knows: an unknown one is reported as an error in the page's console.
 * The position is the site's own (`self`): « Partager ma position » reads it. The pages are one
 * single-page document, so the policy cannot differ by page; frames still get none.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'serial=()',
  'usb=()',
].join(', ');

interface SecurityOptions {
  rateLimitMax: number;
  /** With Redis, every API process counts in the same place. */
  rateLimitRedis?: { url: string; prefix: string };
  /** PUBLIC_URL is https: every response is treated as sent over HTTPS. */
  secureCookies: boolean;
  /** Extra origins the CSP must allow (Google sign-in when configured). */
  extraScriptSources?: string[];
  extraConnectSources?: string[];
  extraFrameSources?: string[];
  extraImageSources?: string[];
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A Redis connection for the rate limiter that never makes a request wait for Redis. */
function rateLimitRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) app.log.warn({ err: error }, 'redis indisponible : limite de débit non appliquée');
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  // The first requests count too: listening waits (a moment at most) for the connection.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/**
 * The headers @fastify/helmet sets with these options, read once from a throwaway instance:
 * exactly helmet's, without its per-request cost.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !own.has(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers (helmet with a CSP the SPA passes), rate limiting, and CSRF as docs/product/README.md says:
 * the server hands out a token in the `XSRF-TOKEN` cookie and every state-changing API call must
 * echo it in the `X-XSRF-TOKEN` header (double submit), else 403.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(cookie);
  // Helmet's headers never depend on the request: computed once, set by one hook
  // (@fastify/helmet rebuilt its middleware and its CSP string on every request).
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...(options.extraScriptSources ?? [])],
        // React sets style attributes through the CSSOM; some libraries inject <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'", ...(options.extraScriptSources ?? [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.extraImageSources ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.extraConnectSources ?? [])],
        frameSrc: ["'self'", ...(options.extraFrameSources ?? [])],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google sign-in opens a popup that must be able to post back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: true,
  });
  // HTTPS is known from PUBLIC_URL, or per request from the connection or, behind a trusted
  // proxy (TRUST_PROXY=1), its `X-Forwarded-Proto` (Fastify's `request.protocol`): HSTS and the
  // cookie's `Secure` flag follow it (docs/decisions/021-outages-and-logs.md).
  const hsts = headers['strict-transport-security']!;
  delete headers['strict-transport-security'];
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  const overHttps = (request: FastifyRequest) =>
    options.secureCookies || request.protocol === 'https';
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (overHttps(request)) reply.header('strict-transport-security', hsts);
    done();
  });

  if (options.rateLimitMax > 0) {
    const redis = options.rateLimitRedis && rateLimitRedis(app, options.rateLimitRedis.url);
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      // One Redis round trip per API request; while Redis is away requests go through (the
      // limits that protect accounts and money are kept in PostgreSQL, not here).
      ...(redis
        ? { redis, nameSpace: `${options.rateLimitRedis!.prefix}rl:`, skipOnError: true }
        : {}),
      // Static files and the SPA shell are cheap; the limiter protects the API.
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        errors: [
          {
            status: '429',
            detail: `${apiErrorTexts.rateLimited} (réessayez dans ${Math.ceil(context.ttl / 1000)} s)`,
          },
        ],
      }),
    });
  }

  // 24 random bytes per token, drawn from a block of 128 tokens: one call into OpenSSL per 128
  // first visits instead of one each (3 % of the trip page's server time).
  let randomBlock = Buffer.alloc(0);
  let randomOffset = 0;
  const newCsrfToken = () => {
    if (randomOffset === randomBlock.length)
      [randomBlock, randomOffset] = [randomBytes(24 * 128), 0];
    randomOffset += 24;
    return randomBlock.toString('base64url', randomOffset - 24, randomOffset);
  };

  // A callback hook (no promise per request): it answers 403 itself or calls done.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    if (!cookieToken) {
      reply.setCookie(CSRF_COOKIE, newCsrfToken(), {
        path: '/',
        sameSite: 'lax',
        secure: overHttps(request),
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    if (request.routeOptions.config?.csrf === false) return done();
    const header = request.headers[CSRF_HEADER];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!sent || !cookieToken || !sameToken(sent, cookieToken)) {
      sendError(reply, 403, apiErrorTexts.csrf, { code: 'csrf' });
      return;
    }
    done();
  });
});
