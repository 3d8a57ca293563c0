/**
 * Every URL of the web app comes from the shared route table (packages/shared/src/routes),
 * which the server also reads for statuses and SEO tags.
 */
export { routePaths as paths, buildPath } from '@bonneroute/shared/routes';
