import { useId, useState } from 'react';
import {
  createReportBodySchema,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_REASON_CODES,
  type ReportReason,
} from '@bonneroute/shared/reports';
import { routePaths as paths } from '@bonneroute/shared/routes';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import type { ReportRequest } from '@/lib/report-request';
import { useCreateReport } from '../api/create-report';
import styles from './report-dialog.module.css';

/** The reasons list and the details; a French confirmation once sent. */
export function ReportDialog({
  request,
  onClose,
}: {
  request: ReportRequest | null;
  onClose: () => void;
}) {
  const { user, isLoading } = useCurrentUser();
  const [motif, setMotif] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const create = useCreateReport();
  const detailsId = useId();

  function close() {
    setMotif('');
    setDetails('');
    setError(null);
    setSent(null);
    onClose();
  }

  function send() {
    if (!request) return;
    const parsed = createReportBodySchema.safeParse({
      type: request.type,
      cible_id: request.cible_id,
      canal: request.canal,
      motif,
      details,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? commonTexts.genericError);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (answer) => setSent(answer.data.message),
      onError: (caught) =>
        setError(caught instanceof ApiError ? caught.detail : commonTexts.genericError),
    });
  }

  const title = request ? `Signaler ${request.label}` : 'Signaler';
  if (!user && !isLoading)
    return (
      <Dialog open={Boolean(request)} onClose={close} title={title}>
        <p>Connectez-vous pour signaler un contenu à l’équipe BonneRoute.</p>
        <ButtonLink to={paths.connexion}>Se connecter</ButtonLink>
      </Dialog>
    );
  return (
    <Dialog
      open={Boolean(request)}
      onClose={close}
      title={title}
      actions={
        sent ? (
          <Button onClick={close}>Fermer</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close}>
              Annuler
            </Button>
            <Button variant="danger" onClick={send} disabled={create.isPending}>
              Envoyer le signalement
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Notice tone="success">{sent}</Notice>
      ) : (
        <>
          <fieldset
            className={styles.reasons}
            aria-describedby={error ? `${detailsId}-error` : undefined}
          >
            <legend>Pourquoi signalez-vous {request?.label} ?</legend>
            {REPORT_REASON_CODES.map((code) => (
              <label key={code} className={styles.reason}>
                <input
                  type="radio"
                  name="motif"
                  value={code}
                  checked={motif === code}
                  onChange={() => setMotif(code)}
                />
                {REPORT_REASONS[code]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={detailsId} className={styles.label}>
            Précisions (facultatif)
          </label>
          <textarea
            id={detailsId}
            className={styles.details}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <p className={styles.hint}>
            L’équipe BonneRoute examine chaque signalement et vous informe de sa décision. La
            personne concernée ne saura pas qui l’a signalée.
          </p>
          {error ? (
            <p id={`${detailsId}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
