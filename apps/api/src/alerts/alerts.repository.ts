import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AlertStats } from '@bonneroute/shared/alerts';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { alertes, alertes_envois, cles_signature } from '../db/schema';

export type AlertRow = typeof alertes.$inferSelect;
export type NewAlert = typeof alertes.$inferInsert;

/** Who owns alerts: a member (by account) or a visitor (by confirmed e-mail address). */
export type AlertOwner = { userId: number } | { email: string };

const ownedBy = (owner: AlertOwner) =>
  'userId' in owner
    ? eq(alertes.utilisateur_id, owner.userId)
    : and(sql`${alertes.utilisateur_id} is null`, eq(alertes.email, owner.email));

/** One person's alert creations, one at a time (the cap of 10 holds under concurrent requests). */
export async function lockOwner(tx: DbOrTx, owner: AlertOwner): Promise<void> {
  const key = 'userId' in owner ? `alertes:u:${owner.userId}` : `alertes:e:${owner.email}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Active alerts and those waiting for their confirmation: what the cap counts. */
export async function countLiveAlerts(db: DbOrTx, owner: AlertOwner): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertes)
    .where(and(ownedBy(owner), inArray(alertes.statut, ['ACTIVE', 'EN_ATTENTE_CONFIRMATION'])));
  return row?.n ?? 0;
}

/**
 * When the newest `limit` alerts a visitor's address asked for since `since` were created: each
 * one mailed a confirmation to that address (a member's alert mails nothing).
 */
export async function recentVisitorAlertTimes(
  db: DbOrTx,
  email: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ cree_le: alertes.cree_le })
    .from(alertes)
    .where(and(ownedBy({ email }), sql`${alertes.cree_le} > ${since.toISOString()}::timestamptz`))
    .orderBy(desc(alertes.cree_le))
    .limit(limit);
  return rows.map((row) => row.cree_le);
}

export async function insertAlert(db: DbOrTx, values: NewAlert): Promise<AlertRow> {
  const [row] = await db.insert(alertes).values(values).returning();
  return row!;
}

export async function findAlert(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<AlertRow | undefined> {
  const query = db.select().from(alertes).where(eq(alertes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findAlertByToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(alertes)
    .where(eq(alertes.jeton_confirmation, tokenHash))
    .for('update');
  return row;
}

export async function updateAlert(db: DbOrTx, id: number, values: Partial<NewAlert>) {
  const [row] = await db.update(alertes).set(values).where(eq(alertes.id, id)).returning();
  return row!;
}

/** A member's alerts (deleted ones excepted), newest first, with the number of trips found. */
export async function listMemberAlerts(db: DbOrTx, userId: number, request: PageRequest) {
  const where = and(eq(alertes.utilisateur_id, userId), ne(alertes.statut, 'SUPPRIMEE'));
  return selectPage(
    request,
    db
      .select({
        alert: alertes,
        found: sql<number>`(select count(*)::int from alertes_envois e where e.alerte_id = ${alertes.id})`,
      })
      .from(alertes)
      .where(where)
      .orderBy(desc(alertes.cree_le), desc(alertes.id))
      .$dynamic(),
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${alertes.statut} in ('ACTIVE', 'EN_ATTENTE_CONFIRMATION')))::int`,
      })
      .from(alertes)
      .where(where),
  );
}

export async function countFoundTrips(db: DbOrTx, alertId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertes_envois)
    .where(eq(alertes_envois.alerte_id, alertId));
  return row?.n ?? 0;
}

/**
 * Alerts whose date is past are closed (`EXPIREE`); a visitor's alert never confirmed is deleted
 * after `confirmationDays`. Returns how many of each.
 */
