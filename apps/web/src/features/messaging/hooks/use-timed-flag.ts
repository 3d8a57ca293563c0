import { useCallback, useEffect, useState } from 'react';

/** A flag that turns itself off `ms` after it was raised (spec §9 notice delays). */
export function useTimedFlag(ms: number): [boolean, () => void] {
  const [raisedAt, setRaisedAt] = useState<number | null>(null);
  useEffect(() => {
    if (raisedAt === null) return;
    const timer = window.setTimeout(() => setRaisedAt(null), ms);
    return () => window.clearTimeout(timer);
  }, [raisedAt, ms]);
  const raise = useCallback(() => setRaisedAt(Date.now()), []);
  return [raisedAt !== null, raise];
}
