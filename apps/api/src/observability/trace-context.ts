import { trace } from '@opentelemetry/api';

/**
 * Pino's `mixin` while tracing: every log line written inside a traced request or job carries
 * its trace id, so a line found in the logs leads to its trace and back.
 */
export function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
