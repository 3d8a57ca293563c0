import { useEffect, useReducer, useState } from 'react';
import { IDLE_TIMER, isCounting, pitcherReducer, remainingAt } from './pitcher-timer';

const TICK_MS = 250;

/** The pitcher timer, ticking while it counts. */
export function usePitcherTimer() {
  const [timer, dispatch] = useReducer(pitcherReducer, IDLE_TIMER);
  const [now, setNow] = useState(() => Date.now());
  const counting = isCounting(timer);

  useEffect(() => {
    if (!counting) return;
    const interval = setInterval(() => {
      const current = Date.now();
      setNow(current);
      dispatch({ type: 'tick', now: current });
    }, TICK_MS);
    return () => clearInterval(interval);
  }, [counting]);

  return {
    timer,
    remainingMs: counting ? remainingAt(timer, now) : timer.remainingMs,
    start: () => {
      setNow(Date.now());
      dispatch({ type: 'start', now: Date.now() });
    },
    pause: () => dispatch({ type: 'pause', now: Date.now() }),
    resume: () => {
      setNow(Date.now());
      dispatch({ type: 'resume', now: Date.now() });
    },
    reset: () => dispatch({ type: 'reset' }),
  };
}
