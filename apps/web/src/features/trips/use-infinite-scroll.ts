import { useEffect } from 'react';

/** docs/product/trips-and-search.md: load the next page when the bottom is within 60 px and more pages exist. */
export const BOTTOM_MARGIN_PX = 60;

export function useInfiniteScroll(loadMore: () => void, canLoad: boolean) {
  useEffect(() => {
    if (!canLoad) return;
    const check = () => {
      const bottom = window.innerHeight + window.scrollY;
      if (bottom >= document.documentElement.scrollHeight - BOTTOM_MARGIN_PX) loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [loadMore, canLoad]);
}
