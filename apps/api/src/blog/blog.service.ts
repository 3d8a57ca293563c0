import { pageOffset, paginated } from '@bonneroute/shared/api';
import {
  blogTexts,
  type BlogArticle,
  type BlogArticleSummary,
  type BlogListQuery,
} from '@bonneroute/shared/blog';
import { notFound } from '../lib/http-error';
import { findAllArticles, findArticle } from './blog.repository';

function toSummary({ html: _html, ...summary }: BlogArticle): BlogArticleSummary {
  return summary;
}

/** docs/product/content-and-games.md Blog: the grid, filtered by the selected categories (none = all), 12 at most a page. */
export function listArticles(query: BlogListQuery) {
  const categories = query.filter?.categorie ?? [];
  const matching = findAllArticles().filter(
    (article) => categories.length === 0 || categories.includes(article.categorie),
  );
  const page = { page: query.page, perPage: query.per_page };
  const start = pageOffset(page);
  return paginated(
    matching.slice(start, start + page.perPage).map(toSummary),
    matching.length,
    page,
  );
}

export function getArticle(slug: string): BlogArticle {
  const article = findArticle(slug);
  if (!article) throw notFound(blogTexts.articleNotFound);
  return article;
}
