import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** GET /api/blog/articles/{slug}: the article with its sanitised HTML body. */
export async function getArticle(slug: string) {
  const response = await unwrap(api.GET('/blog/articles/{slug}', { params: { path: { slug } } }));
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
