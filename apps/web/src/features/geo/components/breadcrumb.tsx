import { Link } from 'react-router';
import styles from './geo-page.module.css';

/** The visible trail that the server's BreadcrumbList JSON-LD describes. */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Fil d’Ariane" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Accueil</Link>
        </li>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
