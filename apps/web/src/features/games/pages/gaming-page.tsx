import { Newspaper, Puzzle, Compass, Grid3x3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildPath, routeMeta } from '@bonneroute/shared/routes';
import { usePageHead } from '@/lib/use-page-head';
import {
  ACTIVITIES,
  ACTIVITY_IDS,
  activityFrameUrl,
  isActivityId,
  type ActivityId,
} from '../activities/activity-catalog';
import styles from './gaming-page.module.css';

const ICONS: Record<ActivityId, typeof Compass> = {
  decouverte: Compass,
  'tic-tac-toe': Grid3x3,
  puzzles: Puzzle,
  actu: Newspaper,
};

/** docs/product/content-and-games.md Activités en voiture: four tiles; the chosen activity opens in a frame below. */
export default function GamingPage() {
  usePageHead(routeMeta.gaming.title);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('activite');
  const current = isActivityId(chosen) ? chosen : null;
  const playerRef = useRef<HTMLElement>(null);
  const scrollOnShow = useRef(false);

  // On a phone the frame opens below the tiles: bring it into view after a choice.
  useEffect(() => {
    if (current && scrollOnShow.current) {
      scrollOnShow.current = false;
      playerRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [current]);

  return (
    <div className="container page">
      <h1>Activités en voiture</h1>
      <p className={styles.intro}>
        Un quiz, un morpion, un taquin ou les dernières nouvelles : de quoi passer le temps côté
        passager. Le conducteur, lui, garde les yeux sur la route !
      </p>
      <ul className={styles.tiles}>
        {ACTIVITY_IDS.map((id) => {
          const Icon = ICONS[id];
          return (
            <li key={id}>
              <button
                type="button"
                className={styles.tile}
                aria-pressed={current === id}
                onClick={() => {
                  scrollOnShow.current = true;
                  setParams({ activite: id }, { preventScrollReset: true });
                }}
              >
                <Icon aria-hidden="true" size={32} />
                <span className={styles.tileTitle}>{ACTIVITIES[id].title}</span>
                <span className={styles.tileText}>{ACTIVITIES[id].description}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {current ? (
        <section ref={playerRef} className={styles.player} aria-labelledby="activite-en-cours">
          <h2 id="activite-en-cours">{ACTIVITIES[current].title}</h2>
          <iframe
            key={current}
            className={styles.frame}
            src={activityFrameUrl(current)}
            title={`Activité : ${ACTIVITIES[current].title}`}
          />
        </section>
      ) : (
        <p className={styles.hint}>Choisissez une activité pour commencer.</p>
      )}
      {/* Sudoku left the main navigation for here and the footer (docs/product/content-and-games.md). */}
      <p className={styles.sudoku}>
        Pour les longues lignes droites, une grille de <Link to={buildPath('sudoku')}>Sudoku</Link>,
        du niveau facile à inhumain.
      </p>
    </div>
  );
}
