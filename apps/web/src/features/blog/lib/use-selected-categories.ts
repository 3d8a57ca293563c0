import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BLOG_CATEGORIES, type BlogCategory } from '@bonneroute/shared/blog';

/**
 * The category toggles live in the URL (`?categories=economies,tendances`), so a filtered grid
 * can be shared and survives the back button.
 */
export function useSelectedCategories() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('categories') ?? '';
  const selected = useMemo(
    () => BLOG_CATEGORIES.filter((category) => raw.split(',').includes(category)) as BlogCategory[],
    [raw],
  );
  const toggle = useCallback(
    (category: BlogCategory) => {
      const next = selected.includes(category)
        ? selected.filter((item) => item !== category)
        : [...selected, category];
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.length) updated.set('categories', next.join(','));
          else updated.delete('categories');
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [selected, setParams],
  );
  return { selected, toggle };
}
