import { z } from 'zod';
import { intField } from './form-values';

/*
 * Offset pagination, written once: the query's `page` and `per_page`, which rows a page
 * holds, and the answer's `meta`. The API's SQL helper is apps/api/src/db/pagination.ts.
 */

/** The largest page number a list accepts; beyond the last page, a list answers an empty page. */
const MAX_PAGE = 100000;

/**
 * A positive whole number of the query string from 1 to `max`; absent or empty, `fallback`. The
 * `.default` makes it optional in the OpenAPI document too (the generated web client may leave it
 * out), as for every preprocessed query value with a default.
 */
function countQuery(max: number, fallback: number) {
  return z
    .preprocess(
      (value) => (value === undefined || value === '' ? fallback : value),
      intField({ min: 1, max }),
    )
    .default(fallback);
}

/** Page number from the query string (`page=2`), defaulting to 1. */
export const pageQuery = countQuery(MAX_PAGE, 1);

/**
 * Rows a page holds, from the query string (`per_page=12`), at most `max`. With a `fallback`, an
 * absent or empty value is that size; without, it stays absent and the list picks its size.
 */
export function perPageQuery(max: number): z.ZodOptional<ReturnType<typeof intField>>;
export function perPageQuery(max: number, fallback: number): ReturnType<typeof countQuery>;
export function perPageQuery(max: number, fallback?: number) {
  return fallback === undefined ? intField({ min: 1, max }).optional() : countQuery(max, fallback);
}

/** The page a web address asks for (`?page=2`): what `pageQuery` accepts, else the first page. */
export function pageFromParam(value: string | null): number {
  const parsed = pageQuery.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : 1;
}

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

/** docs/product/README.md: lists answer `{data: [...], meta: {current_page, last_page, total}}`. */
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

/** The page after this one, or undefined on the last page (lists read page after page). */
export function nextPage(meta: Pick<PaginationMeta, 'current_page' | 'last_page'>) {
  return meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;
}

/** The answer of a paginated list: one page of `data` and its `meta` (plus the list's own counts). */
export function paginated<T, Extra extends Record<string, number> = Record<never, number>>(
  data: T[],
  total: number,
  request: PageRequest,
  extraMeta?: Extra,
) {
  const meta: PaginationMeta & Extra = {
    ...paginationMeta(total, request.page, request.perPage),
    ...(extraMeta as Extra),
  };
  return { data, meta };
}
