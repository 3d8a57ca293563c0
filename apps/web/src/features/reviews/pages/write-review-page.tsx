import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import {
  formatDayFr,
  reviewTexts,
  ROLE_LABELS,
  type GivenReview,
} from '@bonneroute/shared/reviews';
import { idSchema } from '@bonneroute/shared/api';
import { buildPath } from '@bonneroute/shared/routes';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useReviewsToWrite } from '../api/get-reviews-to-write';
import { ReviewForm } from '../components/review-form';
import { tripLabel } from '../components/review-format';
import styles from '../components/reviews.module.css';

/** Path ids as the server reads them (the shared idSchema: 1 to 2147483647). */
const isId = (value: string) => idSchema.safeParse(value).success;

function Sent({ review }: { review: GivenReview }) {
  return (
    <>
      <Notice tone="success">
        {review.statut === 'PUBLIE'
          ? reviewTexts.reviewPublished
          : `${reviewTexts.reviewSent} ${reviewTexts.reviewWaiting(review.cible.prenom, formatDayFr(review.dernier_jour))}`}
      </Notice>
      <p className={styles.actions}>
        <ButtonLink to={buildPath('avisUtilisateurs', {}, { onglet: 'a-ecrire' })}>
          Mes autres avis à écrire
        </ButtonLink>
        <ButtonLink
          variant="secondary"
          to={buildPath('profilUtilisateur', { id: review.cible.id })}
        >
          Voir le profil de {review.cible.prenom}
        </ButtonLink>
      </p>
    </>
  );
}

/** `/utilisateurs/avis/ecrire/{trajet}/{cible}`: the form the invitation e-mail links to. */
export default function WriteReviewPage() {
  const { trajet = '', cible = '' } = useParams();
  const valid = isId(trajet) && isId(cible);
  const toWrite = useReviewsToWrite();
  const [sent, setSent] = useState<GivenReview | null>(null);
  const item = toWrite.data?.find(
    (entry) => entry.trajet.id === Number(trajet) && entry.cible.id === Number(cible),
  );
  usePageHead(item ? `Votre avis sur ${item.cible.prenom}` : 'Laisser un avis');

  if (!valid) return <Navigate to={buildPath('erreur404')} replace />;
  if (sent)
    return (
      <>
        <h1>Votre avis sur {sent.cible.prenom}</h1>
        <Sent review={sent} />
      </>
    );
  if (toWrite.isPending) return <Spinner label="Chargement…" />;
  if (toWrite.isError) return <Notice tone="error">{toWrite.error.message}</Notice>;
  if (!item)
    return (
      <>
        <h1>Laisser un avis</h1>
        <Notice tone="info">{reviewTexts.noLongerToWrite}</Notice>
        <p>
          <ButtonLink to={buildPath('avisUtilisateurs', {}, { onglet: 'a-ecrire' })}>
            Voir mes avis à écrire
          </ButtonLink>
        </p>
      </>
    );
  return (
    <>
      <h1>Votre avis sur {item.cible.prenom}</h1>
      <div className={`${styles.person} ${styles.intro}`}>
        <Avatar src={item.cible.avatar} alt="" size={56} />
        <div className={styles.who}>
          <span>
            <span className={styles.name}>{item.cible.prenom}</span>{' '}
            <span className={styles.muted}>· {ROLE_LABELS[item.role_cible]}</span>
          </span>
          <span className={styles.muted}>Trajet {tripLabel(item.trajet)}</span>
          <span className={styles.deadline}>
            À écrire avant la fin du {formatDayFr(item.dernier_jour)}
          </span>
        </div>
      </div>
      <ReviewForm item={item} onDone={setSent} />
    </>
  );
}
