import { blogTexts } from '../blog/categories';
import { buildPath } from '../routes/match-route';
import { routeMeta, SITE_NAME } from '../routes/route-meta';
import type { PageHead } from './page-head';

/** What the blog heads need of an article (BlogArticleSummary without zod). */
export interface ArticleHeadInput {
  slug: string;
  titre: string;
  resume: string;
  categorie: string;
  date_publication: string;
  image: string;
}

/**
 * Social networks do not display SVG: each illustration has a PNG twin (1200×630, rendered from
 * the SVG by scripts/render-blog-images.mjs) used for og:image and JSON-LD.
 */
export function socialImage(svgPath: string): string {
  return svgPath.replace(/\.svg$/, '.png');
}

export function organizationLd(origin: string) {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: origin,
    logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
  };
}

/** The list as a Blog with its posts (docs/product/content-and-games.md: Blog). */
export function blogHead(articles: ArticleHeadInput[], origin: string): PageHead {
  return {
    title: routeMeta.blog.title,
    ...(routeMeta.blog.description ? { description: routeMeta.blog.description } : {}),
    canonical: buildPath('blog'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `Le blog covoiturage de ${SITE_NAME}`,
      inLanguage: 'fr-FR',
      blogPost: articles.map((article) => ({
        '@type': 'BlogPosting',
        headline: article.titre,
        datePublished: article.date_publication,
        url: origin + buildPath('blogArticle', { nom_article: article.slug }),
      })),
    },
  };
}

export const ARTICLE_NOT_FOUND_HEAD: PageHead = {
  title: 'Article introuvable',
  description: blogTexts.articleNotFound,
  noindex: true,
  status: 404,
};

/** One article as a BlogPosting with Open Graph "article" tags. */
export function articleHead(article: ArticleHeadInput, origin: string): PageHead {
  const canonical = buildPath('blogArticle', { nom_article: article.slug });
  return {
    title: article.titre,
    description: article.resume,
    canonical,
    ogType: 'article',
    image: socialImage(article.image),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.titre,
      description: article.resume,
      image: origin + socialImage(article.image),
      datePublished: article.date_publication,
      dateModified: article.date_publication,
      articleSection: article.categorie,
      inLanguage: 'fr-FR',
      mainEntityOfPage: origin + canonical,
      author: { '@type': 'Organization', name: `L’équipe ${SITE_NAME}` },
      publisher: organizationLd(origin),
    },
  };
}
