import { Link } from 'react-router';
import { BLOG_CATEGORY_LABELS, type BlogArticleSummary } from '@bonneroute/shared/blog';
import { buildPath } from '@bonneroute/shared/routes';
import { formatPublicationDate, formatReadingTime } from '../lib/format';
import styles from './article-card.module.css';

export function ArticleCard({ article }: { article: BlogArticleSummary }) {
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={article.image}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
      />
      <div className={styles.body}>
        <p className={styles.category}>{BLOG_CATEGORY_LABELS[article.categorie]}</p>
        <h2 className={styles.title}>
          <Link
            to={buildPath('blogArticle', { nom_article: article.slug })}
            className={styles.link}
          >
            {article.titre}
          </Link>
        </h2>
        <p className={styles.summary}>{article.resume}</p>
        <p className={styles.meta}>
          <time dateTime={article.date_publication}>
            {formatPublicationDate(article.date_publication)}
          </time>{' '}
          · {formatReadingTime(article.temps_lecture)}
        </p>
      </div>
    </article>
  );
}
