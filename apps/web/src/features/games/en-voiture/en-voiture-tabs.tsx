import { Link } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { EN_VOITURE_LABELS, EN_VOITURE_VIEWS, type EnVoitureView } from './en-voiture-views';
import styles from './en-voiture.module.css';

/** The four sub-views are links (each has its own URL), styled as tabs. */
export function EnVoitureTabs({ current }: { current: EnVoitureView }) {
  return (
    <nav aria-label="Rubriques En voiture" className={styles.tabs}>
      {EN_VOITURE_VIEWS.map((view) => (
        <Link
          key={view}
          to={buildPath('enVoitureUtilisateurs', {}, { info: view })}
          className={styles.tab}
          aria-current={view === current ? 'page' : undefined}
        >
          {EN_VOITURE_LABELS[view]}
        </Link>
      ))}
    </nav>
  );
}
