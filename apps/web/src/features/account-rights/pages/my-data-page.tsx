import { useState } from 'react';
import { Link } from 'react-router';
import { accountRightsTexts } from '@bonneroute/shared/account-rights';
import { buildPath } from '@bonneroute/shared/routes';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useCurrentUser } from '@/lib/auth';
import { clearPrivateData } from '@/lib/pwa/private-data';
import { sessionStore } from '@/lib/session-store';
import { usePageHead } from '@/lib/use-page-head';
import { useExportMyData } from '../api/export-my-data';
import { ConsentsSection } from '../components/consents-section';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import styles from '../components/account-rights.module.css';

/** docs/product/accounts.md « Mes données »: download my data, my consents, delete my account. */
export default function MyDataPage() {
  usePageHead('Mes données');
  const { user } = useCurrentUser();
  const userId = user?.id ?? 0;
  const exporting = useExportMyData(userId);
  const [deleting, setDeleting] = useState(false);

  async function signedOutAfterDeletion() {
    // The server ended every session; the browser forgets its own and starts afresh.
    sessionStore.clear();
    await clearPrivateData();
    window.location.assign(buildPath('compteSupprime'));
  }

  return (
    <>
      <h1>Mes données</h1>
      <p>
        Ce que nous gardons, pourquoi et combien de temps : notre{' '}
        <Link to={buildPath('confidentialite')}>politique de confidentialité</Link>.
      </p>
      <section className={styles.section} aria-labelledby="export-title">
        <h2 id="export-title">Télécharger mes données</h2>
        <p>
          Une archive ZIP avec tout ce que BonneRoute sait de vous : profil, trajets, réservations,
          paiements, messages, avis, alertes, connexions et vos documents. Un fichier LISEZMOI
          explique chaque fichier.
        </p>
        <Button onClick={() => exporting.mutate()} disabled={exporting.isPending}>
          {exporting.isPending ? 'Préparation de l’archive…' : 'Télécharger mes données'}
        </Button>
        {exporting.isSuccess ? (
          <Notice tone="success">Votre archive est téléchargée.</Notice>
        ) : null}
        {exporting.isError ? <Notice tone="error">{exporting.error.message}</Notice> : null}
      </section>
      <ConsentsSection userId={userId} />
      <section className={styles.section} aria-labelledby="delete-title">
        <h2 id="delete-title">Supprimer mon compte</h2>
        <p>{accountRightsTexts.deletionIntro}</p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Supprimer mon compte
        </Button>
      </section>
      <DeleteAccountDialog
        userId={userId}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void signedOutAfterDeletion()}
      />
    </>
  );
}
