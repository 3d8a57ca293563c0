import { api, unwrap, type ApiData } from '@/lib/api-client';

/** docs/product/trips-and-search.md GET /code-promo/{code}: the server accepts it or answers an error. */
export async function checkPromo(code: string): Promise<ApiData<'/code-promo/{code}'>> {
  return (await unwrap(api.GET('/code-promo/{code}', { params: { path: { code } } }))).data;
}
