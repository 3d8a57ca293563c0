import { ARTICLE_NOT_FOUND_HEAD, articleHead, blogHead } from '@bonneroute/shared/head';
import { publicUrl } from '../config/env';
import { buildPath } from '@bonneroute/shared/routes';
import { registerSitemapSource } from '../seo/sitemap';
import { registerPageHead } from '../spa/page-head';
import { findAllArticles, findArticle } from './blog.repository';

/**
 * SEO of the blog in the server's HTML (docs/product/content-and-games.md: Blog, like the town pages): the list as a Blog
 * with its posts, each article as a BlogPosting with Open Graph "article" tags; an unknown
 * article answers 404. The heads are the shared ones the browser applies too. The sitemap lists
 * every article with its publication date as `lastmod`.
 */
export function registerBlogPageHeads(): void {
  registerPageHead('blog', ({ request }) =>
    blogHead(findAllArticles(), publicUrl(request.server.env)),
  );
  registerPageHead('blogArticle', ({ params, request }) => {
    const article = findArticle(params.nom_article ?? '');
    return article ? articleHead(article, publicUrl(request.server.env)) : ARTICLE_NOT_FOUND_HEAD;
  });
  registerSitemapSource('blog', () => {
    const articles = findAllArticles();
    return [
      { path: buildPath('blog'), lastmod: articles[0]?.date_publication },
      ...articles.map((article) => ({
        path: buildPath('blogArticle', { nom_article: article.slug }),
        lastmod: article.date_publication,
      })),
    ];
  });
}
