import { blogTexts } from '@bonneroute/shared/blog';
import { blogHead } from '@bonneroute/shared/head';
import { commonTexts } from '@bonneroute/shared/texts';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useArticles } from '../api/get-articles';
import { ArticleGrid } from '../components/article-grid';
import { CategoryToggles } from '../components/category-toggles';
import { useSelectedCategories } from '../lib/use-selected-categories';
import styles from './blog-page.module.css';

/** docs/product/content-and-games.md Blog: the article grid with four category toggles, at most 12 articles. */
export default function BlogPage() {
  const { selected, toggle } = useSelectedCategories();
  const articles = useArticles(selected);
  const shown = articles.data?.data;
  usePageHead(shown && ((origin) => blogHead(shown, origin)));

  return (
    <div className="container page">
      <header className={styles.header}>
        <h1>Le blog du covoiturage</h1>
        <p className={styles.intro}>
          Conseils pratiques, bons plans pour économiser et tendances de la route : tout ce qui rend
          le covoiturage plus simple, plus sûr et plus sympa.
        </p>
      </header>
      <CategoryToggles selected={selected} onToggle={toggle} />
      {articles.isPending ? (
        <Spinner label="Chargement des articles…" />
      ) : articles.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : articles.data.data.length === 0 ? (
        <p>{blogTexts.emptyList}</p>
      ) : (
        <ArticleGrid
          articles={articles.data.data}
          label="Articles du blog"
          busy={articles.isFetching}
        />
      )}
    </div>
  );
}
