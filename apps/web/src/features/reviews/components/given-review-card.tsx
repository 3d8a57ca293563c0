import { Link } from 'react-router';
import { formatDayFr, ROLE_LABELS, type GivenReview } from '@bonneroute/shared/reviews';
import { buildPath } from '@bonneroute/shared/routes';
import { Avatar } from '@/components/ui/avatar';
import { ReviewStars } from '@/components/ui/rating';
import { formatInstant } from '@bonneroute/shared/dates';
import { tripLabel } from './review-format';
import styles from './reviews.module.css';

function Status({ review }: { review: GivenReview }) {
  if (review.statut === 'MASQUE')
    return (
      <p>
        <span className={`${styles.badge} ${styles.hidden}`}>Masqué par l’équipe BonneRoute</span>{' '}
        {review.masque_motif ? <span>Motif : {review.masque_motif}</span> : null}
      </p>
    );
  if (review.statut === 'PUBLIE')
    return (
      <p>
        <span className={`${styles.badge} ${styles.published}`}>Publié</span>{' '}
        {review.publie_le ? (
          <span className={styles.muted}>le {formatInstant(review.publie_le, 'long')}</span>
        ) : null}
      </p>
    );
  return (
    <p>
      <span className={`${styles.badge} ${styles.waiting}`}>En attente</span>{' '}
      <span className={styles.muted}>
        Publié quand {review.cible.prenom} aura laissé son avis, ou à la fin du{' '}
        {formatDayFr(review.dernier_jour)}.
      </span>
    </p>
  );
}

/** « Donnés »: one of the user's reviews and what became of it. */
export function GivenReviewCard({ review }: { review: GivenReview }) {
  return (
    <article className={styles.card} aria-label={`Votre avis sur ${review.cible.prenom}`}>
      <header className={styles.person}>
        <Avatar src={review.cible.avatar} alt="" size={40} />
        <div className={styles.who}>
          <span>
            <Link
              to={buildPath('profilUtilisateur', { id: review.cible.id })}
              className={styles.name}
            >
              {review.cible.prenom}
            </Link>{' '}
            <span className={styles.muted}>· {ROLE_LABELS[review.role_cible]}</span>
          </span>
          <span className={styles.muted}>Trajet {tripLabel(review.trajet)}</span>
        </div>
      </header>
      <ReviewStars note={review.note} />
      {review.commentaire ? <p className={styles.text}>{review.commentaire}</p> : null}
      <Status review={review} />
      {review.reponse ? (
        <div className={styles.reply}>
          <strong>Réponse de {review.cible.prenom}</strong>
          <p>{review.reponse}</p>
        </div>
      ) : null}
    </article>
  );
}
