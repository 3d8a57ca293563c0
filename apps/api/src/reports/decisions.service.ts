import { paginated, type PageRequest } from '@bonneroute/shared/api';
import {
  REPORT_DECISIONS,
  REPORT_REASONS,
  reportTexts,
  type AdminReport,
  type DecideReportBody,
  type ReportReason,
  type ReportStatus,
  type ReportType,
} from '@bonneroute/shared/reports';
import { buildPath } from '@bonneroute/shared/routes';
import { suspendUser } from '../admin/users.service';
import { recordAdminAction } from '../audit/audit.repository';
import { cancelTrip } from '../booking/cancellation.service';
import { publicUrl } from '../config/env';
import type { DbOrTx } from '../db/client';
import { conflict, forbidden, notFound, unprocessable } from '../lib/http-error';
import { reportDecisionEmail } from '../mail/templates';
import { hideReview, refreshRatings } from '../reviews/reviews.repository';
import type { AppDeps } from '../lib/app-deps';
import {
  claimDecision,
  findContacts,
  findReport,
  listContestations,
  listQueue,
  type ReportRow,
} from './reports.repository';
import { findStanding, isTripActive, replaceMessageText } from './targets.repository';
import { decisionOf, summaryOf } from './to-wire';

/** GET /admin/signalements: contested first, then waiting, oldest first. */
export async function pageQueue(
  deps: Pick<AppDeps, 'db'>,
  filters: { statut?: ReportStatus; type?: ReportType },
  request: PageRequest,
) {
  const { rows, total } = await listQueue(deps.db, filters, request);
  const contestations = await listContestations(
    deps.db,
    rows.map((row) => row.report.id),
  );
  const data: AdminReport[] = rows.map(({ report, auteur, concerne, nb_signalements_cible }) => ({
    id: report.id,
    type: report.type as ReportType,
    canal:
      report.type === 'message'
        ? report.cible_table === 'messages_chat'
          ? 'chat'
          : 'messagerie'
        : null,
    cible_id: report.cible_id,
    motif: report.motif as ReportReason,
    motif_libelle: REPORT_REASONS[report.motif as ReportReason] ?? report.motif,
    details: report.details,
    contenu: report.contenu,
    resume: summaryOf(report),
    trajet_id: report.trajet_id,
    auteur: auteur?.id ? auteur : null,
    concerne: concerne?.id ? concerne : null,
    nb_signalements_cible,
    statut: report.statut as ReportStatus,
    decision: decisionOf(report),
    contestations: contestations
      .filter((c) => c.signalement_id === report.id)
      .map((c) => ({
        par: c.par as 'auteur' | 'concerne',
        motif: c.motif,
        created_at: c.created_at.toISOString(),
      })),
    created_at: report.created_at.toISOString(),
  }));
  return paginated(data, total, request);
}

/**
 * POST /admin/signalements/{id}/decision (docs/product/trust-and-safety.md): the decision, its
 * effect through the existing tools (hide the review, replace the message, cancel the trip,
 * suspend the account), the audit entry, and the statement of reasons to both members.
 */
