import { useEffect, useState } from 'react';

/** A message that disappears by itself (spec §9: admin success 7 s). */
export function useTimedMessage(durationMs: number): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);
  return [message, setMessage];
}
