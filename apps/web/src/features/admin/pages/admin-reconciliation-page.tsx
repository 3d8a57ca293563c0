import { formatInstant } from '@bonneroute/shared/dates';
import {
  reconciliationTexts,
  type Discrepancy,
  type MoneyTotalsWire,
} from '@bonneroute/shared/booking';
import { formatEuros } from '@bonneroute/shared/pricing';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { useReconciliation, useRunReconciliation } from '../api/get-reconciliation';
import styles from '../components/admin.module.css';
import own from '../components/reconciliation.module.css';
import { plural } from '@bonneroute/shared/french';

const ROWS: { key: keyof MoneyTotalsWire; label: string }[] = [
  { key: 'capture', label: 'Débité sur les cartes' },
  { key: 'rembourse', label: 'Remboursé' },
  { key: 'bloque', label: 'Bloqué sur les cartes' },
  { key: 'verse', label: 'Versé aux conducteurs' },
];

const TYPE_LABELS: Record<string, string> = {
  EMPREINTE: 'Empreinte',
  CAPTURE: 'Débit',
  REMBOURSEMENT: 'Remboursement',
  VERSEMENT: 'Versement',
  OPERATION_INCONNUE: 'Opération inconnue',
  OPERATION_EN_SUSPENS: 'Opération en suspens',
  RELEVE_INDISPONIBLE: 'Relevé indisponible',
};

function Totals({
  processor,
  ledger,
}: {
  processor: MoneyTotalsWire | null;
  ledger: MoneyTotalsWire;
}) {
  return (
    <table className={own.totals}>
      <caption className="visually-hidden">Totaux du processeur et du grand livre</caption>
      <thead>
        <tr>
          <th scope="col">Montant</th>
          <th scope="col">Processeur</th>
          <th scope="col">Grand livre</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ key, label }) => {
          const differs = processor !== null && processor[key] !== ledger[key];
          return (
            <tr key={key} className={differs ? own.mismatch : undefined}>
              <th scope="row">{label}</th>
              <td>{processor ? formatEuros(processor[key]) : '—'}</td>
              <td>{formatEuros(ledger[key])}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function DiscrepancyList({ rows, label }: { rows: Discrepancy[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          <div className={styles.rowMain}>
            <span className={own.type}>{TYPE_LABELS[row.type] ?? row.type}</span>
            <span>{row.detail}</span>
            {row.action ? <p className={own.action}>Action : {row.action}</p> : null}
            <span className={styles.muted}>
              {row.paiement_id ? `Paiement n° ${row.paiement_id} · ` : ''}
              {row.utilisateur_id && !row.paiement_id
                ? `Utilisateur n° ${row.utilisateur_id} · `
                : ''}
              {row.resolu_le
                ? `résolu le ${formatInstant(row.resolu_le, 'mediumSeconds')}`
                : `constaté le ${formatInstant(row.detecte_le, 'mediumSeconds')}`}
            </span>
          </div>
          <span className={styles.status}>{row.statut === 'OUVERT' ? 'Ouvert' : 'Résolu'}</span>
        </li>
      ))}
    </ul>
  );
}

/** The processor's book beside the ledger, and every difference found. */
export default function AdminReconciliationPage() {
  usePageHead('Administration — rapprochement');
  const report = useReconciliation();
  const run = useRunReconciliation();

  return (
    <section aria-labelledby="admin-rapprochement-title">
      <div className={own.header}>
        <h1 id="admin-rapprochement-title">{reconciliationTexts.title}</h1>
        <Button size="small" disabled={run.isPending} onClick={() => run.mutate()}>
          {run.isPending ? 'Rapprochement en cours…' : reconciliationTexts.runNow}
        </Button>
      </div>
      <p>{reconciliationTexts.intro}</p>
      {run.isError ? (
        <Notice tone="error">
          {run.error instanceof ApiError ? run.error.detail : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      {report.isPending ? (
        <Spinner label="Chargement du rapprochement…" />
      ) : report.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : (
        <>
          <p className={styles.muted}>
            {report.data.dernier_rapprochement
              ? `Dernier rapprochement le ${formatInstant(report.data.dernier_rapprochement, 'mediumSeconds')} · processeur ${report.data.processeur}`
              : reconciliationTexts.neverRan}
            {report.data.operations_en_cours > 0
              ? ` · ${plural(report.data.operations_en_cours, 'operationEnCours')}`
              : ''}
          </p>
          {report.data.totaux ? (
            <Totals
              processor={report.data.totaux.processeur}
              ledger={report.data.totaux.grand_livre}
            />
          ) : null}
          <h2>Écarts</h2>
          {report.data.ecarts.length === 0 ? (
            <Notice tone="success">{reconciliationTexts.noDiscrepancy}</Notice>
          ) : (
            <DiscrepancyList rows={report.data.ecarts} label="Écarts ouverts" />
          )}
          {report.data.resolus.length > 0 ? (
            <>
              <h2>Écarts résolus récemment</h2>
              <DiscrepancyList rows={report.data.resolus} label="Écarts résolus" />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
