import { z } from 'zod';

/** spec §7: every answer wraps its payload in `data`. */
export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** spec §7: lists answer `{data: [...], meta: {current_page, last_page, total}}`. */
export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
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

export function paginationMeta(total: number, page: number, perPage: number): PaginationMeta {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
  };
}
