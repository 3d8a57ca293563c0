import { useState } from 'react';
import { formatInstant } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';
import {
  contestReportBodySchema,
  CONTEST_REASON_MAX,
  REPORT_TYPE_LABELS,
  type MemberReport,
} from '@bonneroute/shared/reports';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { useContestReport, useMyReports } from '../api/my-reports';
import styles from './my-reports-page.module.css';

function ReportItem({ report, onContest }: { report: MemberReport; onContest: () => void }) {
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <strong>{report.resume}</strong>
        <span className={styles.status}>{report.statut_libelle}</span>
      </div>
      <p className={styles.muted}>
        {REPORT_TYPE_LABELS[report.type]} · {report.motif_libelle} · le{' '}
        {formatInstant(report.created_at, 'dateTime')}
      </p>
      {report.decision ? (
        <div className={styles.decision}>
          <p>
            <strong>Décision :</strong> {report.decision.libelle} (le{' '}
            {formatInstant(report.decision.decide_le, 'dateTime')})
          </p>
          <p>
            <strong>Motifs :</strong> {report.decision.motifs}
          </p>
        </div>
      ) : null}
      {report.contestation ? (
        <p className={styles.muted}>Votre contestation : {report.contestation}</p>
      ) : null}
      {report.peut_contester ? (
        <Button size="small" variant="secondary" onClick={onContest}>
          Contester<span className="visually-hidden"> la décision</span>
        </Button>
      ) : null}
    </li>
  );
}

/** `/utilisateurs/signalements`: the reports I sent, the decisions that concern me, « Contester ». */
export default function MyReportsPage() {
  usePageHead('Mes signalements');
  const [page, setPage] = useState(1);
  const reports = useMyReports(page);
  const contest = useContestReport();
  const [contesting, setContesting] = useState<MemberReport | null>(null);
  const [motif, setMotif] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function close() {
    setContesting(null);
    setMotif('');
    setError(null);
  }

  function send() {
    if (!contesting) return;
    const parsed = contestReportBodySchema.safeParse({ motif });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? commonTexts.genericError);
      return;
    }
    contest.mutate(
      { id: contesting.id, motif: parsed.data.motif },
      {
        onSuccess: (answer) => {
          setDone(answer.data.message);
          close();
        },
        onError: (caught) =>
          setError(caught instanceof ApiError ? caught.detail : commonTexts.genericError),
      },
    );
  }

  return (
    <section aria-labelledby="mes-signalements">
      <h1 id="mes-signalements">Mes signalements</h1>
      <p>
        Les contenus que vous avez signalés, et les décisions de l’équipe BonneRoute qui vous
        concernent, avec leurs motifs. Vous pouvez contester chaque décision une fois.
      </p>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {reports.isPending ? (
        <Spinner label="Chargement de vos signalements…" />
      ) : reports.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : reports.data.data.length === 0 ? (
        <p>Aucun signalement pour l’instant.</p>
      ) : (
        <>
          <p className={styles.muted}>{plural(reports.data.meta.total, 'signalement')}</p>
          <ul className={styles.list} aria-label="Mes signalements">
            {reports.data.data.map((report) => (
              <ReportItem key={report.id} report={report} onContest={() => setContesting(report)} />
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={reports.data.meta.last_page}
            onChange={setPage}
            label="Pages de mes signalements"
          />
        </>
      )}
      <Dialog
        open={Boolean(contesting)}
        onClose={close}
        title="Contester la décision"
        actions={
          <>
            <Button variant="ghost" onClick={close}>
              Annuler
            </Button>
            <Button onClick={send} disabled={contest.isPending}>
              Envoyer la contestation
            </Button>
          </>
        }
      >
        <label htmlFor="contestation" className={styles.label}>
          Pourquoi contestez-vous cette décision ?
        </label>
        <textarea
          id="contestation"
          className={styles.textarea}
          rows={4}
          maxLength={CONTEST_REASON_MAX}
          value={motif}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'contestation-error' : undefined}
          onChange={(event) => setMotif(event.target.value)}
        />
        {error ? (
          <p id="contestation-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </Dialog>
    </section>
  );
}
