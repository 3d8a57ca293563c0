import { useCallback, useState } from 'react';
import type { LoginResponse } from '@bonneroute/shared/auth';
import { commonTexts } from '@bonneroute/shared/texts';
import { ApiError } from '@/lib/api-client';
import { clearPrivateData } from '@/lib/pwa/private-data';
import { sessionStore } from '@/lib/session-store';

export type LoginStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * docs/product/accounts.md Authentication: loading, then success (token and expiry stored) or error (token and
 * expiry cleared). Wrong credentials are counted for the "forgot password" link (docs/product/accounts.md).
 */
export function useLogin() {
  const [status, setStatus] = useState<LoginStatus>('idle');
  const [error, setError] = useState<ApiError | null>(null);
  const [failures, setFailures] = useState(0);

  const run = useCallback(async (call: () => Promise<LoginResponse>) => {
    setStatus('loading');
    setError(null);
    try {
      const response = await call();
      // Whatever a previous member of this browser left for offline reading goes first.
      await clearPrivateData();
      sessionStore.save(response.data.attributes.token);
      setStatus('success');
      return response;
    } catch (caught) {
      sessionStore.clear();
      const apiError =
        caught instanceof ApiError ? caught : new ApiError(0, commonTexts.genericError, null);
      if (apiError.code === 'invalid_credentials') setFailures((count) => count + 1);
      setError(apiError);
      setStatus('error');
      return null;
    }
  }, []);

  return { status, error, failures, run };
}
