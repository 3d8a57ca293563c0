import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogArticle } from '@bonneroute/shared/blog';
import { apiRequest } from '@/lib/api-client';

/** GET /api/blog/articles/{slug}: the article with its sanitised HTML body. */
export async function getArticle(slug: string): Promise<BlogArticle> {
  const response = await apiRequest<{ data: BlogArticle }>(
    `/blog/articles/${encodeURIComponent(slug)}`,
  );
  return response.data;
}

export function articleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'article', slug],
    queryFn: () => getArticle(slug),
    staleTime: 5 * 60_000,
  });
}

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
