import { paginated, type PageRequest } from '@bonneroute/shared/api';
import { reportTexts, type CreateReportBody } from '@bonneroute/shared/reports';
import { chatMembership } from '../messaging/chat.repository';
import { conflict, forbidden, notFound, unprocessable } from '../lib/http-error';
import type { AppDeps } from '../lib/app-deps';
import {
  findReport,
  insertContestation,
  insertReport,
  listContestations,
  listMemberReports,
  markContested,
} from './reports.repository';
import {
  findChatMessageTarget,
  findMemberTarget,
  findReviewTarget,
  findTripMessageTarget,
  findTripTarget,
  type ReportTarget,
} from './targets.repository';
import { canContest, toWireMemberReport } from './to-wire';

type Deps = Pick<AppDeps, 'db'>;

async function findTarget(deps: Deps, body: CreateReportBody, readerId: number) {
  switch (body.type) {
    case 'utilisateur':
      return findMemberTarget(deps.db, body.cible_id);
    case 'trajet':
      return findTripTarget(deps.db, body.cible_id);
    case 'avis':
      return findReviewTarget(deps.db, body.cible_id);
    case 'message': {
      if (body.canal !== 'chat') return findTripMessageTarget(deps.db, body.cible_id, readerId);
      const target: ReportTarget | null = await findChatMessageTarget(deps.db, body.cible_id);
      // Only the trip's chat members read its messages.
      if (!target || (await chatMembership(deps.db, target.trajet_id!, readerId)) !== 'member')
        return null;
      return target;
    }
  }
}

/**
 * POST /signalements (docs/product/trust-and-safety.md): once per member and thing; the unique
 * index decides between two tabs or a double click, so exactly one row is written.
 */
export async function createReport(deps: Deps, userId: number, body: CreateReportBody) {
  const target = await findTarget(deps, body, userId);
  if (!target) throw notFound(reportTexts.targetNotFound);
  if (target.concerne_id === userId)
    throw unprocessable(reportTexts.self, '/body/cible_id', 'soi_meme');
  const row = await insertReport(deps.db, {
    auteur_id: userId,
    type: body.type,
    cible_table: target.cible_table,
    cible_id: body.cible_id,
    concerne_id: target.concerne_id,
    trajet_id: target.trajet_id,
    motif: body.motif,
    details: body.details ?? null,
    contenu: target.contenu,
  });
  if (!row) throw conflict(reportTexts.alreadyReported, 'deja_signale');
  return row;
}

/** « Mes signalements »: those I sent, and the decided ones that concern me. */
export async function pageMemberReports(deps: Deps, userId: number, request: PageRequest) {
  const { rows, total } = await listMemberReports(deps.db, userId, request);
  const contestations = await listContestations(
    deps.db,
    rows.map((row) => row.id),
  );
  return paginated(
    rows.map((row) =>
      toWireMemberReport(
        row,
        userId,
        contestations.find((c) => c.signalement_id === row.id && c.utilisateur_id === userId),
      ),
    ),
    total,
    request,
  );
}

/** POST /signalements/{id}/contestation: each party once; the report goes back to the queue. */
export async function contestReport(deps: Deps, userId: number, reportId: number, motif: string) {
  return deps.db.transaction(async (tx) => {
    const row = await findReport(tx, reportId, true);
    const par =
      row?.auteur_id === userId ? 'auteur' : row?.concerne_id === userId ? 'concerne' : null;
    if (!row || (par === 'concerne' && !row.decision)) throw notFound(reportTexts.reportNotFound);
    if (!par) throw forbidden(reportTexts.notAParty);
    const inserted = await insertContestation(tx, {
      signalement_id: reportId,
      utilisateur_id: userId,
      par,
      motif,
    });
    if (!inserted) throw conflict(reportTexts.alreadyContested, 'deja_conteste');
    if (!canContest(row, false)) throw conflict(reportTexts.notContestable, 'non_contestable');
    await markContested(tx, reportId);
    return { id: reportId, statut: 'conteste' as const, message: reportTexts.contested };
  });
}
