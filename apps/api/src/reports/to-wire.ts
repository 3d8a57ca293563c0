import {
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type MemberReport,
  type ReportDecision,
  type ReportReason,
  type ReportStatus,
  type ReportType,
} from '@bonneroute/shared/reports';
import type { ContestationRow, ReportRow } from './reports.repository';

const SUMMARY: Record<ReportRow['cible_table'], string> = {
  utilisateurs: 'un profil de membre',
  trajets: 'un trajet',
  messages: 'un message',
  messages_chat: 'un message de la discussion d’un trajet',
  avis: 'un avis',
};

/** « un message », « un trajet »: what was reported, without saying who reported it. */
export function summaryOf(row: Pick<ReportRow, 'cible_table'>): string {
  return SUMMARY[row.cible_table as keyof typeof SUMMARY] ?? 'un contenu';
}

export function decisionOf(row: ReportRow) {
  if (!row.decision || !row.decide_le) return null;
  const decision = row.decision as ReportDecision;
  return {
    decision,
    libelle: REPORT_DECISIONS[decision],
    motifs: row.decision_motifs ?? '',
    decide_le: row.decide_le.toISOString(),
  };
}

/** A party may contest a decision once, while it stands (not while it is being looked at again). */
export function canContest(row: ReportRow, contested: boolean): boolean {
  return !contested && (row.statut === 'decide' || row.statut === 'revu');
}

export function toWireMemberReport(
  row: ReportRow,
  userId: number,
  own: ContestationRow | undefined,
): MemberReport {
  const role = row.auteur_id === userId ? 'auteur' : 'concerne';
  return {
    id: row.id,
    type: row.type as ReportType,
    cible_id: row.cible_id,
    role,
    motif: row.motif as ReportReason,
    motif_libelle: REPORT_REASONS[row.motif as ReportReason] ?? row.motif,
    resume:
      role === 'auteur'
        ? `Vous avez signalé ${summaryOf(row)}.`
        : `${summaryOf(row).replace(/^un/, 'Un')} vous concernant a été signalé.`,
    statut: row.statut as ReportStatus,
    statut_libelle: REPORT_STATUSES[row.statut as ReportStatus],
    // The member concerned hears of a report only once it is decided (no accusation before).
    decision: decisionOf(row),
    peut_contester: canContest(row, Boolean(own)) ? 1 : 0,
    contestation: own?.motif ?? null,
    created_at: row.created_at.toISOString(),
  };
}
