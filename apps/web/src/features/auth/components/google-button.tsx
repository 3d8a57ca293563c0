import { useEffect, useRef, useState } from 'react';
import { commonTexts } from '@bonneroute/shared/texts';

/** The part of Google Identity Services we use. */
interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        ux_mode?: 'popup';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentityServices> | undefined;

function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  if (window.google?.accounts) return Promise.resolve(window.google);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('gsi')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('gsi'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * docs/product/accounts.md: the third-party sign-in button (login and registration step 1), shown only when the
 * server has a GOOGLE_CLIENT_ID. Google hands back an ID token the server verifies.
 */
export function GoogleButton({
  clientId,
  label,
  onCredential,
}: {
  clientId: string;
  label: 'signin_with' | 'signup_with' | 'continue_with';
  onCredential: (credential: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    latest.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => latest.current(response.credential),
          ux_mode: 'popup',
        });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: label,
          locale: 'fr',
          width: 280,
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, label]);

  if (failed) return <p role="status">Connexion avec Google : {commonTexts.serviceUnavailable}</p>;
  return <div ref={container} data-testid="bouton-google" style={{ minHeight: 44 }} />;
}
