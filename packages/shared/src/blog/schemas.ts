import { z } from 'zod';
import { dataEnvelope, paginatedEnvelope, pageQuery, perPageQuery } from '../api';
import { BLOG_CATEGORIES, BLOG_LIST_LIMIT } from './categories';

/** One article in the grid (GET /api/blog/articles). */
export const blogArticleSummarySchema = z.object({
  slug: z.string(),
  titre: z.string(),
  categorie: z.enum(BLOG_CATEGORIES),
  /** YYYY-MM-DD */
  date_publication: z.string(),
  resume: z.string(),
  /** Root-relative URL of the illustration (SVG), served by our own origin. */
  image: z.string(),
  /** Minutes, at 200 words a minute. */
  temps_lecture: z.number().int(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;

/** One article with its body, Markdown rendered to sanitised HTML on the server. */
export const blogArticleSchema = blogArticleSummarySchema.extend({ html: z.string() });
export type BlogArticle = z.infer<typeof blogArticleSchema>;

const categoryList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(z.enum(BLOG_CATEGORIES, { error: 'catégorie inconnue' })).max(BLOG_CATEGORIES.length),
);

/** `?filter[categorie]=economies,tendances&page=1`: no category means every category. */
export const blogListQuerySchema = z.object({
  filter: z.object({ categorie: categoryList.optional() }).optional(),
  page: pageQuery,
  per_page: perPageQuery(BLOG_LIST_LIMIT, BLOG_LIST_LIMIT),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogArticleParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'adresse d’article invalide'),
});

export const blogListResponseSchema = paginatedEnvelope(blogArticleSummarySchema);
export const blogArticleResponseSchema = dataEnvelope(blogArticleSchema);
