import { Button } from './button';
import styles from './pagination.module.css';

/**
 * Page-by-page navigation of a list (admin lists, reviews): previous, « Page 2 sur 5 », next.
 * Nothing when the list fits on one page. The buttons say what they lead to where the list has an
 * order people know (« Avis plus anciens »).
 */
export function Pagination({
  page,
  lastPage,
  onChange,
  label,
  previousLabel = '‹ Précédente',
  nextLabel = 'Suivante ›',
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  /** The navigation's accessible name: which list it pages through. */
  label: string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button
        variant="secondary"
        size="small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {previousLabel}
      </Button>
      <span className={styles.current} aria-current="page">
        Page {page} sur {lastPage}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={page >= lastPage}
        onClick={() => onChange(page + 1)}
      >
        {nextLabel}
      </Button>
    </nav>
  );
}
