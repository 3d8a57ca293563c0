import { useParams, useSearchParams } from 'react-router';
import { usePageHead } from '@/lib/use-page-head';
import { ACTIVITIES, isActivityId, type ActivityId } from '../activities/activity-catalog';
import { CarpoolNews } from '../activities/carpool-news/carpool-news';
import { DiscoveryQuiz } from '../activities/discovery-quiz/discovery-quiz';
import { SlidingPuzzle } from '../activities/sliding-puzzle/sliding-puzzle';
import { TicTacToe } from '../activities/tic-tac-toe/tic-tac-toe';
import styles from './activity-frame-page.module.css';

function Activity({ id, vsCpu }: { id: ActivityId; vsCpu: boolean }) {
  switch (id) {
    case 'decouverte':
      return <DiscoveryQuiz />;
    case 'tic-tac-toe':
      return <TicTacToe vsCpu={vsCpu} />;
    case 'puzzles':
      return <SlidingPuzzle />;
    case 'actu':
      return <CarpoolNews />;
  }
}

/**
 * `/activites/{activite}?mode=CPU`: one activity, on its own, as the /gaming page frames it
 * (docs/product/content-and-games.md: an embedded frame with an activity id and mode CPU). `mode=2J` gives the two-player
 * Tic Tac Toe.
 */
export default function ActivityFramePage() {
  const { activite } = useParams();
  const [params] = useSearchParams();
  const vsCpu = (params.get('mode') ?? 'CPU').toUpperCase() !== '2J';
  usePageHead(isActivityId(activite) ? ACTIVITIES[activite].title : 'Activité introuvable');

  return (
    <main className={styles.frame}>
      {isActivityId(activite) ? (
        <>
          <h1 className="visually-hidden">{ACTIVITIES[activite].title}</h1>
          <Activity id={activite} vsCpu={vsCpu} />
        </>
      ) : (
        <p>Cette activité n’existe pas. Choisissez-en une autre dans la liste.</p>
      )}
    </main>
  );
}
