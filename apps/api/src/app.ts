import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import qs from 'qs';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { publicUrl, type Env } from './config/env';
import { createDatabase, createPool, type Database } from './db/client';
import { googleCspSources } from './auth/google-csp';
import { mapCspSources, mergeCspSources } from './geo/map-csp';
import { smsPlugin } from './sms/sms.plugin';
import { mailPlugin } from './mail/mail.plugin';
import { authPlugin } from './plugins/auth';
import { permissionsPlugin } from './plugins/permissions';
import { bodyParsersPlugin } from './plugins/body-parsers';
import { compressionPlugin } from './plugins/compression';
import { contextPlugin } from './plugins/database';
import { errorHandlerPlugin, sendError } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { jobsPlugin } from './jobs/jobs.plugin';
import { metricsPlugin } from './observability/metrics.plugin';
import { traceFields } from './observability/trace-context';
import { tracingPlugin } from './observability/tracing.plugin';
import { realtimePlugin } from './realtime/realtime.plugin';
import { notificationsPlugin } from './notifications/notifications.plugin';
import { paymentsPlugin } from './money/processors/payments.plugin';
import { configureFaultInjection } from './money/processors/fault-injection';
import { bookingPlugin } from './booking/booking.plugin';
import { waitingListPlugin } from './waiting-list/waiting-list.plugin';
import { tripSharePlugin } from './trip-share/trip-share.plugin';
import { moneyPlugin } from './money/money.plugin';
import { reviewsPlugin } from './reviews/reviews.plugin';
import { alertsPlugin } from './alerts/alerts.plugin';
import { retentionPlugin } from './retention/retention.plugin';
import { backupPlugin } from './backup/backup.plugin';
import { statementMailingPlugin } from './receipts/statement-mailing.plugin';
import { userSpacePayoutAccountsPlugin } from './user-space/payout-accounts.plugin';
import { apiRoutes } from './routes';
import { seoRoutes } from './seo/seo.routes';
import { spaPlugin } from './spa/spa.plugin';
import { createFileStore } from './files/create-file-store';
import type { FileStore } from './files/file-store';
import { filesPlugin } from './files/files.plugin';
import { readinessPlugin } from './health/readiness.plugin';
import { searchLogPlugin } from './trips/search-log';
import { withRedaction } from './lib/log-redaction';
import type { AppDeps } from './lib/app-deps';
import { pushPlugin } from './push/push.plugin';
import { tripReminderPlugin } from './next-trip/trip-reminder';

// Validation messages in French for every schema without its own message.
z.config(z.locales.fr());

export interface AppDependencies {
  env: Env;
  db: Database;
  /** Where uploads live; by default the one the configuration asks for (PostgreSQL or S3). */
  files?: FileStore;
  /** Pino options; tests pass `false` to keep quiet. */
  logger?: boolean | Record<string, unknown>;
  /** Extra routes under /api (tests of cross-cutting behaviour). */
  extraRoutes?: FastifyPluginAsync;
}

const REQUEST_ID = /^[\w.:-]{8,128}$/;

export async function buildApp({
  env,
  db,
  files,
  logger,
  extraRoutes,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever the options, every logger of the app redacts link secrets (lib/log-redaction).
    logger:
      logger === false
        ? false
        : withRedaction(
            logger && logger !== true
              ? logger
              : {
                  level: env.LOG_LEVEL,
                  redact: {
                    paths: [
                      'req.headers.authorization',
                      'req.headers.cookie',
                      'req.headers["x-xsrf-token"]',
                      'res.headers["set-cookie"]',
                    ],
                    censor: '[masqué]',
                  },
                  // While tracing, each line carries the trace id of its request or job.
                  ...(env.OTEL_EXPORTER_OTLP_ENDPOINT ? { mixin: traceFields } : {}),
                },
          ),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    routerOptions: {
      querystringParser: (query: string) =>
        qs.parse(query, { depth: 3, arrayLimit: 50, parameterLimit: 200 }),
      ignoreTrailingSlash: true,
    },
    // On close, idle keep-alive connections are closed; requests under way are finished.
    forceCloseConnections: 'idle',
    // Router errors (a 10,000-character town in a URL, a malformed URL) in our shape and French.
    frameworkErrors: (error, _request, reply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? sendError(reply, 414, apiErrorTexts.uriTooLong)
        : sendError(reply, 400, apiErrorTexts.invalidInput),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  configureFaultInjection(env);
  let dbRead = db;
  if (env.DATABASE_READ_URL) {
    const readPool = createPool(env.DATABASE_READ_URL);
    dbRead = createDatabase(readPool);
    app.addHook('onClose', async () => {
      await readPool.end();
    });
  }
  // Before every route: its onRoute hook gives each one the compression of its response.
  await app.register(compressionPlugin);
  await app.register(contextPlugin, { db, dbRead, env });
  await app.register(readinessPlugin);
  await app.register(searchLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(filesPlugin, { store: files ?? (await createFileStore(env, db)) });
  // app.mail: every feature's e-mails (SMTP or the stored outbox).
  await app.register(jobsPlugin);
  // Before every route: each request is timed under its route's pattern (METRICS_TOKEN set).
  await app.register(metricsPlugin);
  await app.register(tracingPlugin);
  await app.register(mailPlugin);
  await app.register(smsPlugin);
  await app.register(securityPlugin, {
    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitRedis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : undefined,
    secureCookies: publicUrl(env).startsWith('https://'),
    ...mergeCspSources(googleCspSources(env.GOOGLE_CLIENT_ID), mapCspSources(env.MAP_STYLE_URL)),
  });
  // Before the body parsers: an anonymous upload is refused before its body is read.
  await app.register(authPlugin);
  await app.register(bodyParsersPlugin, {
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    bodyLimit: env.BODY_LIMIT_BYTES,
  });
  await app.register(openApiPlugin, { publicUrl: publicUrl(env) });
  await app.register(permissionsPlugin);
  await app.register(realtimePlugin);
  await app.register(pushPlugin);
  await app.register(notificationsPlugin);
  await app.register(paymentsPlugin);
  await app.register(userSpacePayoutAccountsPlugin);
  await app.register(moneyPlugin);
  await app.register(bookingPlugin);
  await app.register(waitingListPlugin);
  await app.register(tripSharePlugin);
  await app.register(reviewsPlugin);
  await app.register(alertsPlugin);
  await app.register(retentionPlugin);
  await app.register(tripReminderPlugin);
  await app.register(backupPlugin);
  await app.register(statementMailingPlugin);
  // Once every plugin has made its service: the one object services take (lib/app-deps).
  app.decorate('deps', {
    db,
    dbRead,
    env,
    log: app.log,
    siteUrl: publicUrl(env),
    jobs: app.jobs,
    searchLog: app.searchLog,
    readiness: app.readiness,
    files: app.files,
    mail: app.mail,
    sms: app.sms,
    realtime: app.realtime,
    notifications: app.notifications,
    payments: app.payments,
    payoutAccounts: app.payoutAccounts,
  } satisfies AppDeps);
  await app.register(apiRoutes, { prefix: '/api' });
  if (extraRoutes) await app.register(extraRoutes, { prefix: '/api' });
  await app.register(seoRoutes);
  await app.register(spaPlugin, {
    distDir: env.WEB_DIST_DIR,
    publicUrl: publicUrl(env),
  });
  return app;
}
