import { adminTexts } from '@bonneroute/shared/admin';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useSendTestEmail } from '../api/admin-api';
import styles from './admin.module.css';
import { useTimedMessage } from '@/lib/use-timed-message';

/** docs/product/admin.md `GET /admin/tests/email-*`: each of the product's e-mails, sent to yourself. */
const TEST_EMAILS = [
  { name: 'email-activation', label: 'Activation du compte' },
  { name: 'email-nouveau-passager', label: 'Nouveau passager (conducteur)' },
  { name: 'email-confirmation-reservation', label: 'Confirmation de réservation' },
  { name: 'email-paiement-effectue', label: 'Paiement effectué' },
  { name: 'email-annulation', label: 'Annulation' },
  { name: 'email-newsletter', label: 'Newsletter' },
] as const;

const SUCCESS_MS = 7000;

export function TestEmails() {
  const send = useSendTestEmail();
  const { message: success, show: showSuccess } = useTimedMessage(SUCCESS_MS);
  return (
    <section aria-labelledby="test-emails-title">
      <h2 id="test-emails-title">Tester les e-mails</h2>
      <p className={styles.muted}>Chaque bouton vous envoie un exemple de l’e-mail.</p>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {send.isError ? (
        <Notice tone="error">
          {send.error instanceof ApiError ? send.error.detail : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      <div className={styles.grid}>
        {TEST_EMAILS.map((email) => (
          <Button
            key={email.name}
            variant="secondary"
            disabled={send.isPending}
            onClick={() =>
              send.mutate(email.name, { onSuccess: () => showSuccess(adminTexts.emailTestSent) })
            }
          >
            {email.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
