import path from 'node:path';
import { z } from 'zod';
import type { PricingConfig } from '@bonneroute/shared/pricing';
import { RETENTION_DEFAULTS } from '@bonneroute/shared/privacy';
import { projectRoot } from './project-root';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const boolFlag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value),
    );

/**
 * The whole configuration of the API, read from the environment in this one file. Every variable
 * has a safe default so that `npm start` works with nothing set; the README lists them all.
 */
const baseSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(projectRoot, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(projectRoot, 'apps/web/dist')),
  DATABASE_URL: optionalUrl,
  /** A read replica for read-only public queries (search, town pages, lists, sitemap). */
  DATABASE_READ_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key and channel: several deployments (or test runs) may share Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('bonneroute:'),
  SMTP_URL: optionalUrl,
  /** National address service (docs/product/README.md); unset: the built-in communes search. */
  ADDRESS_API_URL: optionalUrl,
  /** OSRM-compatible routing service; unset: the built-in distance estimate. */
  ROUTING_API_URL: optionalUrl,
  /**
   * An OpenStreetMap vector style for the trip maps (docs/decisions/029-meeting-points-and-map.md);
   * unset: the built-in outlines of France and its neighbours, offline.
   */
  MAP_STYLE_URL: optionalUrl,
  /** SMS provider for phone codes; unset: codes stay stored for the admin OTP list. */
  SMS_API_URL: optionalUrl,
  SMS_API_TOKEN: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  MAIL_FROM: z.string().default('BonneRoute <bonjour@bonneroute.fr>'),
  // Web Push (docs/decisions/031-installable-app.md): unset, a key pair is made at the first start
  // and kept in PostgreSQL, so every instance signs with the same one.
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  /** The contact push services may reach (RFC 8292); unset, a mailto of MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  /** Comma-separated origins accepted as push endpoints besides the browsers' push services. */
  PUSH_EXTRA_ORIGINS: z.string().default(''),
  /** PEM file of the certificate authority of those extra origins (a self-hosted push service). */
  PUSH_EXTRA_CA_FILE: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  // Google sign-in: no client id, no button and the endpoints answer 404.
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED_DEMO: boolFlag(true),
  TRUST_PROXY: boolFlag(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /**
   * On SIGTERM, how long the process keeps serving while `/api/ready` fails, so the balancer
   * stops sending it new requests first; default 5 s with DATABASE_URL, 0 with the embedded
   * database (one process).
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** Then how long requests, sockets and jobs under way get to finish before the exit. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  // Uploads: in PostgreSQL unless S3_BUCKET names an S3-compatible bucket.
  /** Endpoint of an S3-compatible service (MinIO, Scaleway, OVH…); unset with AWS S3 itself. */
  S3_URL: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Keys of the bucket; unset: the AWS SDK's usual chain (AWS_* variables, instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `bucket` in the path rather than the host name; default: on with S3_URL, off without. */
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? undefined : value === '1' || value === 'true',
    ),
  // docs/product/README.md pricing; defaults keep the "2 € per seat" promise (packages/shared/src/pricing).
  PRICING_FIXED_FEE_CENTS: z.coerce.number().int().min(0).default(200),
  PRICING_PERCENTAGE: z.coerce.number().min(0).max(1).default(0),
  PRICING_DISCOUNT_PER_EXTRA_SEAT_CENTS: z.coerce.number().int().min(0).default(100),
  PRICING_DISCOUNT_CAP_CENTS: z.coerce.number().int().min(0).default(100),
  // docs/product/booking-and-money.md#receipts-and-credit-notes: the issuer printed on receipts.
  COMPANY_NAME: z.string().trim().min(1).default('BonneRoute SAS'),
  COMPANY_ADDRESS: z.string().trim().min(1).default('10 rue de la Paix, 75002 Paris'),
  COMPANY_SIREN: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3} ?\d{3}$/, 'un SIREN a 9 chiffres')
    .default('000 000 000'),
  COMPANY_VAT_NUMBER: z.string().trim().min(4).default('FR00000000000'),
  // Card payments: the embedded sandbox processor unless Mangopay is configured.
  PAYMENT_PROVIDER: z.enum(['sandbox', 'mangopay']).default('sandbox'),
  MANGOPAY_BASE_URL: z.url().default('https://api.sandbox.mangopay.com'),
  MANGOPAY_CLIENT_ID: z.string().trim().optional(),
  MANGOPAY_API_KEY: z.string().trim().optional(),
  /** Our fees' wallet at Mangopay (the platform's own user and wallet). */
  MANGOPAY_PLATFORM_WALLET_ID: z.string().trim().optional(),
  /**
   * A processor operation still unanswered after this many seconds (crash, lost
   * answer) is finished by the recovery job, which asks the processor what it did.
   */
  MONEY_RECOVERY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Retention periods (docs/product/accounts.md); defaults in @bonneroute/shared/privacy, which
  // the privacy page quotes.
  RETENTION_LOGIN_RECORDS_MONTHS: z.coerce
    .number()
    .int()
    .min(1)
    .default(RETENTION_DEFAULTS.loginRecordsMonths),
  RETENTION_SEARCH_LOG_MONTHS: z.coerce
    .number()
    .int()
    .min(1)
    .default(RETENTION_DEFAULTS.searchLogMonths),
  RETENTION_IDENTITY_DOCUMENT_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .default(RETENTION_DEFAULTS.identityDocumentDays),
  RETENTION_INACTIVE_ACCOUNT_YEARS: z.coerce
    .number()
    .int()
    .min(1)
    .default(RETENTION_DEFAULTS.inactiveAccountYears),
  RETENTION_INACTIVE_WARNING_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(365)
    .default(RETENTION_DEFAULTS.inactivityWarningDays),
  /** Accounting law's minimum (Code de commerce, L123-22): never less than 10 years. */
  RETENTION_ACCOUNTING_YEARS: z.coerce
    .number()
    .int()
    .min(10)
    .default(RETENTION_DEFAULTS.accountingYears),
  /** Bearer token of GET /metrics (Prometheus); unset: no metrics, the route answers 404. */
  METRICS_TOKEN: optionalText,
  /** OpenTelemetry collector (OTLP over HTTP); unset: no tracing, the SDK is not even loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('bonneroute-api'),
  /** Daily backups of the embedded database kept in DATA_DIR/backups (`npm run backup`). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** The daily backup with DATABASE_URL too (always on with the embedded database). */
  BACKUP_DAILY: boolFlag(false),
  /** Folder of pg_dump / pg_restore when neither PATH nor /usr/lib/postgresql/N/bin has them. */
  PG_BIN_DIR: optionalText,
  /**
   * Tests only (fault injection, refused in production): `step@n[,step@n…]` kills the process
   * with SIGKILL the n-th time it reaches that named step of a money operation.
   */
  TEST_FAULT_KILL_AT: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
});

export const envSchema = baseSchema.superRefine((env, context) => {
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble',
    });
  if (env.S3_URL && !env.S3_BUCKET)
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'S3_URL demande aussi S3_BUCKET',
    });
});

export type Env = z.infer<typeof envSchema>;

/** Reads the environment, failing fast with every wrong variable named. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Configuration invalide :\n${problems}`);
  }
  return parsed.data;
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

export function pricingConfig(env: Env): PricingConfig {
  return {
    fixed_fee_cents: env.PRICING_FIXED_FEE_CENTS,
    percentage: env.PRICING_PERCENTAGE,
    discount_per_extra_seat_cents: env.PRICING_DISCOUNT_PER_EXTRA_SEAT_CENTS,
    discount_cap_cents: env.PRICING_DISCOUNT_CAP_CENTS,
  };
}
