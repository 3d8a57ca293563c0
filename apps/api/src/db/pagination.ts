import type { PgSelect } from 'drizzle-orm/pg-core';
import { pageOffset, type PageRequest } from '@bonneroute/shared/api';

/**
 * One page of a list (offset pagination written once): `rows` gets the page's LIMIT and
 * OFFSET (pass it ordered and `.$dynamic()`), `count` is the list's aggregate, read at the same
 * time — its `total`, and whatever else it counts, come back beside the rows.
 */
export async function selectPage<Q extends PgSelect, C extends { total: number }>(
  request: PageRequest,
  rows: Q,
  count: PromiseLike<C[]>,
): Promise<C & { rows: Awaited<Q> }> {
  const [found, [counted]] = await Promise.all([
    rows.limit(request.perPage).offset(pageOffset(request)),
    count,
  ]);
  // An aggregate without GROUP BY answers exactly one row, whatever the page.
  return { ...counted!, rows: found as Awaited<Q> };
}
