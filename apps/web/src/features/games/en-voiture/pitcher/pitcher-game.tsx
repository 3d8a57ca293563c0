import { useState } from 'react';
import { Pause, Play, RotateCcw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatClock, PITCH_DURATION_MS, type PitcherStatus } from './pitcher-timer';
import { drawTheme } from './pitcher-themes';
import { usePitcherTimer } from './use-pitcher-timer';
import styles from './pitcher-game.module.css';

const STATUS_LABELS: Record<PitcherStatus, string> = {
  idle: 'Prêt à démarrer',
  running: 'Chrono lancé',
  paused: 'En pause',
  resumed: 'C’est reparti',
  termine: 'Temps écoulé !',
};

/**
 * docs/product/content-and-games.md "Pitcher game": a theme drawn at random among 8 when the page loads, shown by a
 * button; a 3-minute timer to pitch it, with start, pause and resume.
 */
export function PitcherGame() {
  const [theme, setTheme] = useState(() => drawTheme());
  const [isThemeShown, setThemeShown] = useState(false);
  const { timer, remainingMs, start, pause, resume, reset } = usePitcherTimer();
  const elapsedShare = 1 - remainingMs / PITCH_DURATION_MS;

  return (
    <section className={styles.game} aria-labelledby="pitcher-titre">
      <h2 id="pitcher-titre">Le jeu du pitch</h2>
      <p>
        À tour de rôle, chaque passager a <strong>3 minutes</strong> pour défendre le thème tiré au
        sort, avec conviction et sans se répéter. Les autres votent : convaincu ou pas ?
      </p>
      <div className={styles.theme} aria-live="polite">
        {isThemeShown ? (
          <>
            <p className={styles.themeText}>{theme}</p>
            <Button
              variant="ghost"
              size="small"
              onClick={() => setTheme(drawTheme(Math.random, theme))}
            >
              Tirer un autre thème
            </Button>
          </>
        ) : (
          <Button variant="accent" onClick={() => setThemeShown(true)}>
            <Sparkles aria-hidden="true" size={18} /> Générer un thème
          </Button>
        )}
      </div>
      <div className={styles.timer}>
        <p className={styles.clock} role="timer" aria-label="Temps restant">
          {formatClock(remainingMs)}
        </p>
        <div className={styles.bar} aria-hidden="true">
          <span style={{ width: `${elapsedShare * 100}%` }} />
        </div>
        <p className={styles.status} role="status" data-status={timer.status}>
          {STATUS_LABELS[timer.status]}
        </p>
        <div className={styles.actions}>
          {timer.status === 'idle' ? (
            <Button onClick={start}>
              <Play aria-hidden="true" size={18} /> Démarrer
            </Button>
          ) : null}
          {timer.status === 'running' || timer.status === 'resumed' ? (
            <Button onClick={pause}>
              <Pause aria-hidden="true" size={18} /> Pause
            </Button>
          ) : null}
          {timer.status === 'paused' ? (
            <Button onClick={resume}>
              <Play aria-hidden="true" size={18} /> Reprendre
            </Button>
          ) : null}
          {timer.status !== 'idle' ? (
            <Button variant="secondary" onClick={reset}>
              <RotateCcw aria-hidden="true" size={18} /> Recommencer
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
