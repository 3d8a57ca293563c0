import { z } from 'zod';

/** docs/product/README.md: every answer wraps its payload in `data`. */
export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** One error shape everywhere: `{"errors":[{"status":"422","detail":"…"}]}`. */
export const apiErrorSchema = z.object({
  status: z.string(),
  detail: z.string(),
  code: z.string().optional(),
  source: z.object({ pointer: z.string() }).optional(),
});
export const errorResponseSchema = z.object({ errors: z.array(apiErrorSchema).min(1) });
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
