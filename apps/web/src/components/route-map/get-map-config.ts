import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

/** GET /carte: the maps' vector style (`MAP_STYLE_URL`), null for the built-in outlines. */
export async function getMapConfig(signal?: AbortSignal): Promise<ApiData<'/carte'>> {
  return (await unwrap(api.GET('/carte', { signal }))).data;
}

export function useMapConfig() {
  return useQuery({
    queryKey: ['carte'],
    queryFn: ({ signal }) => getMapConfig(signal),
    staleTime: Infinity,
  });
}
