import { useSearchParams } from 'react-router';
import { pageFromParam } from '@bonneroute/shared/api';

/** The list page lives in the URL (`?page=2`), so a reload or a shared link keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const setPage = (next: number) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { replace: false },
    );
  };
  return [page, setPage];
}
