import { paginationMeta } from '@bonneroute/shared/api';
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

/** spec §2 Blog: the grid, filtered by the selected categories (none = all), 12 at most a page. */
export function listArticles(query: BlogListQuery) {
  const categories = query.filter?.categorie ?? [];
  const matching = findAllArticles().filter(
    (article) => categories.length === 0 || categories.includes(article.categorie),
  );
  const start = (query.page - 1) * query.per_page;
  return {
    data: matching.slice(start, start + query.per_page).map(toSummary),
    meta: paginationMeta(matching.length, query.page, query.per_page),
  };
}

export function getArticle(slug: string): BlogArticle {
  const article = findArticle(slug);
  if (!article) throw notFound(blogTexts.articleNotFound);
  return article;
}
