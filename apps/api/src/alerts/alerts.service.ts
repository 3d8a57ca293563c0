import {
  ALERT_LIMITS,
  alertTexts,
  demandSentence,
  type Alert,
  type CreateAlertBody,
} from '@bonneroute/shared/alerts';
import { paginated, type PageRequest } from '@bonneroute/shared/api';
import { emailProblem, normaliseEmail } from '@bonneroute/shared/auth';
import { addDays, isCalendarDate, todayInParis } from '@bonneroute/shared/dates';
import { gridCell, gridCellsNear, NEAR_KM, nearLeg } from '@bonneroute/shared/geo';
import { formatDuration } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import type { SessionUser } from '../auth/session.repository';
import { hashToken } from '../auth/session-token';
import { newLinkSecret } from '../auth/one-time-links';
import { publicUrl } from '../config/env';
import { geoServices } from '../geo/geo-services';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../lib/http-error';
import { spendEmailCheck } from '../auth/throttle';
import type { DbOrTx } from '../db/client';
import { alertConfirmationEmail } from './alert-mails';
import { isValidUnsubscribeSignature } from './alert-links';
import {
  countFoundTrips,
  countLiveAlerts,
  findAlert,
  findAlertByToken,
  insertAlert,
  listMemberAlerts,
  lockOwner,
  updateAlert,
  recentVisitorAlertTimes,
  type AlertOwner,
  type AlertRow,
  countSearchersOfPair,
  findDemandAlerts,
} from './alerts.repository';
import type { AppDeps } from '../lib/app-deps';

export function toWireAlert(row: AlertRow, found: number): Alert {
  return {
    id: row.id,
    ville_depart: row.ville_depart,
    ville_arrivee: row.ville_arrivee,
    code_commune_depart: row.code_commune_depart,
    code_commune_arrivee: row.code_commune_arrivee,
    date_debut: row.date_debut,
    date_fin: row.date_fin,
    tous_les_jours: row.tous_les_jours ? 1 : 0,
    heure_min: row.heure_min,
    heure_max: row.heure_max,
    nb_places: row.nb_places,
    statut: row.statut as Alert['statut'],
    nb_trajets_trouves: found,
    cree_le: row.cree_le.toISOString(),
  };
}

/** Dates of an alert: one day, a range of at most 30 days, or every day. */
function alertDates(body: CreateAlertBody, today: string) {
  if (body.tous_les_jours === 1) return { date_debut: null, date_fin: null, tous_les_jours: true };
  if (!body.date) throw unprocessable(alertTexts.dateRequired, '/body/date');
  if (!isCalendarDate(body.date)) throw unprocessable(alertTexts.dateInvalid, '/body/date');
  if (body.date < today) throw unprocessable(alertTexts.datePast, '/body/date');
  const end = body.date_fin ?? body.date;
  if (!isCalendarDate(end)) throw unprocessable(alertTexts.dateInvalid, '/body/date_fin');
  if (end < body.date) throw unprocessable(alertTexts.rangeOrder, '/body/date_fin');
  if (end > addDays(body.date, ALERT_LIMITS.maxRangeDays - 1))
    throw unprocessable(alertTexts.rangeTooLong, '/body/date_fin');
  return { date_debut: body.date, date_fin: end, tous_les_jours: false };
}

const DAY_MS = 24 * 3600_000;

/** 429 when the address already received its confirmation mails of the last 24 hours. */
async function checkConfirmationBudget(tx: DbOrTx, email: string, now: Date) {
  const limit = ALERT_LIMITS.confirmationMailsPerDay;
  const sent = await recentVisitorAlertTimes(tx, email, new Date(now.getTime() - DAY_MS), limit);
  if (sent.length < limit) return;
  const waitMs = sent[limit - 1]!.getTime() + DAY_MS - now.getTime();
  throw new HttpError(
    429,
    alertTexts.tooManyConfirmations(formatDuration(Math.max(60, Math.ceil(waitMs / 60_000) * 60))),
    'confirmations_trop_nombreuses',
  );
}

/**
 * A member's alert is active at once; a visitor's waits for the link mailed to the address
 * typed. That mail is paid for twice: from the IP's e-mail budget (shared with sign-up and
 * password reset) and from the address's own (3 confirmation mails in 24 hours), both counted
 * in PostgreSQL, so nobody floods a mailbox through alerts, from any number of processes.
 */