export async function decideReport(
  deps: AppDeps,
  adminId: number,
  reportId: number,
  body: DecideReportBody,
  options: { mayDeactivateTrip: boolean },
  now = new Date(),
) {
  const report = await findReport(deps.db, reportId);
  if (!report) throw notFound(reportTexts.reportNotFound);
  if (report.type === 'trajet' && body.decision === 'contenu_retire' && !options.mayDeactivateTrip)
    throw forbidden('Seul un administrateur peut désactiver un trajet.');
  const from = report.statut === 'conteste' ? 'conteste' : 'en_attente';
  if (report.statut !== from) throw conflict(reportTexts.alreadyDecided, 'deja_traite');
  if (report.type === 'utilisateur' && body.decision === 'contenu_retire')
    throw unprocessable(reportTexts.decisionNotAllowed, '/body/decision');
  if (body.decision === 'suspension' || body.decision === 'avertissement') {
    const standing = report.concerne_id ? await findStanding(deps.db, report.concerne_id) : null;
    if (!standing) throw unprocessable(reportTexts.concernedGone, '/body/decision');
    if (body.decision === 'suspension' && standing.role === 'ADMIN')
      throw forbidden('Un administrateur ne peut pas être suspendu.');
    if (body.decision === 'suspension' && !standing.suspendu_le)
      // The existing suspension: sessions closed, future trips cancelled and refunded (audited).
      await suspendUser(deps, adminId, report.concerne_id!, body.motifs.slice(0, 255));
  }

  const record = async (tx: DbOrTx) => {
    const decided = await claimDecision(tx, reportId, from, { ...body, adminId, now });
    if (!decided) throw conflict(reportTexts.alreadyDecided, 'deja_traite');
    if (body.decision === 'contenu_retire')
      await removeContent(tx, decided, adminId, body.motifs, now);
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: from === 'conteste' ? 'reexaminer-signalement' : 'decider-signalement',
      cibleType: 'signalement',
      cibleId: reportId,
      details: {
        decision: body.decision,
        motifs: body.motifs,
        type: decided.type,
        cible_id: decided.cible_id,
        concerne_id: decided.concerne_id,
      },
    });
    return tellParties(deps, tx, decided, from === 'en_attente');
  };

  let notifications;
  if (
    body.decision === 'contenu_retire' &&
    report.type === 'trajet' &&
    (await isTripActive(deps.db, report.cible_id))
  ) {
    // The trip is deactivated as the admin tool does: passengers refunded and told, audited.
    let told: Awaited<ReturnType<typeof record>> = [];
    await cancelTrip(deps, report.cible_id, async (tx) => {
      await recordAdminAction(tx, {
        auteurId: adminId,
        action: 'desactiver-trajet',
        cibleType: 'trajet',
        cibleId: report.cible_id,
        details: { motif: body.motifs, signalement_id: reportId },
      });
      told = await record(tx);
    });
    notifications = told;
  } else {
    notifications = await deps.db.transaction(record);
  }
  await deps.notifications.announce(notifications);
  return {
    id: reportId,
    statut: from === 'conteste' ? ('revu' as const) : ('decide' as const),
    decision: body.decision,
  };
}

async function removeContent(
  tx: DbOrTx,
  report: ReportRow,
  adminId: number,
  motifs: string,
  now: Date,
) {
  if (report.cible_table === 'messages' || report.cible_table === 'messages_chat')
    await replaceMessageText(tx, report.cible_table, report.cible_id, reportTexts.removedMessage);
  if (report.cible_table === 'avis') {
    const hidden = await hideReview(tx, report.cible_id, {
      motif: motifs.slice(0, 255),
      adminId,
      now,
    });
    if (hidden?.publie_le) await refreshRatings(tx, [hidden.cible_id]);
  }
}

/** The statement of reasons: a notification and an e-mail to the reporter and the member concerned. */
async function tellParties(deps: AppDeps, tx: DbOrTx, report: ReportRow, contestable: boolean) {
  const decision = REPORT_DECISIONS[report.decision as keyof typeof REPORT_DECISIONS];
  const siteUrl = publicUrl(deps.env);
  const url = `${siteUrl}${buildPath('signalementsUtilisateurs', {})}`;
  const parties = [
    ...(report.auteur_id ? [{ id: report.auteur_id, role: 'auteur' as const }] : []),
    ...(report.concerne_id ? [{ id: report.concerne_id, role: 'concerne' as const }] : []),
  ];
  const contacts = await findContacts(
    tx,
    parties.map((party) => party.id),
  );
  for (const party of parties) {
    const contact = contacts.find((row) => row.id === party.id);
    if (!contact) continue;
    const mail = reportDecisionEmail({
      prenom: contact.prenom,
      role: party.role,
      objet: summaryOf(report),
      decision,
      motifs: report.decision_motifs ?? '',
      contestable,
      url,
      siteUrl,
    });
    await deps.mail.queue(
      tx,
      { to: contact.email, template: 'decision-signalement', utilisateurId: contact.id, ...mail },
      { dedupKey: `decision-signalement:${report.id}:${report.statut}:${party.role}` },
    );
  }
  return deps.notifications.create(
    tx,
    parties.map((party) => ({
      utilisateur_id: party.id,
      type:
        party.role === 'concerne' && report.decision === 'avertissement'
          ? 'AVERTISSEMENT'
          : 'SIGNALEMENT_DECISION',
      trajet_id: report.trajet_id,
      details: `${party.role === 'auteur' ? 'Votre signalement' : `Le signalement ${summaryOf(report).replace(/^un/, 'd’un')} vous concernant`} : ${decision}. Motifs : ${report.decision_motifs ?? ''}`,
    })),
  );
}
