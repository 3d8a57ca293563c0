import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

type PageModule = { default: ComponentType };

/**
 * The page modules the routes load lazily, keyed by their path from apps/web ("src/…"), the key
 * of the same module in the client build's manifest (dist/.vite/manifest.json): the server reads
 * it to link each rendered page's chunk and CSS in the head.
 */
const pageModules: Record<string, () => Promise<PageModule>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<PageModule>([
      '/src/app/routes/*-route.tsx',
      '!/src/app/routes/guarded-route.tsx',
      '/src/features/*/pages/*-page.tsx',
      // Parts of other pages (imported by them), not pages of their own.
      '!/src/features/home/pages/home-page.tsx',
      '!/src/features/errors/pages/error-page.tsx',
      '!/src/features/games/pages/en-voiture-activities-page.tsx',
      '/src/features/user-space/components/user-space-layout.tsx',
    ]),
  ).map(([key, load]) => [key.slice(1), load]),
);

/** A route's lazy loader, with the manifest key of the module it loads. */
export type PageLoader = LazyRouteFunction<RouteObject> & { module: string };

/** Code splitting per route: a page module's default export becomes the route component. */
export function lazyPage(module: string): PageLoader {
  const load = pageModules[module];
  if (!load) throw new Error(`lazyPage : module de page inconnu ${module}`);
  const loader = async () => ({ Component: (await load()).default });
  return Object.assign(loader, { module });
}
