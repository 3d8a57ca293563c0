import { register } from 'node:module';

/**
 * OpenTelemetry tracing (docs/decisions/030-operations.md), started by main.ts before anything
 * else is imported, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK and its
 * auto-instrumentations (HTTP, pg, ioredis…) and Fastify's own are loaded by this dynamic import
 * alone.
 * The SDK reads the standard OTEL_* variables itself (protocol, headers, sampler, service name).
 */
export async function startTracing(): Promise<void> {
  // Our server is an ES module: import-in-the-middle's hook lets the instrumentations see the
  // packages it imports, as require-in-the-middle does for CommonJS.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { getNodeAutoInstrumentations }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/auto-instrumentations-node'),
      // Fastify's own instrumentation (the contrib one was retired in its favour): a span per
      // request with its route, hooks and handler, registered on each Fastify instance it sees.
      import('@fastify/otel'),
    ]);
  process.env.OTEL_SERVICE_NAME ??= 'bonneroute-api';
  const sdk = new NodeSDK({
    instrumentations: [
      getNodeAutoInstrumentations({
        // Noise, not requests: every file read and DNS lookup would be a span.
        '@opentelemetry/instrumentation-fs': { enabled: false },
        '@opentelemetry/instrumentation-dns': { enabled: false },
        '@opentelemetry/instrumentation-net': { enabled: false },
        // Log lines get the trace id from the app's own logger (observability/trace-context.ts).
        '@opentelemetry/instrumentation-pino': { enabled: false },
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before the process exits (main.ts ends with process.exit).
  const flush = () => void sdk.shutdown().catch(() => undefined);
  process.once('beforeExit', flush);
  process.once('SIGTERM', flush);
}
