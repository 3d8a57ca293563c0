import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useIsFetching } from '@tanstack/react-query';
import styles from './route-loader.module.css';

export const LOADER_HIDE_MS = 1800;

/**
 * docs/product/seo-pages.md Loader: the bar shows while a navigation is under way (the next
 * page's code) and, after it, while that page's data is still coming, and no longer: a page
 * whose content is there shows no bar. 1.8 s after the navigation it hides whatever is still
 * loading, so a slow background request never leaves it on.
 */
export function RouteLoader() {
  const location = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  const [settling, setSettling] = useState(true);

  useEffect(() => {
    setSettling(true);
    const timer = window.setTimeout(() => setSettling(false), LOADER_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  return navigating || (settling && fetching) ? (
    <div className={styles.loader} data-testid="route-loader" aria-hidden="true" />
  ) : null;
}
