import { blogTexts } from '@bonneroute/shared/blog';
import { buildPath, routeMeta, SITE_NAME } from '@bonneroute/shared/routes';
import { publicUrl } from '../config/env';
import { registerPageHead } from '../spa/page-head';
import { findAllArticles, findArticle } from './blog.repository';
import { socialImage } from './social-image';

const publisher = (origin: string) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: origin,
  logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
});

/**
 * SEO of the blog in the server's HTML (spec §2 Blog, like the town pages): the list as a Blog
 * with its posts, each article as a BlogPosting with Open Graph "article" tags; an unknown
 * article answers 404.
 */
export function registerBlogPageHeads(): void {
  registerPageHead('blog', ({ request }) => {
    const origin = publicUrl(request.server.env);
    return {
      title: routeMeta.blog.title,
      description: routeMeta.blog.description,
      canonical: buildPath('blog'),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `Le blog covoiturage de ${SITE_NAME}`,
        inLanguage: 'fr-FR',
        blogPost: findAllArticles().map((article) => ({
          '@type': 'BlogPosting',
          headline: article.titre,
          datePublished: article.date_publication,
          url: origin + buildPath('blogArticle', { nom_article: article.slug }),
        })),
      },
    };
  });

  registerPageHead('blogArticle', ({ params, request }) => {
    const origin = publicUrl(request.server.env);
    const article = findArticle(params.nom_article ?? '');
    if (!article) {
      return {
        title: 'Article introuvable',
        description: blogTexts.articleNotFound,
        noindex: true,
        status: 404,
      };
    }
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
        publisher: publisher(origin),
      },
    };
  });
}
