import { paginated, type PageRequest } from '@bonneroute/shared/api';
import { bornesFor } from '@bonneroute/shared/bornes';
import { addDays, parisDateTimeToInstant, todayInParis } from '@bonneroute/shared/dates';
import { PRO_DRIVER_RULES, proDriverFlags, type FlaggedDriver } from '@bonneroute/shared/reports';
import { buildPath } from '@bonneroute/shared/routes';
import { recordAdminAction } from '../audit/audit.repository';
import { publicUrl } from '../config/env';
import { notFound } from '../lib/http-error';
import { warningEmail } from '../mail/templates';
import type { AppDeps } from '../lib/app-deps';
import {
  findCandidateDrivers,
  findMemberContact,
  listDriverTrips,
  listDrivers,
} from './pro-drivers.repository';

/**
 * GET /admin/conducteurs-signales (docs/product/trust-and-safety.md#professional-drivers): the
 * SQL picks the drivers worth a look, the shared rule gives each its reasons; drivers with
 * reasons come most flagged first. « Top of the range » is the pair's maximum (bornesFor, the
 * publication's own range).
 */
export async function pageFlaggedDrivers(
  deps: Pick<AppDeps, 'db'>,
  request: PageRequest,
  now = new Date(),
) {
  const since = parisDateTimeToInstant(
    addDays(todayInParis(now), -PRO_DRIVER_RULES.lookbackDays),
    '00:00',
  );
  const candidates = await findCandidateDrivers(
    deps.db,
    since,
    PRO_DRIVER_RULES.maxTripsPerDay,
    PRO_DRIVER_RULES.topPriceMinTrips,
  );
  const trips = await listDriverTrips(deps.db, candidates, since);
  const flagged = candidates
    .map((driverId) => {
      const own = trips.filter((trip) => trip.utilisateur_id === driverId);
      const facts = own.map((trip) => ({
        id: trip.id,
        date: trip.date,
        montant_contribution: trip.montant_contribution,
        max_contribution:
          trip.distance_metres === null
            ? Number.POSITIVE_INFINITY
            : bornesFor(
                trip.code_commune_depart,
                trip.code_commune_arrivee,
                trip.distance_metres / 1000,
              ).max,
        description: trip.description,
      }));
      return { driverId, count: own.length, raisons: proDriverFlags(facts) };
    })
    .filter((driver) => driver.raisons.length > 0)
    .sort((a, b) => b.raisons.length - a.raisons.length || b.driverId - a.driverId);
  const start = (request.page - 1) * request.perPage;
  const page = flagged.slice(start, start + request.perPage);
  const drivers = await listDrivers(
    deps.db,
    page.map((driver) => driver.driverId),
  );
  const data: FlaggedDriver[] = page.flatMap((driver) => {
    const row = drivers.find((candidate) => candidate.id === driver.driverId);
    if (!row) return [];
    const warned = row.dernier_avertissement ? new Date(row.dernier_avertissement) : null;
    return [
      {
        id: row.id,
        prenom: row.prenom,
        nom: row.nom,
        email: row.email,
        suspendu: row.suspendu_le ? 1 : 0,
        nb_trajets: driver.count,
        raisons: driver.raisons,
        dernier_avertissement: warned ? warned.toISOString() : null,
      },
    ];
  });
  return paginated(data, flagged.length, request);
}

/** An « avertissement »: a notification and an e-mail with the reasons, audited. */
export async function warnMember(deps: AppDeps, adminId: number, userId: number, motifs: string) {
  const member = await findMemberContact(deps.db, userId);
  if (!member) throw notFound('Cet utilisateur n’existe pas.');
  const siteUrl = publicUrl(deps.env);
  const notifications = await deps.db.transaction(async (tx) => {
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: 'avertir-membre',
      cibleType: 'utilisateur',
      cibleId: userId,
      details: { motifs },
    });
    const mail = warningEmail({
      prenom: member.prenom,
      motifs,
      url: `${siteUrl}${buildPath('signalementsUtilisateurs', {})}`,
      siteUrl,
    });
    await deps.mail.queue(tx, {
      to: member.email,
      template: 'avertissement',
      utilisateurId: member.id,
      ...mail,
    });
    return deps.notifications.create(tx, [
      { utilisateur_id: userId, type: 'AVERTISSEMENT', details: `Motifs : ${motifs}` },
    ]);
  });
  await deps.notifications.announce(notifications);
}
