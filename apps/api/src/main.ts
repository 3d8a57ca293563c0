/**
 * The server's entry point. Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT asks for it, starts before
 * anything else is imported, so that its instrumentations see pg, Fastify and ioredis load;
 * without it the OpenTelemetry SDK is never loaded (docs/decisions/030-operations.md).
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./observability/tracing');
  await startTracing();
}
await import('./server');
export {};
