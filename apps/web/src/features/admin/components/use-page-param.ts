import { useSearchParams } from 'react-router';

/** The list page lives in the URL (`?page=2`), so a reload or a shared link keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
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
