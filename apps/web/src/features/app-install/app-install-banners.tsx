import { useEffect, useState } from 'react';
import { appInstallStore, useAppInstall } from './app-install-store';
import { dismissInstall, installMayBeOffered } from '@/lib/pwa/install-eligibility';
import styles from './app-install-banners.module.css';

/** « Une nouvelle version est disponible — Recharger », shown when a new version waits. */
function UpdateBanner() {
  const [reloading, setReloading] = useState(false);
  return (
    <div className={styles.banner} role="status">
      <p>Une nouvelle version est disponible.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void appInstallStore.reload();
          }}
        >
          Recharger
        </button>
      </div>
    </div>
  );
}

/** The discreet offer to install BonneRoute on the phone's home screen. */
function InstallBanner({ onClose }: { onClose: () => void }) {
  const { installOffer } = useAppInstall();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismissInstall();
      onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!installOffer) return null;
  return (
    <div className={styles.banner} role="region" aria-label="Installer l’application">
      <p>Gardez BonneRoute sur votre écran d’accueil, même sans réseau.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            dismissInstall();
            onClose();
          }}
        >
          Plus tard
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            void installOffer.prompt();
            void installOffer.userChoice.finally(() => {
              appInstallStore.offerInstall(null);
              onClose();
            });
          }}
        >
          Installer l’application
        </button>
      </div>
    </div>
  );
}

/** Shown on every page (the shell's overlays): one banner at a time, the update first. */
export function AppInstallBanners() {
  const { updateWaiting, installOffer } = useAppInstall();
  const [installClosed, setInstallClosed] = useState(false);
  const [installAllowed, setInstallAllowed] = useState(false);
  // Storage and media queries are read after hydration (the server renders neither).
  useEffect(() => setInstallAllowed(installMayBeOffered()), [installOffer]);
  if (updateWaiting) return <UpdateBanner />;
  if (installOffer && installAllowed && !installClosed)
    return <InstallBanner onClose={() => setInstallClosed(true)} />;
  return null;
}
