import { addDays, parisDateTimeToInstant, todayInParis } from '@bonneroute/shared/dates';
import {
  isTripDateTooFar,
  isoWeekday,
  recurrenceRefusal,
  returnTexts,
  seriesDates,
  tripTexts,
  type CreateTripBody,
  type SkippedDate,
  type Trip,
} from '@bonneroute/shared/trips';
import { DISCOVERY_OFFER, normalisePromoCode } from '@bonneroute/shared/booking';
import { enqueueAlertMatchingMany } from '../alerts/alert-matching';
import type { SessionUser } from '../auth/session.repository';
import { reserveDiscoveryOffer } from '../booking/discovery-offer.service';
import { recordAdresseUsage } from '../adresses/adresses.repository';
import { conflict, unprocessable } from '../lib/http-error';
import { geoServices } from '../geo/geo-services';
import type { AppDeps } from '../lib/app-deps';
import type { DbOrTx } from '../db/client';
import { findValidPromo } from '../booking/promo.repository';
import { checkPublishLimit } from './publish-limit.service';
import { checkDateTime, checkRoute, type RouteValues } from './publish-checks';
import { checkReturn } from './return-trip';
import { findTakenDepartures, insertSeries, insertTrips, linkReturns } from './series.repository';
import { lockDriver, type TripInsert } from './trips.repository';
import { tripsToWire } from './trips.service';
import { preferencesForNewTrip } from '../travel-preferences/travel-preferences.service';

type PublishDeps = Pick<AppDeps, 'db' | 'dbRead' | 'env' | 'log'>;

export type PublishAnswer = Trip & {
  ids?: number[];
  retour_ids?: number[];
  dates_ignorees?: SkippedDate[];
};

interface Planned {
  date: string;
  departLe: Date;
  back?: { date: string; departLe: Date };
}

/**
 * docs/product/trips-and-search.md POST /trajets: one trip, a regular trip (one trip per date,
 * docs/product/trips-and-search.md#regular-trips) and/or its return, every rule of the wizard
 * checked again here, all trips in one transaction and one insert. A date where the driver
 * already has a trip is skipped and listed; for a single trip it is the 409 it always was.
 */
export async function createTrip(
  deps: PublishDeps,
  driver: SessionUser,
  body: CreateTripBody,
  now = new Date(),
): Promise<PublishAnswer> {
  const geo = geoServices(deps);
  const { heure, departLe } = checkDateTime(body.date, body.heure, now);
  const outward = await checkRoute(geo, body);
  const promo = body.code_promo ? await findValidPromo(deps.db, body.code_promo, now) : undefined;
  if (body.code_promo && !promo) throw unprocessable(tripTexts.invalidPromo, '/body/code_promo');
  const back = body.retour
    ? await checkReturn(geo, body, outward, departLe, body.retour, now)
    : undefined;
  const plan = planDates(body, heure, departLe, now, back);
  // How the driver travels: the profile's, with this publication's overrides, on every trip made.
  const preferences = await preferencesForNewTrip(deps.db, driver.id, body.preferences);
  outward.values.preferences = preferences;
  if (back) back.route.values.preferences = preferences;

  const { rows, returns, skipped } = await deps.db.transaction(async (tx) => {
    // One publication at a time per driver: a double click finds the first trip, and the
    // publications of the last 24 hours are counted one after another.
    await lockDriver(tx, driver.id);
    const taken = await findTakenDepartures(tx, driver.id, [
      ...plan.map((p) => p.departLe),
      ...plan.flatMap((p) => (p.back ? [p.back.departLe] : [])),
    ]);
    const isTaken = (at: Date) => taken.has(at.getTime());
    if (!body.recurrence && isTaken(departLe)) throw conflict(tripTexts.duplicate);
    if (!body.recurrence && plan[0]!.back && isTaken(plan[0]!.back.departLe))
      throw conflict(returnTexts.duplicate);
    const skipped: SkippedDate[] = [];
    const kept: Planned[] = [];
    for (const p of plan) {
      if (isTaken(p.departLe)) {
        skipped.push({ date: p.date, motif: tripTexts.duplicate });
        continue;
      }
      if (p.back && isTaken(p.back.departLe)) {
        skipped.push({
          date: p.back.date,
          motif: returnTexts.skippedReturn(returnTexts.duplicate),
        });
        kept.push({ date: p.date, departLe: p.departLe });
      } else kept.push(p);
    }
    if (kept.length === 0) throw conflict(tripTexts.duplicate);
    const returnCount = kept.filter((p) => p.back).length;
    // A return belongs to its outward's publication (publish-limits.repository.ts).
    await checkPublishLimit(tx, driver.id, kept.length + returnCount, now);
    const ids = await recordAddresses(tx, body, outward);
    const serieId = body.recurrence
      ? await insertSeries(tx, {
          utilisateur_id: driver.id,
          jours: body.recurrence.jours,
          jusqu_au: kept[kept.length - 1]!.date,
        })
      : null;
    const code = body.code_promo ? normalisePromoCode(body.code_promo) : null;
    const rows = await insertTrips(
      tx,
      kept.map((p, i) => ({
        ...outward.values,
        ...ids,
        utilisateur_id: driver.id,
        date: p.date,
        heure,
        depart_le: p.departLe,
        serie_id: serieId,
        // A promo code goes with the first trip only (the discovery offer reserves one place).
        code_promo: i === 0 ? code : null,
      })),
    );
    const first = rows[0]!;
    if (first.code_promo && (promo?.montant || first.code_promo === DISCOVERY_OFFER.code))
      await reserveDiscoveryOffer(tx, {
        tripId: first.id,
        userId: driver.id,
        code: first.code_promo,
      });
    const returns = back ? await insertReturns(tx, driver.id, back, kept, rows, ids) : [];
    // Alerts are matched by jobs after the commit: publishing never waits for them.
    await enqueueAlertMatchingMany(
      tx,
      [...rows, ...returns].filter((r) => r.is_publie).map((r) => r.id),
    );
    return { rows, returns, skipped };
  });
  const first = {
    ...rows[0]!,
    retour_id: returns.find((r) => r.aller_id === rows[0]!.id)?.id ?? null,
  };
  const [trip] = await tripsToWire(deps, [first], driver.id);
  if (!body.recurrence) return trip!;
  return {
    ...trip!,
    ids: rows.map((r) => r.id),
    retour_ids: returns.map((r) => r.id),
    dates_ignorees: skipped,
  };
}

