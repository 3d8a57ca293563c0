import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useMapConfig } from './get-map-config';
import type { RouteMapProps } from './route-map';
import styles from './route-map.module.css';

const RouteMap = lazy(() => import('./route-map'));

const placeholder = (text: string) => (
  <div className={styles.frame}>
    <p className={styles.placeholder}>{text}</p>
  </div>
);

/** A chunk that failed to load (offline, new deployment) leaves the page as it is. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? placeholder('La carte n’a pas pu se charger.') : this.props.children;
  }
}

/**
 * The map, loaded on demand after hydration (never rendered by the server: MapLibre needs a
 * browser), with the configured style.
 */
export function LazyRouteMap(props: Omit<RouteMapProps, 'styleUrl'>) {
  const hydrated = useHydrated();
  const config = useMapConfig();
  const loading = placeholder('Chargement de la carte…');
  if (!hydrated || !config.isSuccess) return config.isError ? null : loading;
  return (
    <MapBoundary>
      <Suspense fallback={loading}>
        <RouteMap {...props} styleUrl={config.data.style_url} />
      </Suspense>
    </MapBoundary>
  );
}
