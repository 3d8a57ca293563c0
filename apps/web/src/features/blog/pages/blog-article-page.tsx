import { Link, useParams } from 'react-router';
import { BLOG_CATEGORY_LABELS, blogTexts } from '@bonneroute/shared/blog';
import { ARTICLE_NOT_FOUND_HEAD, articleHead } from '@bonneroute/shared/head';
import { buildPath } from '@bonneroute/shared/routes';
import { commonTexts } from '@bonneroute/shared/texts';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { useArticle } from '../api/get-article';
import { ArticleBody } from '../components/article-body';
import { ArticleCta } from '../components/article-cta';
import { RelatedArticles } from '../components/related-articles';
import { formatPublicationDate, formatReadingTime } from '../lib/format';
import styles from './blog-article-page.module.css';

function ArticleNotFound() {
  usePageHead(ARTICLE_NOT_FOUND_HEAD);
  return (
    <div className="container page">
      <h1>Article introuvable</h1>
      <p>{blogTexts.articleNotFound}</p>
      <ButtonLink to={buildPath('blog')}>Voir tous les articles</ButtonLink>
    </div>
  );
}

/** docs/product/content-and-games.md Blog: one article, `/blog-covoiturage/{nom_article}`. */
export default function BlogArticlePage() {
  const { nom_article: slug = '' } = useParams();
  const article = useArticle(slug);
  const found = article.data;
  usePageHead(found && ((origin) => articleHead(found, origin)));

  if (article.isPending) return <Spinner label="Chargement de l’article…" />;
  if (article.isError) {
    if (article.error instanceof ApiError && [404, 422].includes(article.error.status)) {
      return <ArticleNotFound />;
    }
    return (
      <div className="container page">
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      </div>
    );
  }
  const { data } = article;
  return (
    <div className="container page">
      <article className={styles.article}>
        <nav aria-label="Fil d’Ariane" className={styles.breadcrumb}>
          <Link to={buildPath('blog')}>Blog</Link> <span aria-hidden="true">›</span>{' '}
          <Link to={`${buildPath('blog')}?categories=${data.categorie}`}>
            {BLOG_CATEGORY_LABELS[data.categorie]}
          </Link>
        </nav>
        <h1>{data.titre}</h1>
        <p className={styles.meta}>
          Par l’équipe BonneRoute ·{' '}
          <time dateTime={data.date_publication}>
            {formatPublicationDate(data.date_publication)}
          </time>{' '}
          · {formatReadingTime(data.temps_lecture)}
        </p>
        <p className={styles.lead}>{data.resume}</p>
        <img className={styles.image} src={data.image} alt="" width={1200} height={630} />
        <ArticleBody html={data.html} />
        <ArticleCta />
      </article>
      <RelatedArticles article={data} />
    </div>
  );
}
