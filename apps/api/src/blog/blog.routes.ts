import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  blogArticleParamsSchema,
  blogArticleResponseSchema,
  blogListQuerySchema,
  blogListResponseSchema,
} from '@bonneroute/shared/blog';
import { registerBlogPageHeads } from './blog.page-head';
import { getArticle, listArticles } from './blog.service';

/** docs/product/content-and-games.md Blog: the article grid and the article pages read these two public endpoints. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBlogPageHeads();

  app.get(
    '/blog/articles',
    {
      schema: {
        tags: ['blog'],
        summary: 'Articles du blog, du plus récent au plus ancien (12 au plus par page)',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listArticles(request.query);
    },
  );

  app.get(
    '/blog/articles/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'Un article du blog, corps en HTML assaini',
        params: blogArticleParamsSchema,
        response: {
          200: blogArticleResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const article = getArticle(request.params.slug);
      reply.header('cache-control', 'public, max-age=300');
      return { data: article };
    },
  );
};
