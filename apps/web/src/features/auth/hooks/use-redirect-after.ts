import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Navigates to `to` once `when` holds, after `delayMs` (docs/product/accounts.md: delays). */
export function useRedirectAfter(when: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [when, to, delayMs, navigate]);
}
