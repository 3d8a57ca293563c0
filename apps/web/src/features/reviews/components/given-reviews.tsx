import { useState } from 'react';
import { reviewTexts } from '@bonneroute/shared/reviews';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useGivenReviews } from '../api/get-given-reviews';
import { GivenReviewCard } from './given-review-card';
import { Pagination } from '@/components/ui/pagination';
import styles from './reviews.module.css';

/** « Donnés »: the user's reviews, newest first, with their status. */
export function GivenReviews() {
  const [page, setPage] = useState(1);
  const list = useGivenReviews(page);
  if (list.isPending) return <Spinner label="Chargement des avis…" />;
  if (list.isError) return <Notice tone="error">{list.error.message}</Notice>;
  return (
    <>
      {list.data.data.length === 0 ? (
        <p>{reviewTexts.noReviewsGiven}</p>
      ) : (
        <ul className={styles.list} aria-label="Avis donnés">
          {list.data.data.map((review) => (
            <li key={review.id}>
              <GivenReviewCard review={review} />
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
        label="Pages des avis donnés"
      />
    </>
  );
}