export async function createAlert(
  deps: AppDeps,
  body: CreateAlertBody,
  user: SessionUser | null,
  ip: string,
  now = new Date(),
) {
  const dates = alertDates(body, todayInParis(now));
  if (body.heure_min && body.heure_max && body.heure_max < body.heure_min)
    throw unprocessable(alertTexts.timeOrder, '/body/heure_max');
  const [from, to] = geoServices(deps).bornes.resolvePair(body.depart, body.arrivee);
  let owner: AlertOwner;
  if (user) owner = { userId: user.id };
  else {
    if (!body.email) throw unprocessable(alertTexts.emailRequired, '/body/email');
    const problem = emailProblem(body.email);
    if (problem) throw unprocessable(problem, '/body/email');
    owner = { email: normaliseEmail(body.email) };
    await spendEmailCheck(deps.db, ip, alertTexts.tooManyMailsFromIp);
  }
  const link = user ? null : newLinkSecret();
  const siteUrl = publicUrl(deps.env);
  const row = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    if ((await countLiveAlerts(tx, owner)) >= ALERT_LIMITS.maxActive)
      throw conflict(alertTexts.tooMany, 'alertes_trop_nombreuses');
    if ('email' in owner) await checkConfirmationBudget(tx, owner.email, now);
    const inserted = await insertAlert(tx, {
      utilisateur_id: user?.id ?? null,
      email: 'email' in owner ? owner.email : null,
      jeton_confirmation: link?.hash ?? null,
      statut: user ? 'ACTIVE' : 'EN_ATTENTE_CONFIRMATION',
      confirmee_le: user ? now : null,
      ville_depart: from.nom,
      ville_arrivee: to.nom,
      code_commune_depart: from.code,
      code_commune_arrivee: to.code,
      latitude_depart: from.latitude,
      longitude_depart: from.longitude,
      latitude_arrivee: to.latitude,
      longitude_arrivee: to.longitude,
      cellule_depart: gridCell(from.latitude, from.longitude),
      cellule_arrivee: gridCell(to.latitude, to.longitude),
      ...dates,
      heure_min: body.heure_min ?? null,
      heure_max: body.heure_max ?? null,
      nb_places: body.nb_places,
    });
    if (link && 'email' in owner) {
      const mail = alertConfirmationEmail({
        alert: inserted,
        url: `${siteUrl}${buildPath('alerteConfirmation', { token: link.secret })}`,
        siteUrl,
      });
      await deps.mail.queue(tx, {
        to: owner.email,
        ...mail,
        template: 'alerte-confirmation',
      });
    }
    return inserted;
  });
  return {
    data: toWireAlert(row, 0),
    meta: {
      confirmation_requise: (user ? 0 : 1) as 0 | 1,
      message: user ? alertTexts.created : alertTexts.createdVisitor,
    },
  };
}

/** The visitor's confirmation link: the alert becomes active (the cap is checked again). */
export async function confirmAlert(deps: AppDeps, token: string, now = new Date()) {
  const row = await deps.db.transaction(async (tx) => {
    const alert = await findAlertByToken(tx, hashToken(token));
    if (!alert || alert.statut !== 'EN_ATTENTE_CONFIRMATION' || !alert.email)
      throw notFound(alertTexts.confirmLinkInvalid);
    return updateAlert(tx, alert.id, {
      statut: 'ACTIVE',
      jeton_confirmation: null,
      confirmee_le: now,
    });
  });
  return toWireAlert(row, 0);
}

export async function listAlerts(deps: AppDeps, user: SessionUser, page: PageRequest) {
  const found = await listMemberAlerts(deps.db, user.id, page);
  return paginated(
    found.rows.map((r) => toWireAlert(r.alert, r.found)),
    found.total,
    page,
    { actives: found.active, max_actives: ALERT_LIMITS.maxActive },
  );
}

