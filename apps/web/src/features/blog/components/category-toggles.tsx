import { BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, type BlogCategory } from '@bonneroute/shared/blog';
import styles from './category-toggles.module.css';

/** docs/product/content-and-games.md Blog: four toggles; none pressed shows every category. */
export function CategoryToggles({
  selected,
  onToggle,
}: {
  selected: readonly BlogCategory[];
  onToggle: (category: BlogCategory) => void;
}) {
  return (
    <div className={styles.toggles} role="group" aria-label="Filtrer par catégorie">
      {BLOG_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.toggle}
          aria-pressed={selected.includes(category)}
          onClick={() => onToggle(category)}
        >
          {BLOG_CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
