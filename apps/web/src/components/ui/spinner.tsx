import styles from './spinner.module.css';

export function Spinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <span className={styles.center} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
