import { buildPath } from '@bonneroute/shared/routes';
import {
  formatDayFr,
  reviewTexts,
  ROLE_LABELS,
  type ReviewToWrite,
} from '@bonneroute/shared/reviews';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { tripLabel } from './review-format';
import styles from './reviews.module.css';

/** « À écrire »: each co-traveller left to review, with the last day to do it. */
export function ToWriteList({ items }: { items: ReviewToWrite[] }) {
  if (items.length === 0) return <p>{reviewTexts.noReviewsToWrite}</p>;
  return (
    <ul className={styles.list} aria-label="Avis à écrire">
      {items.map((item) => (
        <li key={`${item.trajet.id}-${item.cible.id}`} className={styles.card}>
          <div className={styles.person}>
            <Avatar src={item.cible.avatar} alt="" size={40} />
            <div className={styles.who}>
              <span>
                <span className={styles.name}>{item.cible.prenom}</span>{' '}
                <span className={styles.muted}>· {ROLE_LABELS[item.role_cible]}</span>
              </span>
              <span className={styles.muted}>Trajet {tripLabel(item.trajet)}</span>
            </div>
          </div>
          <p className={styles.deadline}>
            À écrire avant la fin du {formatDayFr(item.dernier_jour)}
          </p>
          {item.avis_recu_en_attente ? (
            <p className={styles.muted}>
              {item.cible.prenom} vous a déjà laissé un avis : il sera publié avec le vôtre.
            </p>
          ) : null}
          <div className={styles.actions}>
            <ButtonLink
              size="small"
              to={buildPath('avisEcrire', { trajet: item.trajet.id, cible: item.cible.id })}
            >
              Laisser un avis<span className="visually-hidden"> à {item.cible.prenom}</span>
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