/** Pause or resume one's alert. Resuming counts against the cap of 10. */
export async function setAlertStatus(
  deps: AppDeps,
  id: number,
  user: SessionUser,
  statut: 'ACTIVE' | 'PAUSEE',
  now = new Date(),
) {
  const row = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, { userId: user.id });
    const alert = await ownAlert(tx, id, user);
    if (alert.statut === statut) return alert;
    if (alert.statut === 'EXPIREE') throw conflict(alertTexts.expired);
    if (statut === 'PAUSEE') {
      if (alert.statut !== 'ACTIVE') throw conflict(alertTexts.cannotPause);
      return updateAlert(tx, id, { statut });
    }
    if (alert.statut !== 'PAUSEE') throw conflict(alertTexts.cannotResume);
    if (!alert.tous_les_jours && alert.date_fin! < todayInParis(now))
      throw conflict(alertTexts.expired);
    if ((await countLiveAlerts(tx, { userId: user.id })) >= ALERT_LIMITS.maxActive)
      throw conflict(alertTexts.tooMany, 'alertes_trop_nombreuses');
    return updateAlert(tx, id, { statut });
  });
  return toWireAlert(row, await countFoundTrips(deps.db, id));
}

export async function removeAlert(deps: AppDeps, id: number, user: SessionUser) {
  await deps.db.transaction(async (tx) => {
    await ownAlert(tx, id, user);
    await updateAlert(tx, id, { statut: 'SUPPRIMEE', jeton_confirmation: null });
  });
}

async function ownAlert(tx: Parameters<typeof findAlert>[0], id: number, user: SessionUser) {
  const alert = await findAlert(tx, id, true);
  if (!alert || alert.statut === 'SUPPRIMEE') throw notFound(alertTexts.notFound);
  if (alert.utilisateur_id !== user.id) throw forbidden(alertTexts.notOwner);
  return alert;
}

/** The signed link of every alert e-mail, checked: 403 when forged, 404 for no such alert. */
export async function checkUnsubscribeLink(deps: AppDeps, id: number, signature: string) {
  if (!(await isValidUnsubscribeSignature(deps.db, id, signature)))
    throw forbidden(alertTexts.unsubscribeLinkInvalid);
  const alert = await findAlert(deps.db, id);
  if (!alert) throw notFound(alertTexts.notFound);
  return alert;
}

/** The signed link of every alert e-mail: no login; a second click changes nothing. */
export async function unsubscribeAlert(deps: AppDeps, id: number, signature: string) {
  const alert = await checkUnsubscribeLink(deps, id, signature);
  if (['ACTIVE', 'PAUSEE', 'EN_ATTENTE_CONFIRMATION'].includes(alert.statut))
    await updateAlert(deps.db, id, { statut: 'DESABONNEE', jeton_confirmation: null });
  return { message: alertTexts.unsubscribed };
}

/**
 * « N personnes recherchent ce trajet »: the people behind the active alerts near both towns
 * (covering `date` when given) and behind the pair's searches of the last 30 days (for `date`
 * when given). Members are counted once across both; a visitor's searches count once per day
 * and searched date (docs/decisions/009-alerts.md). Counts only, nobody identified.
 */
export async function alertDemand(
  deps: AppDeps,
  depart: string,
  arrivee: string,
  date: string | undefined,
  now = new Date(),
) {
  if (date !== undefined && !isCalendarDate(date))
    throw unprocessable(alertTexts.dateInvalid, '/query/date');
  const [from, to] = geoServices(deps).bornes.resolvePair(depart, arrivee);
  const today = todayInParis(now);
  const cells = (p: { latitude: number; longitude: number }) => gridCellsNear(p, NEAR_KM + 1);
  const alerts = await findDemandAlerts(deps.dbRead, {
    fromCells: cells(from),
    toCells: cells(to),
    date,
    today,
  });
  const members = new Set<number>();
  const visitors = new Set<string>();
  for (const alert of alerts) {
    const start = { latitude: alert.latitude_depart, longitude: alert.longitude_depart };
    const end = { latitude: alert.latitude_arrivee, longitude: alert.longitude_arrivee };
    // The alerts that a trip between the two towns would match (alert-lookup.ts).
    if (!nearLeg({ from: start, to: end }, { from, to })) continue;
    if (alert.utilisateur_id !== null) members.add(alert.utilisateur_id);
    else if (alert.email) visitors.add(alert.email);
  }
  const searches = await countSearchersOfPair(deps.dbRead, {
    fromCode: from.code,
    toCode: to.code,
    now,
    days: ALERT_LIMITS.demandSearchDays,
    date,
  });
  let anonymous = 0;
  for (const row of searches) {
    if (row.utilisateur_id === null) anonymous += Number(row.anonymes);
    else members.add(Number(row.utilisateur_id));
  }
  const personnes = members.size + visitors.size + anonymous;
  return { personnes, texte: demandSentence(personnes) };
}
