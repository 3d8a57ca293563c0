import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * While tracing, each job run is a span of its own (graphile-worker has no instrumentation of
 * its own), with the pg queries it makes inside it. Without OTEL_EXPORTER_OTLP_ENDPOINT, nothing.
 */
export const tracingPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
    const tracer = trace.getTracer('bonneroute-jobs');
    app.jobs.use((run, next) =>
      tracer.startActiveSpan(
        `job ${run.task}`,
        { attributes: { 'job.task': run.task, 'job.id': run.id, 'job.attempts': run.attempts } },
        async (span) => {
          try {
            await next();
          } catch (error) {
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw error;
          } finally {
            span.end();
          }
        },
      ),
    );
  },
  { name: 'tracing', dependencies: ['jobs'] },
);
