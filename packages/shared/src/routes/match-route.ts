import { routePaths, type RouteName } from './paths';

export type RouteParams = Record<string, string | undefined>;

interface CompiledRoute {
  name: RouteName;
  regex: RegExp;
  keys: string[];
  staticSegments: number;
}

function compile(name: RouteName, pattern: string): CompiledRoute {
  const keys: string[] = [];
  let staticSegments = 0;
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) {
        const optional = segment.endsWith('?');
        keys.push(segment.slice(1, optional ? -1 : undefined));
        return optional ? '(?:/([^/]+))?' : '/([^/]+)';
      }
      staticSegments += 1;
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { name, regex: new RegExp(`^${body || '/'}/?$`, 'i'), keys, staticSegments };
}

// Static segments win over parameters, as in React Router's ranking.
const compiled = (Object.entries(routePaths) as [RouteName, string][])
  .map(([name, pattern]) => compile(name, pattern))
  .sort((a, b) => b.staticSegments - a.staticSegments);

/** Finds the route that a browser path shows, or null for a 404. */
export function matchRoute(pathname: string): { name: RouteName; params: RouteParams } | null {
  for (const route of compiled) {
    const found = route.regex.exec(pathname);
    if (!found) continue;
    const params: RouteParams = {};
    route.keys.forEach((key, index) => {
      const raw = found[index + 1];
      params[key] = raw === undefined ? undefined : safeDecode(raw);
    });
    return { name: route.name, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Builds a path from a route name: buildPath('covoiturage', { id: 12 }) → '/covoiturage/12'. */
export function buildPath(
  name: RouteName,
  params: Record<string, string | number | undefined> = {},
  query?: Record<string, string | number | undefined | null>,
): string {
  const path = routePaths[name].replace(/\/:(\w+)(\?)?/g, (_all, key: string) => {
    const value = params[key];
    return value === undefined || value === '' ? '' : `/${encodeURIComponent(String(value))}`;
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return (path || '/') + (queryString ? `?${queryString}` : '');
}
