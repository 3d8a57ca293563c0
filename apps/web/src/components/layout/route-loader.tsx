import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './route-loader.module.css';

export const LOADER_HIDE_MS = 1800;

/** docs/product/seo-pages.md: the loader shows on each navigation and hides after 1.8 s. */
export function RouteLoader() {
  const location = useLocation();
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), LOADER_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  return visible ? (
    <div className={styles.loader} data-testid="route-loader" aria-hidden="true" />
  ) : null;
}
