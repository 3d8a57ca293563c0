import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';
import styles from './article-cta.module.css';
import { useFeeTexts } from '@/lib/pricing';

export function ArticleCta() {
  const { fee } = useFeeTexts();
  return (
    <aside className={styles.cta} aria-label="Voyager avec BonneRoute">
      <p className={styles.text}>
        <strong>Prêt à prendre la route ?</strong> {fee} de frais fixes par place, rien de plus.
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
