import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { Spinner } from '../ui/spinner';
import styles from './page-loading.module.css';

/** A wait shorter than this shows nothing (no flash); a longer one says so. */
export const LOADING_NOTICE_DELAY_MS = 300;

function useDelayedFlag(active: boolean, delayMs = LOADING_NOTICE_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return shown;
}

/**
 * While the next page's code loads, React Router keeps the current page on screen: past 300 ms
 * a visible notice tells the user the click was taken into account.
 */
export function PendingNavigationNotice() {
  const navigation = useNavigation();
  const shown = useDelayedFlag(navigation.state === 'loading');
  return shown ? (
    <div className={styles.notice} role="status">
      <span className={styles.wheel} aria-hidden="true" />
      Chargement de la page…
    </div>
  ) : null;
}

/** The first page's code is still loading (the router's HydrateFallback): after 300 ms, a spinner. */
export function AppLoading() {
  const shown = useDelayedFlag(true);
  return shown ? (
    <div className={styles.first}>
      <Spinner label="Chargement de BonneRoute…" />
    </div>
  ) : null;
}
