import type { BlogArticle } from '@bonneroute/shared/blog';
import { useArticles } from '../api/get-articles';
import { ArticleGrid } from './article-grid';
import styles from './related-articles.module.css';

const RELATED_COUNT = 3;

/** "À lire aussi": same category first, then the most recent. */
export function RelatedArticles({ article }: { article: BlogArticle }) {
  const list = useArticles([]);
  if (!list.data) return null;
  const others = list.data.data.filter((item) => item.slug !== article.slug);
  const related = [
    ...others.filter((item) => item.categorie === article.categorie),
    ...others.filter((item) => item.categorie !== article.categorie),
  ].slice(0, RELATED_COUNT);
  return (
    <section className={styles.related} aria-labelledby="a-lire-aussi">
      <h2 id="a-lire-aussi">À lire aussi</h2>
      <ArticleGrid articles={related} compact />
    </section>
  );
}