export async function expireAlerts(db: DbOrTx, today: string, confirmationDays: number) {
  const expired = await db.execute(sql`
    update alertes set statut = 'EXPIREE'
     where statut in ('ACTIVE', 'PAUSEE') and not tous_les_jours and date_fin < ${today}`);
  const dropped = await db.execute(sql`
    delete from alertes where statut = 'EN_ATTENTE_CONFIRMATION'
       and cree_le < now() - make_interval(days => ${confirmationDays})`);
  return { expired: expired.rowCount ?? 0, dropped: dropped.rowCount ?? 0 };
}

/**
 * The admin dashboard's figures: alerts created (confirmed visitors' and members'), active now,
 * matched (at least one trip found), converted (the alert's owner booked a trip it announced,
 * after the announcement), and trips announced in all.
 */
export async function alertStatistics(db: DbOrTx): Promise<AlertStats> {
  const result = await db.execute<Record<string, number>>(sql`
    select
      (select count(*)::int from alertes where statut <> 'EN_ATTENTE_CONFIRMATION') as creees,
      (select count(*)::int from alertes where statut = 'ACTIVE') as actives,
      (select count(distinct alerte_id)::int from alertes_envois) as trouvees,
      (select count(*)::int from alertes_envois) as notifications,
      (select count(distinct e.alerte_id)::int
         from alertes_envois e
         join alertes a on a.id = e.alerte_id
         join passagers p on p.trajet_id = e.trajet_id and p.created_at >= e.cree_le
          and p.statut in ('CONFIRMEE', 'EN_ATTENTE')
         join utilisateurs u on u.id = p.utilisateur_id
        where u.id = a.utilisateur_id or (a.utilisateur_id is null and lower(u.email) = a.email)
      ) as converties`);
  const row = result.rows[0]!;
  return {
    creees: Number(row.creees),
    actives: Number(row.actives),
    trouvees: Number(row.trouvees),
    converties: Number(row.converties),
    notifications: Number(row.notifications),
  };
}

/** Active alerts in these cells for this date (or any date still to come), with their ends. */
export async function findDemandAlerts(
  db: DbOrTx,
  where: { fromCells: number[]; toCells: number[]; date: string | undefined; today: string },
) {
  const cells = (ids: number[]) =>
    sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'::int[]`);
  const alerts = await db.execute<{
    utilisateur_id: number | null;
    email: string | null;
    latitude_depart: number;
    longitude_depart: number;
    latitude_arrivee: number;
    longitude_arrivee: number;
  }>(sql`
    select utilisateur_id, email, latitude_depart, longitude_depart, latitude_arrivee, longitude_arrivee
    from alertes
    where statut = 'ACTIVE' and cellule_depart = any(${cells(where.fromCells)})
      and cellule_arrivee = any(${cells(where.toCells)})
      and ${
        where.date
          ? sql`(tous_les_jours or ${where.date}::date between date_debut and date_fin)`
          : sql`(tous_les_jours or date_fin >= ${where.today}::date)`
      }`);
  return alerts.rows;
}

/**
 * Who searched this pair in the last `days` days: one row per member, and the anonymous
 * searches counted once per Paris day and searched date.
 */
export async function countSearchersOfPair(
  db: DbOrTx,
  where: { fromCode: string; toCode: string; now: Date; days: number; date: string | undefined },
) {
  const searches = await db.execute<{ utilisateur_id: number | null; anonymes: number }>(sql`
    select utilisateur_id,
      count(distinct ((moment at time zone 'Europe/Paris')::date, date_recherchee))::int as anonymes
    from recherches
    where code_commune_depart = ${where.fromCode} and code_commune_arrivee = ${where.toCode}
      and moment > ${where.now.toISOString()}::timestamptz - make_interval(days => ${where.days})
      ${where.date ? sql`and date_recherchee = ${where.date}::date` : sql``}
    group by utilisateur_id`);
  return searches.rows;
}

/** A signing key drawn by a migration (`cles_signature`), by name. */
export async function findSigningKey(db: DbOrTx, nom: string): Promise<string | undefined> {
  const [row] = await db
    .select({ cle: cles_signature.cle })
    .from(cles_signature)
    .where(eq(cles_signature.nom, nom));
  return row?.cle;
}
