import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { buildHead, routeHead, type PageHead } from '@bonneroute/shared/head';
import { matchRoute } from '@bonneroute/shared/routes';
import { applyHead } from './apply-head';

/**
 * A page's head: a title (with its route's description and robots from routeMeta), a whole
 * PageHead, or a shared head builder called with the site's origin (`(origin) => tripHead(…)`).
 * Undefined while the page's data loads: the route's defaults stand meanwhile.
 */
export type PageHeadInput = string | PageHead | ((origin: string) => PageHead) | undefined;

let origin: string | undefined;
/**
 * The site's public origin, as the server wrote it in the first page's og:url (always there):
 * behind a proxy or on another host name the canonical URLs stay the server's.
 */
function siteOrigin(): string {
  if (origin === undefined) {
    const ogUrl = document.querySelector('meta[property="og:url"]')?.getAttribute('content');
    try {
      origin = ogUrl ? new URL(ogUrl).origin : window.location.origin;
    } catch {
      origin = window.location.origin;
    }
  }
  return origin;
}

/** The navigation (location key) whose page has applied its own head. */
let appliedFor: string | null = null;
let firstLocation: string | null = null;

function resolve(input: Exclude<PageHeadInput, undefined>, pathname: string): PageHead {
  if (typeof input === 'function') return input(siteOrigin());
  if (typeof input === 'string') {
    const { status: _status, ...defaults } = routeHead(matchRoute(pathname)?.name ?? null);
    return { ...defaults, title: input };
  }
  return input;
}

/**
 * Applies the page's head with the builder the server uses (packages/shared/src/head), so that
 * after an in-app navigation the title, description, canonical, Open Graph and JSON-LD are the
 * ones the server would have written for that URL.
 */
export function usePageHead(input: PageHeadInput): void {
  const { key, pathname } = useLocation();
  useEffect(() => {
    if (input === undefined) return;
    appliedFor = key;
    applyHead(buildHead(resolve(input, pathname), siteOrigin(), pathname));
  });
}

/**
 * In the site's shell: a page that has no head of its own (or whose data is still loading) gets
 * its route's title and description, never the previous page's. The first page keeps the head
 * the server wrote until it applies its own.
 */
export function useRouteHeadDefaults(): void {
  const { key, pathname } = useLocation();
  useEffect(() => {
    firstLocation ??= key;
    if (key === firstLocation || appliedFor === key) return;
    const head = routeHead(matchRoute(pathname)?.name ?? null);
    applyHead(buildHead(head, siteOrigin(), pathname));
  }, [key, pathname]);
}
