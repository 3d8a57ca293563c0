import { z } from 'zod';
import { intField } from './form-values';

/*
 * Offset pagination, written once (issue 20): the query's `page` and `per_page`, which rows a page
 * holds, and the answer's `meta`. The API's SQL helper is apps/api/src/db/pagination.ts.
 */

/** The largest page number a list accepts; beyond the last page, a list answers an empty page. */
const MAX_PAGE = 100000;

/**
 * Page number from the query string (`page=2`), defaulting to 1. The `.default` makes it optional
 * in the OpenAPI document too (the generated web client may leave it out), as for every
 * preprocessed query value with a default.
 */
export const pageQuery = z
  .preprocess(
    (value) => (value === undefined || value === '' ? 1 : value),
    intField({ min: 1, max: MAX_PAGE }),
  )
  .default(1);

/** Which page of a list: its number (from 1) and how many rows a page holds. */
export interface PageRequest {
  page: number;
  perPage: number;
}

/** Rows skipped before the page: page n starts after n − 1 full pages. */
export function pageOffset({ page, perPage }: PageRequest): number {
  return (page - 1) * perPage;
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

/** An empty list still has a last page, the first. */
export function paginationMeta(total: number, page: number, perPage: number): PaginationMeta {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
  };
}

/** The answer of a paginated list: one page of `data` and its `meta`. */
export function paginated<T>(data: T[], total: number, request: PageRequest) {
  return { data, meta: paginationMeta(total, request.page, request.perPage) };
}
