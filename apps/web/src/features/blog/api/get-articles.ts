import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategory } from '@bonneroute/shared/blog';
import { api, unwrap } from '@/lib/api-client';

/** GET /api/blog/articles, filtered by the selected categories (none = all). */
export function getArticles(categories: readonly BlogCategory[]) {
  return unwrap(
    api.GET('/blog/articles', {
      params: { query: { filter: { categorie: [...categories] } } },
    }),
  );
}

export function articlesQueryOptions(categories: readonly BlogCategory[]) {
  const sorted = [...categories].sort();
  return queryOptions({
    queryKey: ['blog', 'articles', sorted],
    queryFn: () => getArticles(sorted),
    staleTime: 5 * 60_000,
  });
}

export function useArticles(categories: readonly BlogCategory[]) {
  return useQuery(articlesQueryOptions(categories));
}
