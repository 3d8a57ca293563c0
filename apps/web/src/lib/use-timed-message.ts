import { useCallback, useEffect, useRef, useState } from 'react';

/** A message shown for a while then hidden (the documented success banners delays). */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string, after?: () => void) => {
      window.clearTimeout(timer.current);
      setMessage(text);
      timer.current = window.setTimeout(() => {
        setMessage(null);
        after?.();
      }, durationMs);
    },
    [durationMs],
  );
  return { message, show };
}
