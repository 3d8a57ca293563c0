import type { BlogArticleSummary } from '@bonneroute/shared/blog';
import { ArticleCard } from './article-card';
import styles from './article-grid.module.css';

/** A responsive grid of article cards: the blog list, and "À lire aussi" (compact). */
export function ArticleGrid({
  articles,
  label,
  compact = false,
  busy = false,
}: {
  articles: readonly BlogArticleSummary[];
  label?: string;
  compact?: boolean;
  busy?: boolean;
}) {
  return (
    <ul
      className={`${styles.grid} ${compact ? styles.compact : ''}`}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
