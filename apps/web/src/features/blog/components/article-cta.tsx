import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';
import styles from './article-cta.module.css';

export function ArticleCta() {
  return (
    <aside className={styles.cta} aria-label="Voyager avec BonneRoute">
      <p className={styles.text}>
        <strong>Prêt à prendre la route ?</strong> 2 € de frais fixes par place, rien de plus.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={buildPath('trouver')}>Trouver un covoiturage</ButtonLink>
        <ButtonLink to={buildPath('proposer')} variant="secondary">
          Proposer un trajet
        </ButtonLink>
      </div>
    </aside>
  );
}