/** The dates to publish, each with its departure and its return's, in order. */
function planDates(
  body: CreateTripBody,
  heure: string,
  departLe: Date,
  now: Date,
  back: Awaited<ReturnType<typeof checkReturn>> | undefined,
): Planned[] {
  let dates = [body.date];
  if (body.recurrence) {
    const refusal = recurrenceRefusal(body.date, body.recurrence);
    if (refusal) throw unprocessable(refusal, '/body/recurrence');
    dates = seriesDates(body.date, body.recurrence);
    if (isTripDateTooFar(dates[dates.length - 1]!, todayInParis(now)))
      throw unprocessable(tripTexts.dateTooFar, '/body/recurrence/jusqu_au');
  }
  return dates.map((date, i) => {
    const planned: Planned = {
      date,
      departLe: i === 0 ? departLe : parisDateTimeToInstant(date, heure),
    };
    if (back) {
      const backDate = addDays(date, back.offsetDays);
      planned.back = { date: backDate, departLe: parisDateTimeToInstant(backDate, back.heure) };
    }
    return planned;
  });
}

async function recordAddresses(
  tx: DbOrTx,
  body: CreateTripBody,
  route: Awaited<ReturnType<typeof checkRoute>>,
) {
  const adresse_depart_id = await recordAdresseUsage(tx, {
    complete: body.adresse_depart,
    code_commune: route.from.code,
    ...route.departure,
  });
  const adresse_arrivee_id = await recordAdresseUsage(tx, {
    complete: body.adresse_arrivee,
    code_commune: route.to.code,
    ...route.arrival,
  });
  for (const stage of route.stages)
    if (stage.adresse)
      await recordAdresseUsage(tx, {
        complete: stage.adresse,
        code_commune: stage.code_commune,
        latitude: stage.latitude,
        longitude: stage.longitude,
      });
  return { adresse_depart_id, adresse_arrivee_id };
}

/** The returns of the kept dates, linked both ways; a series' returns are a series too. */
async function insertReturns(
  tx: DbOrTx,
  driverId: number,
  back: Awaited<ReturnType<typeof checkReturn>>,
  kept: Planned[],
  outwards: { id: number; serie_id: number | null }[],
  ids: { adresse_depart_id: number | null; adresse_arrivee_id: number | null },
) {
  const pairs = kept
    .map((p, i) => ({ p, aller: outwards[i]! }))
    .filter((x): x is { p: Required<Planned>; aller: (typeof outwards)[number] } => !!x.p.back);
  if (pairs.length === 0) return [];
  const serieId =
    outwards[0]!.serie_id === null
      ? null
      : await insertSeries(tx, {
          utilisateur_id: driverId,
          jours: [...new Set(pairs.map((x) => isoWeekday(x.p.back.date)))].sort(),
          jusqu_au: pairs[pairs.length - 1]!.p.back.date,
        });
  const values: RouteValues = back.route.values;
  const rows = await insertTrips(
    tx,
    pairs.map((x): TripInsert => ({
      ...values,
      adresse_depart_id: ids.adresse_arrivee_id,
      adresse_arrivee_id: ids.adresse_depart_id,
      utilisateur_id: driverId,
      date: x.p.back.date,
      heure: back.heure,
      depart_le: x.p.back.departLe,
      serie_id: serieId,
      aller_id: x.aller.id,
      code_promo: null,
    })),
  );
  await linkReturns(
    tx,
    rows.map((row) => ({ aller: row.aller_id!, retour: row.id })),
  );
  return rows;
}
