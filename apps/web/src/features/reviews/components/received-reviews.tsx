import { useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { reviewTexts } from '@bonneroute/shared/reviews';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useReceivedReviews } from '../api/get-received-reviews';
import { Pagination } from '@/components/ui/pagination';
import { ReviewCard } from './review-card';
import styles from './reviews.module.css';

/** « Reçus »: published reviews about the user, and how many are still hidden (double-blind). */
export function ReceivedReviews({ viewerId }: { viewerId: number }) {
  const [page, setPage] = useState(1);
  const list = useReceivedReviews(page);
  if (list.isPending) return <Spinner label="Chargement des avis…" />;
  if (list.isError) return <Notice tone="error">{list.error.message}</Notice>;
  const waiting = list.data.meta.en_attente;
  return (
    <>
      {waiting > 0 ? (
        <Notice tone="info">
          {reviewTexts.reviewsWaiting(waiting)}{' '}
          <Link to={buildPath('avisUtilisateurs', {}, { onglet: 'a-ecrire' })}>
            Voir mes avis à écrire
          </Link>
        </Notice>
      ) : null}
      {list.data.data.length === 0 ? (
        <p>{reviewTexts.noReviewsReceived}</p>
      ) : (
        <ul className={styles.list} aria-label="Avis reçus">
          {list.data.data.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        lastPage={list.data.meta.last_page}
        onChange={setPage}
        previousLabel="Avis plus récents"
        nextLabel="Avis plus anciens"
        label="Pages des avis reçus"
      />
    </>
  );
}
