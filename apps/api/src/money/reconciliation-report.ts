import type { Discrepancy, MoneyTotalsWire, Reconciliation } from '@bonneroute/shared/booking';
import type { ecarts_rapprochement } from '../db/schema';
import type { MoneyTotals } from './reconciliation.service';
import { lastRun, openDiscrepancies, recentlyResolved } from './reconciliation.repository';
import type { AppDeps } from '../lib/app-deps';

const wireTotals = (totals: MoneyTotals | null): MoneyTotalsWire | null =>
  totals && {
    capture: totals.captured,
    rembourse: totals.refunded,
    bloque: totals.held,
    verse: totals.paidOut,
  };

function wireDiscrepancy(row: typeof ecarts_rapprochement.$inferSelect): Discrepancy {
  return {
    id: row.id,
    type: row.type,
    paiement_id: row.paiement_id,
    utilisateur_id: row.utilisateur_id,
    reference: row.reference,
    montant_processeur: row.montant_processeur,
    montant_grand_livre: row.montant_grand_livre,
    detail: row.detail,
    action: row.action,
    statut: row.statut === 'RESOLU' ? 'RESOLU' : 'OUVERT',
    detecte_le: row.created_at.toISOString(),
    vu_le: row.vu_le.toISOString(),
    resolu_le: row.resolu_le?.toISOString() ?? null,
  };
}

/** `GET /api/admin/rapprochement`: the last run's totals and the differences, open and settled. */
export async function reconciliationReport(deps: AppDeps): Promise<Reconciliation> {
  const [run, open, resolved] = await Promise.all([
    lastRun(deps.db),
    openDiscrepancies(deps.db),
    recentlyResolved(deps.db),
  ]);
  const totals = run?.totaux as
    { processeur: MoneyTotals | null; grand_livre: MoneyTotals } | undefined;
  return {
    dernier_rapprochement: run?.created_at.toISOString() ?? null,
    processeur: deps.payments.name,
    totaux: totals
      ? { processeur: wireTotals(totals.processeur), grand_livre: wireTotals(totals.grand_livre)! }
      : null,
    operations_en_cours: run?.en_cours ?? 0,
    ecarts: open.map(wireDiscrepancy),
    resolus: resolved.map(wireDiscrepancy),
  };
}
