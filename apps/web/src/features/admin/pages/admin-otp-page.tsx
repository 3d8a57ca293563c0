import { formatInstant } from '@bonneroute/shared/dates';
import { commonTexts } from '@bonneroute/shared/texts';
import { formatPhone } from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { useOtps, useSendOtp } from '../api/admin-api';
import styles from '../components/admin.module.css';
import { useTimedMessage } from '@/lib/use-timed-message';

const EMPTY = 'Il n\u2019y a pas de code vérification à envoyer.';
const SUCCESS_MS = 7000;

/** docs/product/admin.md Admin OTP list: entries with sent=0 offer « Envoyer le code ». */
export default function AdminOtpPage() {
  usePageHead('Administration — codes SMS');
  const otps = useOtps();
  const send = useSendOtp();
  const { message: success, show: showSuccess } = useTimedMessage(SUCCESS_MS);

  return (
    <section aria-labelledby="admin-otp-title">
      <h1 id="admin-otp-title">Codes de vérification mobile</h1>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {send.isError ? (
        <Notice tone="error">
          {send.error instanceof ApiError ? send.error.detail : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      {otps.isPending ? (
        <Spinner label="Chargement des codes…" />
      ) : otps.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : otps.data.length === 0 ? (
        <p>{EMPTY}</p>
      ) : (
        <ul className={styles.list} aria-label="Codes de vérification">
          {otps.data.map((otp) => (
            <li key={otp.id} className={styles.row}>
              <div className={styles.rowMain}>
                <strong>
                  {otp.prenom} {otp.nom}
                </strong>
                <span className={styles.muted}>
                  {formatPhone(otp.numero)} · code {otp.token} · valable jusqu’au{' '}
                  {formatInstant(otp.expire_le, 'dateTime')}
                </span>
              </div>
              {otp.sent === 1 ? (
                <span className={styles.status}>Envoyé</span>
              ) : (
                <Button
                  size="small"
                  disabled={send.isPending && send.variables === otp.id}
                  aria-label={`Envoyer le code à ${otp.prenom} ${otp.nom}`}
                  onClick={() =>
                    send.mutate(otp.id, {
                      onSuccess: (answer) =>
                        showSuccess(
                          answer.data.sent === 1
                            ? `Le code a bien été envoyé au ${formatPhone(otp.numero)}.`
                            : 'Le code n’a pas pu être envoyé. Réessayez dans un instant.',
                        ),
                    })
                  }
                >
                  Envoyer le code
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
