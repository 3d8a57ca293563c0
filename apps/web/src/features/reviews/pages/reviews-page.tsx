import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { useReviewsToWrite } from '../api/get-reviews-to-write';
import { GivenReviews } from '../components/given-reviews';
import { ReceivedReviews } from '../components/received-reviews';
import { ToWriteList } from '../components/to-write-list';
import styles from '../components/reviews.module.css';

const TABS = [
  { onglet: 'a-ecrire', label: 'À écrire' },
  { onglet: 'recus', label: 'Reçus' },
  { onglet: 'donnes', label: 'Donnés' },
] as const;
type Tab = (typeof TABS)[number]['onglet'];

/** `/utilisateurs/avis`: reviews to write (with deadlines), received and given. */
export default function ReviewsPage() {
  usePageHead('Mes avis');
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const asked = params.get('onglet');
  const tab: Tab = TABS.some((entry) => entry.onglet === asked) ? (asked as Tab) : 'a-ecrire';
  const toWrite = useReviewsToWrite();
  const pending = toWrite.data?.length ?? 0;

  return (
    <>
      <h1>Mes avis</h1>
      <nav aria-label="Rubriques des avis">
        <ul className={styles.tabs}>
          {TABS.map((entry) => (
            <li key={entry.onglet}>
              <Link
                to={buildPath('avisUtilisateurs', {}, { onglet: entry.onglet })}
                aria-current={entry.onglet === tab ? 'page' : undefined}
              >
                {entry.label}
                {entry.onglet === 'a-ecrire' && pending > 0 ? ` (${pending})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'a-ecrire' ? (
        toWrite.isPending ? (
          <Spinner label="Chargement des avis à écrire…" />
        ) : toWrite.isError ? (
          <Notice tone="error">{toWrite.error.message}</Notice>
        ) : (
          <ToWriteList items={toWrite.data} />
        )
      ) : null}
      {tab === 'recus' && user ? <ReceivedReviews viewerId={user.id} /> : null}
      {tab === 'donnes' ? <GivenReviews /> : null}
    </>
  );
}
