import { useState } from 'react';
import { Link } from 'react-router';
import { canPerform } from '@bonneroute/shared/admin';
import { formatInstant } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';
import {
  REPORT_DECISION_CODES,
  REPORT_STATUSES,
  REPORT_STATUS_CODES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type AdminReport,
  type ReportDecision,
  type ReportStatus,
  type ReportType,
} from '@bonneroute/shared/reports';
import { buildPath } from '@bonneroute/shared/routes';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useAdminReports, useDecideReport } from '../api/reports';
import styles from '../components/admin.module.css';
import { StatementDialog } from '../components/statement-dialog';
import { usePageParam } from '../components/use-page-param';
import local from './admin-reports.module.css';

const person = (p: { prenom: string; nom: string } | null) =>
  p ? `${p.prenom} ${p.nom}` : 'Compte supprimé';

/** The decisions this staff member may take on this report (suspension and a trip's removal: ADMIN). */
function decisionsFor(report: AdminReport, role: string | undefined): ReportDecision[] {
  return REPORT_DECISION_CODES.filter((decision) => {
    if (decision === 'contenu_retire' && report.type === 'utilisateur') return false;
    if (decision === 'contenu_retire' && report.type === 'trajet')
      return canPerform(role, 'desactiver-trajet');
    if (decision === 'suspension') return canPerform(role, 'suspendre-utilisateur');
    return true;
  });
}

function targetLink(report: AdminReport) {
  if (report.type === 'utilisateur' || !report.trajet_id)
    return <Link to={buildPath('profilUtilisateur', { id: report.cible_id })}>Voir le profil</Link>;
  return <Link to={buildPath('covoiturage', { id: report.trajet_id })}>Voir le trajet</Link>;
}

function ReportRow({
  report,
  mayDecide,
  onDecide,
}: {
  report: AdminReport;
  mayDecide: boolean;
  onDecide: () => void;
}) {
  const open = report.statut === 'en_attente' || report.statut === 'conteste';
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <strong>
          {REPORT_TYPE_LABELS[report.type]} · {report.motif_libelle}
        </strong>
        <span className={styles.muted}>
          Signalé par {person(report.auteur)} le {formatInstant(report.created_at, 'longTime')} ·
          concerne {person(report.concerne)} · {targetLink(report)}
          {report.nb_signalements_cible > 1
            ? ` · ${plural(report.nb_signalements_cible, 'signalement')} sur ce contenu`
            : ''}
        </span>
        {report.contenu ? <p className={local.quote}>« {report.contenu} »</p> : null}
        {report.details ? <p className={styles.muted}>Précisions : {report.details}</p> : null}
        <span className={`${styles.status} ${local.badge}`}>{REPORT_STATUSES[report.statut]}</span>
        {report.decision ? (
          <p className={styles.muted}>
            Décision : {report.decision.libelle}. Motifs : {report.decision.motifs}
          </p>
        ) : null}
        {report.contestations.map((contest) => (
          <p key={contest.created_at} className={local.contest}>
            Contestation ({contest.par === 'auteur' ? 'auteur du signalement' : 'membre concerné'})
            : {contest.motif}
          </p>
        ))}
      </div>
      {mayDecide && open ? (
        <Button size="small" onClick={onDecide}>
          {report.statut === 'conteste' ? 'Réexaminer' : 'Décider'}
          <span className="visually-hidden"> le signalement n° {report.id}</span>
        </Button>
      ) : null}
    </li>
  );
}

/** `/utilisateurs/admin/signalements`: the reports queue, contested first, and the decisions. */
export default function AdminReportsPage() {
  usePageHead('Administration — signalements');
  const { user } = useCurrentUser();
  const mayDecide = canPerform(user?.role, 'moderer-signalement');
  const [page, setPage] = usePageParam();
  const [statut, setStatut] = useState<ReportStatus | ''>('');
  const [type, setType] = useState<ReportType | ''>('');
  const list = useAdminReports(page, { statut: statut || undefined, type: type || undefined });
  const decide = useDecideReport();
  const [deciding, setDeciding] = useState<AdminReport | null>(null);
  const { message: success, show } = useTimedMessage(7000);

  return (
    <section aria-labelledby="admin-signalements-title">
      <h1 id="admin-signalements-title">Signalements</h1>
      <div className={local.filters}>
        <label>
          Statut
          <select
            value={statut}
            onChange={(event) => setStatut(event.target.value as ReportStatus | '')}
          >
            <option value="">Tous</option>
            {REPORT_STATUS_CODES.map((code) => (
              <option key={code} value={code}>
                {REPORT_STATUSES[code]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Type
          <select value={type} onChange={(event) => setType(event.target.value as ReportType | '')}>
            <option value="">Tous</option>
            {REPORT_TYPES.map((code) => (
              <option key={code} value={code}>
                {REPORT_TYPE_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {list.isPending ? (
        <Spinner label="Chargement des signalements…" />
      ) : list.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : list.data.data.length === 0 ? (
        <p>Aucun signalement.</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Signalements">
            {list.data.data.map((report) => (
              <ReportRow
                key={report.id}
                report={report}
                mayDecide={mayDecide}
                onDecide={() => setDeciding(report)}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={list.data.meta.last_page}
            onChange={setPage}
            label="Pages des signalements"
          />
        </>
      )}
      <StatementDialog
        open={Boolean(deciding)}
        title={
          deciding?.statut === 'conteste' ? 'Réexaminer le signalement' : 'Décider du signalement'
        }
        decisions={deciding ? decisionsFor(deciding, user?.role) : []}
        confirmLabel="Rendre la décision"
        pending={decide.isPending}
        error={
          decide.error instanceof ApiError
            ? decide.error.detail
            : decide.error
              ? commonTexts.genericError
              : null
        }
        onClose={() => {
          setDeciding(null);
          decide.reset();
        }}
        onConfirm={({ decision, motifs }) => {
          if (!deciding || !decision) return;
          decide.mutate(
            { id: deciding.id, decision, motifs },
            {
              onSuccess: () => {
                setDeciding(null);
                show('Décision rendue : les deux membres en reçoivent les motifs.');
              },
            },
          );
        }}
      >
        <p className={styles.muted}>
          L’auteur du signalement et le membre concerné reçoivent la décision et ses motifs par
          notification et par e-mail, et peuvent la contester une fois.
        </p>
      </StatementDialog>
    </section>
  );
}
