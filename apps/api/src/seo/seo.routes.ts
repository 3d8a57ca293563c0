import type { FastifyPluginAsync } from 'fastify';
import { homeHead } from '@bonneroute/shared/head';
import { publicUrl } from '../config/env';
import { registerPageHead } from '../spa/page-head';
import { geoServices } from '../geo/geo-services';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

const SITEMAP_TTL_MS = 10 * 60_000;

/** `/sitemap.xml` and `/robots.txt` at the site root. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const baseUrl = publicUrl(app.env);
  let cached: { xml: string; at: number } | undefined;
  // The home says who we are and how to search the site (Organization, WebSite).
  registerPageHead('welcome', () => homeHead(baseUrl));
  registerPageHead('home', () => homeHead(baseUrl));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!cached || Date.now() - cached.at > SITEMAP_TTL_MS) {
      const paths = await sitemapEntries(geoServices(app).geography, app.dbRead);
      cached = { xml: sitemapXml(baseUrl, paths), at: Date.now() };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(cached.xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(baseUrl)),
  );
};
