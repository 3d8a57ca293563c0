import styles from './admin.module.css';

/** Page-by-page navigation of the admin lists (spec §2 "pagination by page"). */
export function Pagination({
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
    <nav className={styles.pagination} aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        ‹ Précédente
      </button>
      <span aria-current="page">
        Page {page} sur {lastPage}
      </span>
      <button type="button" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        Suivante ›
      </button>
    </nav>
  );
}
