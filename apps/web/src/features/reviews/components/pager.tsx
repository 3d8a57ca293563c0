import { Button } from '@/components/ui/button';
import styles from './reviews.module.css';

/** Previous / next pages of a review list. */
export function Pager({
  page,
  lastPage,
  onChange,
  label,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button
        variant="secondary"
        size="small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Avis plus récents
      </Button>
      <span className={styles.muted}>
        Page {page} sur {lastPage}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={page >= lastPage}
        onClick={() => onChange(page + 1)}
      >
        Avis plus anciens
      </Button>
    </nav>
  );
}
