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

/** `GET /api/ready`: may the balancer send this API process new requests? */
export const readinessResponseSchema = dataEnvelope(
  z.object({
    status: z.literal('ready'),
    database: z.literal('ok'),
    /** Sockets held by this process (live chat, notifications). */
    sockets: z.number().int().min(0),
  }),
);
