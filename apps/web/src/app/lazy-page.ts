import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Code splitting per route: a page module's default export becomes the route component. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await load();
    return { Component: module.default };
  };
}
