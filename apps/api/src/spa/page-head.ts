import type { FastifyRequest } from 'fastify';
import {
  buildHead,
  renderHeadTags as renderTags,
  routeHead,
  type PageHead,
} from '@bonneroute/shared/head';
import type { RouteName, RouteParams } from '@bonneroute/shared/routes';
import { escapeHtml } from '../lib/escape-html';

/**
 * What the server writes into the <head> of a page. The tags come from the shared head builder
 * (packages/shared/src/head), the one the browser applies after an in-app navigation.
 */
export type { PageHead };

export type PageHeadResolver = (context: {
  params: RouteParams;
  query: Record<string, string | undefined>;
  request: FastifyRequest;
}) => Promise<PageHead | null> | PageHead | null;

const resolvers = new Map<RouteName, PageHeadResolver>();

/** Features give their public pages a title, description and JSON-LD. */
export function registerPageHead(route: RouteName, resolver: PageHeadResolver): void {
  resolvers.set(route, resolver);
}

export function pageHeadResolver(route: RouteName): PageHeadResolver | undefined {
  return resolvers.get(route);
}

export function defaultPageHead(route: RouteName | null): PageHead {
  return routeHead(route);
}

export { escapeHtml };

export function renderHeadTags(head: PageHead, baseUrl: string, path: string): string {
  return renderTags(buildHead(head, baseUrl, path));
}
