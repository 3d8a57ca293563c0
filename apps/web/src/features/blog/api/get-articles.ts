import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategory, BlogArticleSummary } from '@bonneroute/shared/blog';
import type { PaginationMeta } from '@bonneroute/shared/api';
import { apiRequest } from '@/lib/api-client';

interface ArticleList {
  data: BlogArticleSummary[];
  meta: PaginationMeta;
}

/** GET /api/blog/articles, filtered by the selected categories (none = all). */
export function getArticles(categories: readonly BlogCategory[]): Promise<ArticleList> {
  return apiRequest<ArticleList>('/blog/articles', {
    query: { 'filter[categorie]': categories.join(',') },
  });
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
