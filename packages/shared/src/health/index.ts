import { z } from 'zod';
import { dataEnvelope } from '../api';

export const healthResponseSchema = dataEnvelope(
  z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    database_latency_ms: z.number(),
    uptime_s: z.number(),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
